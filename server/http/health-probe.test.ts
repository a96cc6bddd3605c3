import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { healthProbe } from "./health-probe";
import { apiSecurityHeaders } from "./middleware/security-headers";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A node:http server whose only step is the probe; anything it does not answer gets 404. */
async function serve(ping: () => Promise<void>, okForMs?: number) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const probe = healthProbe({
    ping,
    headers: apiSecurityHeaders({ https: false, development: false }),
    log: createLogger("info", sink),
    okForMs,
  });
  server = createServer((req, res) => {
    if (!probe(req, res)) res.writeHead(404).end("not the probe");
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, lines };
}

describe("health probe", () => {
  it("answers ok after a round trip, with the API's headers, a request id and one log line", async () => {
    let pings = 0;
    const { url, lines } = await serve(async () => {
      pings++;
    });
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(pings).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "request",
        method: "GET",
        path: "/api/health",
        status: 200,
        reqId: requestId,
      }),
    ]);
  });

  it("answers HEAD with GET's headers and no body", async () => {
    const { url } = await serve(async () => {});
    const get = await fetch(`${url}/api/health`);
    const head = await fetch(`${url}/api/health`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const name of ["content-type", "content-length", "content-security-policy"]) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
  });

  it("answers 503 with a reason and logs the error when the database does not answer", async () => {
    const { url, lines } = await serve(() => Promise.reject(new Error("connection refused")));
    const res = await fetch(`${url}/api/health?probe=lb`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", reason: "database unreachable" });
    expect(lines.map((line) => line.msg)).toEqual(["health check failed", "request"]);
  });

  it("shares one round trip among probes that arrive together", async () => {
    let pings = 0;
    const { url } = await serve(async () => {
      pings++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${url}/api/health`)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(pings).toBeLessThan(5);
  });

  it("answers from a successful round trip for okForMs, then asks the database again", async () => {
    let pings = 0;
    const { url, lines } = await serve(async () => {
      pings++;
    }, 150);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const reused = await fetch(`${url}/api/health`);
    expect(reused.status).toBe(200);
    expect(await reused.json()).toEqual({ status: "ok" });
    expect(pings).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(pings).toBe(2);
    // Each answer still has its own request id and log line.
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(3);
  });

  it("reports a database that dies once its last success has aged", async () => {
    let up = true;
    const { url } = await serve(async () => {
      if (!up) throw new Error("connection refused");
    }, 150);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    up = false;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${url}/api/health`)).status).toBe(503);
  });

  it("never reuses a failure: a database that is back is seen on the next probe", async () => {
    let up = false;
    let pings = 0;
    const { url } = await serve(async () => {
      pings++;
      if (!up) throw new Error("connection refused");
    }, 60_000);
    expect((await fetch(`${url}/api/health`)).status).toBe(503);
    expect((await fetch(`${url}/api/health`)).status).toBe(503);
    up = true;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(pings).toBe(3);
  });

  it("leaves other paths and methods to the app", async () => {
    const { url } = await serve(async () => {});
    for (const [method, path] of [
      ["POST", "/api/health"],
      ["GET", "/api/healthz"],
      ["GET", "/api/health/deep"],
      ["GET", "/"],
    ] as const) {
      const res = await fetch(`${url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});
