import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../server/auth/sessions";
import { adminSessions } from "../../server/db/schema";
import { adminApi } from "../../server/http/api/admin";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: object } })
    .error;
}

const login = (username: string, password: string) =>
  server.post("/api/admin/login", { username, password });

async function auditEvents(count: number) {
  return (await server.services.auth.audit.recent(count)).map((e) => `${e.event}:${e.username}`);
}

describe("POST /api/admin/login", () => {
  it("answers success, a token of at least 128 random bits and the admin", async () => {
    const res = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["admin", "success", "token"]);
    expect(body.success).toBe(true);
    expect(Buffer.from(String(body.token), "base64url").length).toBeGreaterThanOrEqual(16);
    expect(body.admin).toEqual({
      id: expect.any(Number),
      username: TEST_ADMIN.username,
      email: expect.any(String),
      role: "owner",
      // Created from ADMIN_PASSWORD, which the operator chose: no forced change (ADR 018).
      mustChangePassword: false,
    });
    // Only a hash of the token is stored.
    const [row] = await server.services.db
      .select({ tokenHash: adminSessions.tokenHash })
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(String(body.token))));
    expect(row?.tokenHash).not.toBe(body.token);
    expect(await auditEvents(1)).toEqual([`sign_in:${TEST_ADMIN.username}`]);
  });

  it("answers a wrong password and an unknown user identically", async () => {
    const wrong = await login(TEST_ADMIN.username, "not-the-password");
    const unknown = await login("nobody-here", "not-the-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({
      error: { code: "unauthorized", message: "Invalid credentials" },
    });
    // L7: an unknown username is not stored (it may be a password typed in the wrong box).
    expect(await auditEvents(2)).toEqual([
      "sign_in_failed:null",
      `sign_in_failed:${TEST_ADMIN.username}`,
    ]);
  });

  it("requires both fields with the form's messages", async () => {
    const res = await server.post("/api/admin/login", {});
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("locks one username out from one address on the sixth failure, with Retry-After", async () => {
    await server.services.auth.accounts.create("lockme", "lockme-password-123");
    for (let i = 1; i <= 5; i++) {
      expect((await login("lockme", `guess-${i}`)).status).toBe(401);
    }
    // Even the right password is refused while locked, so guessing on is pointless.
    const locked = await login("LockMe", "lockme-password-123");
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(880);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await errorOf(locked)).toEqual({
      code: "rate_limited",
      message: "Too many sign-in attempts. Try again in 15 minutes.",
    });
    // L7: the account's own name, not what was typed.
    expect(await auditEvents(1)).toEqual(["lockout:lockme"]);
    // Other accounts from the same address still sign in.
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });
});

