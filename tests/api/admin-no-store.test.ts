import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi } from "../../server/http/api/admin";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/server";

/**
 * Security review L4: staff answers carry personal data (inquiries, chats, CVs) and tokens, so
 * no browser cache or proxy may keep them: every answer under /api/admin says `no-store`,
 * whatever its status. The routes are read from the router, so a route added later is covered.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

function adminGetPaths(): string[] {
  const paths = adminApi(server.services)
    .routes.filter((r) => r.method === "GET")
    .map((r) => `/api/admin${r.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "1")}`);
  return [...new Set(paths)];
}

describe("Cache-Control on staff answers", () => {
  it("says no-store on every staff GET, signed in and not", async () => {
    const paths = adminGetPaths();
    expect(paths).toContain("/api/admin/inquiries");
    expect(paths).toContain("/api/admin/conversations");
    const missing: string[] = [];
    for (const path of paths) {
      for (const [who, res] of [
        ["signed in", await server.get(path, token)],
        ["no token", await server.get(path)],
      ] as const) {
        await res.arrayBuffer();
        if (!res.headers.get("cache-control")?.includes("no-store")) {
          missing.push(`${path} (${who}, ${res.status}): ${res.headers.get("cache-control")}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("says no-store on the sign-in answer that carries the token", async () => {
    const res = await server.post("/api/admin/login", TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });
});
