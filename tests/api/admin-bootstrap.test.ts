import { statSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFirstAdmin } from "../support/first-password";
import { TEST_ADMIN } from "../support/server";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The staff account a start creates or resets (security review M5 and L2), through real server
 * processes restarted on the same data, as an operator would run them.
 */
const databases: TestDatabase[] = [];
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const s of servers) {
    await s.stop("SIGKILL");
    s.cleanup();
  }
  for (const d of databases) await d.drop();
});

/** The environment of a fresh database: PGlite in DATA_DIR, or a PostgreSQL of its own. */
async function freshDatabaseEnv(): Promise<Record<string, string>> {
  const database = await createTestDatabase();
  databases.push(database);
  return database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {};
}

async function start(env: Record<string, string>, dataDir?: string) {
  const server = await spawnServer(env, { dataDir });
  servers.push(server);
  return server;
}

async function call(url: string, route: string, init: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${url}${route}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const login = (url: string, username: string, password: string) =>
  call(url, "/api/admin/login", { body: { username, password } });

async function tokenOf(url: string, username: string, password: string): Promise<string> {
  const res = await login(url, username, password);
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const changePassword = (url: string, token: string, currentPassword: string, newPassword: string) =>
  call(url, "/api/admin/account/password", { token, body: { currentPassword, newPassword } });

describe("the staff account configured by ADMIN_USERNAME / ADMIN_PASSWORD (M5)", () => {
  it("keeps a password changed in the panel across a restart; ADMIN_PASSWORD_RESET=1 applies once and revokes the sessions", {
    timeout: 180_000,
  }, async () => {
    const { username, password: envPassword } = TEST_ADMIN;
    const env = { ...(await freshDatabaseEnv()), RATE_LIMITS: "off" };
    const changed = "changed-after-a-leak-1";

    const first = await start(env);
    const token = await tokenOf(first.url, username, envPassword);
    expect((await changePassword(first.url, token, envPassword, changed)).status).toBe(200);
    await first.stop();

    // Same environment, restarted: the password chosen in the panel wins.
    const second = await start(env, first.dataDir);
    expect((await login(second.url, username, envPassword)).status).toBe(401);
    const oldToken = await tokenOf(second.url, username, changed);
    await second.stop();

    // The explicit reset: the env password again, and every session of the account revoked.
    const reset = await start({ ...env, ADMIN_PASSWORD_RESET: "1" }, first.dataDir);
    expect((await call(reset.url, "/api/admin/me", { token: oldToken })).status).toBe(401);
    expect((await login(reset.url, username, changed)).status).toBe(401);
    const afterReset = await tokenOf(reset.url, username, envPassword);
    expect(reset.output()).toMatch(/ADMIN_PASSWORD_RESET.*password of consultant was set/);
    const third = "changed-after-the-reset-2";
    expect((await changePassword(reset.url, afterReset, envPassword, third)).status).toBe(200);
    await reset.stop();

    // The flag left in the environment does not apply the same value a second time.
    const again = await start({ ...env, ADMIN_PASSWORD_RESET: "1" }, first.dataDir);
    expect((await login(again.url, username, envPassword)).status).toBe(401);
    expect((await login(again.url, username, third)).status).toBe(200);
    expect((await call(again.url, "/api/admin/me", { token: afterReset })).status).toBe(200);
    expect(again.output()).toMatch(/ADMIN_PASSWORD_RESET.*already applied/);
  });
});

describe("the first staff account when none is configured (L2)", () => {
  it("writes the generated password to an owner-only file, prints only its path, and demands a change at first sign-in", {
    timeout: 120_000,
  }, async () => {
    const server = await start({
      ...(await freshDatabaseEnv()),
      ADMIN_USERNAME: "",
      ADMIN_PASSWORD: "",
      LOG_LEVEL: "info",
    });
    const { file, username, password } = readFirstAdmin(server.dataDir);
    expect(file).toBe(path.join(server.dataDir, "first-admin-password.txt"));
    expect(server.output()).toContain(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(username).toBe("admin");
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // Neither the printed lines nor the JSON log lines (LOG_LEVEL info) carry it.
    expect(server.output()).not.toContain(password);

    const signedIn = await login(server.url, "admin", password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.admin).toMatchObject({
      username: "admin",
      role: "owner",
      mustChangePassword: true,
    });
    const token = signedIn.body.token as string;

    // Until the password is changed, only me, logout and the password change answer.
    const refused = await call(server.url, "/api/admin/inquiries", { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "password_change_required",
      message: "Choose a new password before you continue.",
    });
    expect((await call(server.url, "/api/admin/metrics", { token })).status).toBe(403);
    const me = await call(server.url, "/api/admin/me", { token });
    expect(me.body.admin).toMatchObject({ mustChangePassword: true });

    const newPassword = "my-own-password-123";
    expect((await changePassword(server.url, token, password, newPassword)).status).toBe(200);
    expect((await call(server.url, "/api/admin/inquiries", { token })).status).toBe(200);
    const again = await login(server.url, "admin", newPassword);
    expect(again.body.admin).toMatchObject({ mustChangePassword: false });
  });
});
