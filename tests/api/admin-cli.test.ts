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

/** Each sign-in's status, role and whether it must change its password, on one server start. */
async function signInAnswers(env: Record<string, string>, attempts: Array<[string, string]>) {
  const server = await startTestServer({ ...env, ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
  try {
    const answers: Array<{ status: number; role?: string; mustChange?: boolean }> = [];
    for (const [username, password] of attempts) {
      const res = await server.post("/api/admin/login", { username, password });
      const body = (await res.json()) as {
        admin?: { role: string; mustChangePassword: boolean };
      };
      answers.push({
        status: res.status,
        role: body.admin?.role,
        mustChange: body.admin?.mustChangePassword,
      });
    }
    return answers;
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

    // No password given: one is generated, and it must be changed at the first sign-in.
    const generated = await adminCli(["create", "achieng"], env);
    expect(generated.code).toBe(0);
    const temporary = /Password \(shown once.*\): (\S+)/.exec(generated.output)?.[1] ?? "";
    expect(temporary).toMatch(/^[A-Za-z0-9_-]{24}$/);

    expect(
      await signInAnswers(env, [
        ["wanjiku", "first-password-123"],
        ["wanjiku", "second-password-456"],
        ["achieng", temporary],
      ]),
    ).toEqual([
      { status: 401 },
      // The operator's accounts are owners; consultants are added in the panel.
      { status: 200, role: "owner", mustChange: false },
      { status: 200, role: "owner", mustChange: true },
    ]);
  });

  it("refuses a short password and a bad command", async () => {
    expect((await adminCli(["create", "x"], { ADMIN_CLI_PASSWORD: "short" })).code).toBe(2);
    expect((await adminCli(["delete", "x"], {})).code).toBe(2);
  });
});
