import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";

// Behind one trusted proxy, so each test can speak from addresses of its own (X-Forwarded-For)
// and the counters of one test never touch another's.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "on" });
});
afterAll(() => server.close());

const login = (from: string, username: string, password: string) =>
  server.fetch("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ username, password }),
  });

async function tokenOf(from: string, username: string, password: string) {
  const res = await login(from, username, password);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function auditRows() {
  const [row] = await server.services.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

const statuses = (responses: Response[]) => {
  const tally: Record<number, number> = {};
  for (const res of responses) tally[res.status] = (tally[res.status] ?? 0) + 1;
  return tally;
};

describe("M2: a failure is counted before the password is verified", () => {
  it("verifies at most 5 of 50 parallel wrong sign-ins, and then refuses the right password", async () => {
    const password = "racer-password-1234";
    await server.services.auth.accounts.create("racer", password);
    const from = "192.0.2.10";
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(from, "racer", `guess-${i}`)),
    );
    const tally = statuses(burst);
    console.info(`50 parallel wrong sign-ins: ${JSON.stringify(tally)}`);
    // 401 is a verified wrong password; 429 is refused before the hash ran.
    expect(tally[401] ?? 0).toBeLessThanOrEqual(5);
    expect((tally[401] ?? 0) + (tally[429] ?? 0)).toBe(50);
    expect((await login(from, "racer", password)).status).toBe(429);
  });

  it("verifies at most 5 of 50 parallel wrong current passwords on one stolen token", async () => {
    const password = "stolen-token-password-1";
    await server.services.auth.accounts.create("victim", password);
    const token = await tokenOf("192.0.2.20", "victim", password);
    const change = (currentPassword: string) =>
      server.post(
        "/api/admin/account/password",
        { currentPassword, newPassword: "attacker-chosen-password" },
        token,
      );
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => change(`guess-${i}`)));
    const tally = statuses(burst);
    console.info(`50 parallel wrong current passwords: ${JSON.stringify(tally)}`);
    // 400 "not correct" is a verified wrong password; 429 is refused before the hash ran.
    expect(tally[400] ?? 0).toBeLessThanOrEqual(5);
    expect((tally[400] ?? 0) + (tally[429] ?? 0)).toBe(50);

    // The right password is refused too until the window ends, and nothing changed.
    const right = await change(password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await login("192.0.2.21", "victim", password)).status).toBe(200);
  });
});

describe("M6: refused sign-ins cost no audit row each", () => {
  it("grows the audit log by at most a few rows over 1,000 refused sign-ins", async () => {
    await server.services.auth.accounts.create("flooded", "flooded-password-123");
    const from = "192.0.2.30";
    for (let i = 0; i < 5; i++) expect((await login(from, "flooded", `bad-${i}`)).status).toBe(401);
    const before = await auditRows();
    for (let batch = 0; batch < 10; batch++) {
      const refused = await Promise.all(
        Array.from({ length: 100 }, () => login(from, "flooded", "x")),
      );
      expect(statuses(refused)).toEqual({ 429: 100 });
    }
    const grown = (await auditRows()) - before;
    console.info(`audit rows written by 1,000 refused sign-ins: ${grown}`);
    expect(grown).toBeLessThanOrEqual(3);
  }, 60_000);
});

describe("M3: a per-account limit whatever the address", () => {
  it("locks an account after 10 failures from 10 addresses, for 5 minutes at most", async () => {
    const password = "roamer-password-1234";
    await server.services.auth.accounts.create("roamer", password);
    for (let i = 1; i <= 10; i++) {
      expect((await login(`198.51.100.${i}`, "roamer", `guess-${i}`)).status).toBe(401);
    }
    const locked = await login("198.51.100.11", "roamer", password);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    // Only that account: another one signs in from the same fresh address.
    await server.services.auth.accounts.create("bystander", "bystander-password-1");
    expect((await login("198.51.100.11", "bystander", "bystander-password-1")).status).toBe(200);
  });
});

describe("L7: what was typed as a username is kept only when it names an account", () => {
  it("does not store a password typed into the username box", async () => {
    const typed = "MyS3cret-password-in-the-wrong-box";
    expect((await login("192.0.2.40", typed, "whatever")).status).toBe(401);
    const recent = await server.services.auth.audit.recent(20);
    expect(JSON.stringify(recent)).not.toContain(typed);
    expect(recent[0]).toMatchObject({ event: "sign_in_failed", username: null, ip: "192.0.2.40" });
  });
});