describe("the admin gate", () => {
  /** Every admin route, read from the router itself, so a route added later is covered. */
  function adminRoutes() {
    const seen = new Set<string>();
    const routes: Array<{ method: string; path: string }> = [];
    for (const r of adminApi(server.services).routes) {
      if (r.method === "ALL" || r.path === "/login") continue;
      const path = `/api/admin${r.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "1")}`;
      const key = `${r.method} ${path}`;
      if (!seen.has(key)) routes.push({ method: r.method, path });
      seen.add(key);
    }
    return routes;
  }

  async function expireSession(token: string) {
    await server.services.db
      .update(adminSessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, hashToken(token)));
  }

  it("finds the routes this panel registered", () => {
    const listed = adminRoutes().map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      "POST /api/admin/logout",
      "GET /api/admin/metrics",
      "GET /api/admin/funnel",
      "GET /api/admin/inquiries",
      "PATCH /api/admin/inquiries/1",
      "GET /api/admin/inquiries.csv",
      "GET /api/admin/subscribers",
      "GET /api/admin/subscribers.csv",
      "POST /api/admin/account/password",
      "GET /api/admin/accounts",
      "PATCH /api/admin/accounts/1",
      "DELETE /api/admin/accounts/1",
    ]) {
      expect(listed).toContain(expected);
    }
  });

  it("answers 401 JSON on every admin route without a valid token", async () => {
    const revoked = await server.signIn();
    expect((await server.post("/api/admin/logout", {}, revoked)).status).toBe(200);
    const expired = await server.signIn();
    await expireSession(expired);

    const credentials: Array<[string, Record<string, string>]> = [
      ["no token", {}],
      ["malformed", { authorization: "Bearer not a token!" }],
      ["wrong scheme", { authorization: `Basic ${btoa("consultant:x")}` }],
      ["unknown", { authorization: `Bearer ${"A".repeat(43)}` }],
      ["expired", { authorization: `Bearer ${expired}` }],
      ["revoked", { authorization: `Bearer ${revoked}` }],
    ];
    const failures: string[] = [];
    for (const { method, path } of adminRoutes()) {
      for (const [label, headers] of credentials) {
        const res = await server.fetch(path, {
          method,
          headers: { ...headers, "content-type": "application/json" },
          body: method === "GET" || method === "HEAD" ? undefined : "{}",
        });
        const type = res.headers.get("content-type") ?? "";
        const body = type.includes("json")
          ? ((await res.json()) as { error?: { code?: string } })
          : {};
        if (res.status !== 401 || body.error?.code !== "unauthorized") {
          failures.push(`${method} ${path} (${label}) -> ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("keeps a live session working until logout revokes it", async () => {
    const token = await server.signIn();
    expect((await server.get("/api/admin/metrics", token)).status).toBe(200);
    expect((await server.post("/api/admin/logout", {}, token)).status).toBe(200);
    expect(await auditEvents(1)).toEqual([`logout:${TEST_ADMIN.username}`]);
    expect((await server.get("/api/admin/metrics", token)).status).toBe(401);
  });
});

describe("POST /api/admin/account/password", () => {
  const oldPassword = "first-password-1234";
  const newPassword = "second-password-5678";

  it("needs the current password and revokes every other session", async () => {
    await server.services.auth.accounts.create("changer", oldPassword);
    const tokenOf = async (password: string) => {
      const res = await login("changer", password);
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    const current = await tokenOf(oldPassword);
    const other = await tokenOf(oldPassword);
    const change = (body: object) => server.post("/api/admin/account/password", body, current);

    const wrong = await change({ currentPassword: "nope", newPassword });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({
      currentPassword: "The current password is not correct.",
    });
    const short = await change({ currentPassword: oldPassword, newPassword: "short" });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).fields).toEqual({ newPassword: "Use at least 12 characters" });
    // Nothing changed: the other session still works.
    expect((await server.get("/api/admin/me", other)).status).toBe(200);

    const ok = await change({ currentPassword: oldPassword, newPassword });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, revokedSessions: 1 });
    expect((await server.get("/api/admin/me", other)).status).toBe(401);
    expect((await server.get("/api/admin/me", current)).status).toBe(200);
    expect((await login("changer", oldPassword)).status).toBe(401);
    expect((await login("changer", newPassword)).status).toBe(200);
    expect(await auditEvents(3)).toContain("password_changed:changer");
  });
});

describe("password change throttle", () => {
  it("refuses changes after five wrong current passwords, from any session, with Retry-After", async () => {
    const password = "guarded-password-1234";
    await server.services.auth.accounts.create("guarded", password);
    const tokens = await Promise.all(
      [1, 2].map(
        async () => ((await (await login("guarded", password)).json()) as { token: string }).token,
      ),
    );
    const change = (token: string, currentPassword: string) =>
      server.post(
        "/api/admin/account/password",
        { currentPassword, newPassword: "guarded-password-5678" },
        token,
      );

    // Guesses spread over two sessions still count against one admin.
    for (const [i, token] of [...tokens, ...tokens, tokens[0]].entries()) {
      expect((await change(token as string, `guess-${i}`)).status).toBe(400);
    }
    const locked = await change(tokens[1] as string, password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await errorOf(locked)).message).toMatch(/^Too many wrong passwords\. Try again in/);
    expect(await auditEvents(1)).toEqual(["lockout:guarded"]);
    // The password did not change: the right one still signs in.
    expect((await login("guarded", password)).status).toBe(200);
  });
});
