import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_OK_FOR_MS } from "../../server/http/health-probe";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/server";
import { testDatabaseKind } from "../support/test-database";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: object } })
    .error;
}

describe("health", () => {
  it("answers ok after a database round trip", async () => {
    const res = await server.get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the API error contract", () => {
  it("answers malformed JSON with 400 and keeps serving", async () => {
    const res = await server.fetch("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"username": "a",',
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "malformed_json" });
    expect((await server.get("/api/health")).status).toBe(200);
  });

  it("answers a body over the route's limit with 413", async () => {
    const res = await server.post("/api/admin/login", {
      username: "x",
      password: "p".repeat(100_000),
    });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: "payload_too_large" });
  });

  it("answers the wrong content type with 415", async () => {
    const res = await server.fetch("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "username=a",
    });
    expect(res.status).toBe(415);
  });

  it("answers invalid fields with 400 and a message per field", async () => {
    const res = await server.post("/api/admin/login", { username: "", password: 5 });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_input");
    expect(error.fields).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("answers an unknown API path with 404 JSON", async () => {
    const res = await server.get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await errorOf(res)).toMatchObject({ code: "not_found" });
  });

  it("answers invalid UTF-8 with 400", async () => {
    const res = await server.fetch("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(res.status).toBe(400);
  });
});

describe("security headers", () => {
  it("are on API answers and on errors, with a policy that allows nothing to run", async () => {
    for (const res of [await server.get("/api/health"), await server.get("/api/missing")]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain("script-src");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("include HSTS when the site is served over https", async () => {
    const https = await startTestServer({ SITE_URL: "https://kazi.example" });
    try {
      const res = await https.get("/api/health");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await https.close();
    }
  });
});

describe("staff sign-in", () => {
  it("answers success, an opaque token and the admin", async () => {
    const res = await server.post("/api/admin/login", TEST_ADMIN);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; token: string; admin: object };
    expect(body.success).toBe(true);
    expect(Buffer.from(body.token, "base64url").length).toBeGreaterThanOrEqual(16);
    // The first account is an owner: staff roles (owner, consultant) replace the single
    // "admin" role of the original product (ADR 021).
    expect(body.admin).toMatchObject({ username: TEST_ADMIN.username, role: "owner" });
    expect(body.admin).not.toHaveProperty("passwordHash");
  });

  it("refuses a wrong password with 401", async () => {
    const res = await server.post("/api/admin/login", { ...TEST_ADMIN, password: "wrong-one" });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ message: "Invalid credentials" });
  });

  it("gates admin routes: no token and a revoked token get 401", async () => {
    expect((await server.get("/api/admin/me")).status).toBe(401);
    const token = await server.signIn();
    expect((await server.get("/api/admin/me", token)).status).toBe(200);
    expect((await server.post("/api/admin/logout", {}, token)).status).toBe(200);
    expect((await server.get("/api/admin/me", token)).status).toBe(401);
  });
});

// Making the database vanish under a running server needs a database server: this runs in the
// PostgreSQL pass of `npm test` (KAZI_TEST_DB=postgres), which CI always runs.
if (testDatabaseKind() === "postgres") {
  describe("health when the database is gone", () => {
    it("answers 503 with a reason, and ok again once it is back", async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? "");
      const own = await startTestServer();
      const dbName = new URL(own.services.config.DATABASE_URL ?? "").pathname.slice(1);
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      // Leaves an idle connection in the server's pool: ending it must not end the server.
      expect((await own.get("/api/health")).status).toBe(200);
      try {
        await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS false`);
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1",
          [dbName],
        );
        // The last success answers for HEALTH_OK_FOR_MS more (ADR 025): a dead database is
        // reported once it has aged, never later.
        const deadline = performance.now() + HEALTH_OK_FOR_MS + 2000;
        let down = await own.get("/api/health");
        while (down.status === 200 && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          down = await own.get("/api/health");
        }
        expect(down.status).toBe(503);
        expect(await down.json()).toMatchObject({
          status: "unavailable",
          reason: expect.any(String),
        });
        await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`);
        expect((await own.get("/api/health")).status).toBe(200);
      } finally {
        await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`);
        await admin.end();
        await own.close();
      }
    });
  });
}
