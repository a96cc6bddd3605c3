import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer } from "../support/server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "kazi-cli-"));
let database: TestDatabase | undefined;

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

/** `npm run admin -- <args>` as a person would run it, against the configured database. */
async function adminCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "server/cli/admin.ts", ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, output: stdout };
  } catch (err) {
    const failure = err as { code: number; stderr: string };
    return { code: failure.code, output: failure.stderr };
  }
}

async function canSignIn(env: Record<string, string>, username: string, password: string) {
  const server = await startTestServer({ ...env, ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
  try {
    const res = await server.post("/api/admin/login", { username, password });
    return res.status;
  } finally {
    await server.close();
  }
}

describe("npm run admin", () => {
  it("creates an account and resets its password on the configured database", {
    timeout: 120_000,
  }, async () => {
    database = await createTestDatabase();
    const env: Record<string, string> = database.databaseUrl
      ? { DATABASE_URL: database.databaseUrl }
      : { DATA_DIR: dataDir };

    const created = await adminCli(["create", "wanjiku"], {
      ...env,
      ADMIN_CLI_PASSWORD: "first-password-123",
    });
    expect(created).toMatchObject({ code: 0 });
    expect(created.output).toContain("Created staff account wanjiku");

    const duplicate = await adminCli(["create", "wanjiku"], {
      ...env,
      ADMIN_CLI_PASSWORD: "first-password-123",
    });
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain("already exists");

    const reset = await adminCli(["reset-password", "wanjiku"], {
      ...env,
      ADMIN_CLI_PASSWORD: "second-password-456",
    });
    expect(reset.code).toBe(0);

    expect(await canSignIn(env, "wanjiku", "first-password-123")).toBe(401);
    expect(await canSignIn(env, "wanjiku", "second-password-456")).toBe(200);
  });

  it("refuses a short password and a bad command", async () => {
    expect((await adminCli(["create", "x"], { ADMIN_CLI_PASSWORD: "short" })).code).toBe(2);
    expect((await adminCli(["delete", "x"], {})).code).toBe(2);
  });
});
