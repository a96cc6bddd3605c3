import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi } from "../../server/http/api/admin";
import { apiRouteTable } from "../support/fuzz/routes";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/server";

/**
 * What every staff route does alike. The routes are read from the router, so a route added
 * later is covered.
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

/**
 * Security review L4: staff answers carry personal data (inquiries, chats, CVs) and tokens, so
 * no browser cache or proxy may keep them: every answer under /api/admin says `no-store`,
 * whatever its status.
 */
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

const badIds: [segment: string, message: string][] = [
  ["abc", "id must be a number"],
  ["1.5", "id must be a whole number"],
  ["0", "id must be a positive number"],
  ["-4", "id must be a positive number"],
  ["99999999999", "id is too large"],
];

/** A valid value for each path parameter other than `:id`, so only the bad id is at fault. */
const validParams: Record<string, string> = { source: "chat" };

/** The route's path with `segment` as its `:id` and a valid value in every other parameter. */
function pathWithId(path: string, segment: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?\??/g, (_match, name: string) =>
    name === "id" ? segment : (validParams[name] ?? "1"),
  );
}

/** Whichever tab a route serves, a bad numeric `:id` in its path is refused the same way. */
describe("a bad :id in a staff API path", () => {
  it("answers 400 with one error shape on every route that takes an id", async () => {
    const routes = apiRouteTable(server.services).filter((r) => r.admin && r.params.includes("id"));
    // blog posts, conversations, inquiries, subscribers, CVs, CV requests, documents, proofreading
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      for (const [segment, message] of badIds) {
        const res = await server.fetch(pathWithId(route.path, segment), {
          method: route.method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: route.method === "GET" ? undefined : "{}",
        });
        const where = `${route.method} ${route.path} with ${segment}`;
        expect(res.status, where).toBe(400);
        expect(await res.json(), where).toEqual({
          error: {
            code: "invalid_input",
            message: "Some fields are missing or invalid",
            fields: { id: message },
          },
        });
      }
    }
  });
});
