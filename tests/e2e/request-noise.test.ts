import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

// The built server, as `npm start` runs it, logging at the default
// level, meets what scanners and odd clients send. Expected client errors write at most one
// line each and never a stack trace; HEAD answers with GET's headers; a page that carries a CSP
// nonce is never offered to shared caches.

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServer({ LOG_LEVEL: "info", DEMO_CONTENT: "on" }, { entry: "bundle" });
  // The start's own last line comes just after the banner the spawner waits for.
  while (!server.output().includes('"msg":"Kazi is serving"')) {
    await new Promise((r) => setTimeout(r, 50));
  }
}, 90_000);
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const pages = ["/", "/blog", "/services/cv-writing", "/about", "/contact", "/admin"];
const oddPaths = [
  "/%E0%A4%A",
  "/blog/%ZZ",
  "/..%2f..%2fetc/passwd",
  "/wp-login.php",
  "/blog/no-such-post",
  "/services/no-such-service",
  "/.env",
  `/${"a".repeat(300)}`,
];
const methods = ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "POST", "DELETE", "PATCH"];

/** node:http, because fetch refuses TRACE and sends paths normalised. Resolves the status. */
function send(method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

function linesOf(output: string): string[] {
  return output.split("\n").filter((line) => line.trim() !== "");
}

describe("requests no browser sends", () => {
  it("write at most one log line each and no stack trace", async () => {
    const before = linesOf(server.output()).length;
    let sent = 0;
    const statuses = new Set<number>();
    for (let round = 0; round < 6; round++) {
      for (const method of methods) {
        await Promise.all(
          [...pages, ...oddPaths].map(async (path) => {
            statuses.add(await send(method, path));
            sent++;
          }),
        );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(600);
    // Every answer is a client's error or a page, never a server error.
    expect([...statuses].filter((s) => s >= 500)).toEqual([]);
    // Give the last lines time to be written.
    await new Promise((r) => setTimeout(r, 300));
    const written = linesOf(server.output()).slice(before);
    expect(written.length).toBeLessThanOrEqual(sent);
    // One request line each, and nothing else: no warning, no error, no stack trace.
    expect(written.filter((line) => !line.includes('"msg":"request"'))).toEqual([]);
    const traces = written.filter((line) => /^\s+at /.test(line) || line.includes('"stack"'));
    expect(traces.slice(0, 3)).toEqual([]);
    // Only the request lines: nothing printed outside the JSON log.
    const notJson = written.filter((line) => !line.startsWith("{"));
    expect(notJson.slice(0, 3)).toEqual([]);
  }, 120_000);
});

describe("HEAD", () => {
  it("answers every page with the status and headers of GET, and no body", async () => {
    for (const path of [...pages, "/blog/no-such-post", "/robots.txt", "/sitemap.xml"]) {
      const get = await fetch(`${server.url}${path}`);
      await get.arrayBuffer();
      const head = await fetch(`${server.url}${path}`, { method: "HEAD" });
      expect({ path, status: head.status }).toEqual({ path, status: get.status });
      for (const name of ["content-type", "cache-control", "x-content-type-options"]) {
        expect({ path, name, value: head.headers.get(name) }).toEqual({
          path,
          name,
          value: get.headers.get(name),
        });
      }
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    }
  });
});

describe("pages that carry a CSP nonce", () => {
  it("are never marked for shared caches", async () => {
    const res = await fetch(`${server.url}/blog`);
    const html = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/'nonce-/);
    expect(html).toContain("nonce=");
    const posts = [...html.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(posts.length).toBeGreaterThan(0);
    for (const path of ["/", "/blog", posts[0]!, "/services/cv-writing"]) {
      const page = await fetch(`${server.url}${path}`);
      await page.arrayBuffer();
      const cacheControl = page.headers.get("cache-control") ?? "";
      expect({ path, cacheControl }).not.toEqual({
        path,
        cacheControl: expect.stringMatching(/public|s-maxage/),
      });
    }
  });
});
