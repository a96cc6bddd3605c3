import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { fieldAskedIn } from "../../server/assistant/questions";
import {
  askableStates,
  driveTo,
  exploreAssistantStates,
  hostileMessages,
} from "../support/fuzz/assistant-states";
import { problemWith } from "../support/fuzz/check";
import {
  type FuzzRequest,
  fuzzRequest,
  type RouteShape,
  reusedBodyBytes,
} from "../support/fuzz/payloads";
import { type ApiRoute, apiRouteTable, fillPath } from "../support/fuzz/routes";
import { closeConnections, send } from "../support/fuzz/send";
import { startTestServer } from "../support/server";

/**
 * Every API route, public and admin (with a valid token and without), gets RUNS_PER_ROUTE
 * malformed or hostile requests from a seeded fast-check generator. The route table is read
 * from the Hono app, so routes merged later are fuzzed too. Rate limits are off: this fuzzes
 * validation, not the limiter. Replay a failure with FUZZ_SEED=<seed printed by fast-check>.
 */
const RUNS_PER_ROUTE = 300;
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Heap after GC may grow this much over the whole run (caches warmed up beforehand). */
const HEAP_SLACK_BYTES = 24 * 1024 * 1024;
/** Memory outside the heap (buffers of bodies, uploads, compression) may grow this much. */
const EXTERNAL_SLACK_BYTES = 32 * 1024 * 1024;

const server = await startTestServer({ RATE_LIMITS: "off" });
const routes = apiRouteTable(server.services);
afterAll(async () => {
  closeConnections();
  await server.close();
});

const authHeader = (value: string) => ({ authorization: `Bearer ${value}` });

interface Probe {
  shape: RouteShape;
  /** The route reads a request body (it refused `{` with a 4xx). */
  readsBody: boolean;
}

/** Asks a route what it wants: its field names (from the 400 to `{}`) and its body type. */
async function probe(route: ApiRoute, token: string): Promise<Probe> {
  const path = fillPath(route.path, ["1"]);
  const headers = token ? authHeader(token) : {};
  const call = (type: string, body: string) =>
    send(server.url, {
      method: route.method,
      path,
      headers: { ...headers, "content-type": type },
      body: new TextEncoder().encode(body),
    });
  const broken = await call("application/json", "{");
  // A GET never reads a body: its 400 to `{` is about the path (`1` is not a session id).
  const readsBody =
    route.method !== "GET" &&
    broken.status >= 400 &&
    broken.status < 500 &&
    ![401, 404, 405].includes(broken.status);
  let fields: string[] = [];
  const empty = await call("application/json", "{}");
  if (empty.status === 400) {
    const error = (JSON.parse(empty.text) as { error?: { fields?: Record<string, string> } }).error;
    fields = [...new Set(Object.keys(error?.fields ?? {}).map((k) => k.split(".")[0] ?? k))];
    fields = fields.filter((f) => f !== "body");
  }
  const multipartAnswer = await call(
    "multipart/form-data; boundary=b",
    '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n',
  );
  return {
    readsBody,
    shape: {
      method: route.method,
      path: route.path,
      fill: (segments) => fillPath(route.path, segments),
      paramCount: route.params.length,
      fields,
      requiredFields: fields.filter((f) => !route.params.includes(f)),
      multipart: readsBody && multipartAnswer.status !== 415,
    },
  };
}

/** Requests in flight per route; routes themselves run a few at a time (it.concurrent). */
const CONCURRENCY = 6;

/**
 * Sends RUNS seeded requests for one route, CONCURRENCY at a time, and checks every answer.
 * Requests come from fc.sample with a fixed seed, so a failure names its seed and index and
 * replays exactly. Answers are tallied by status for the log.
 */
async function fuzzRoute(route: ApiRoute, signedIn: boolean, runs: number, seed: number) {
  let routeToken = signedIn ? await server.signIn() : "";
  const { shape, readsBody } = await probe(route, routeToken);
  const requests = fc.sample(fuzzRequest(shape), { seed, numRuns: runs });
  const statuses = new Map<number, number>();
  const problems: string[] = [];
  let reSignIns = 0;
  let renewing: Promise<void> | undefined;
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < requests.length && problems.length < 5; index = next++) {
      const req = requests[index] as FuzzRequest;
      const headers = { ...req.headers };
      if (signedIn) headers.authorization = `Bearer ${routeToken}`;
      else if (route.admin && req.kind === "path-and-query") {
        headers.authorization = "Bearer not-a-real-token-but-long-enough-000";
      }
      const res = await send(server.url, { ...req, headers });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const problem = problemWith(res, {
        unauthenticated: route.admin && !signedIn,
        mustRefuse: req.malformed && readsBody && req.method === route.method,
      });
      if (problem) {
        problems.push(`#${index} (seed ${seed}): ${problem}\n    request: ${fc.stringify(req)}`);
      }
      // Logout ends the session; keep fuzzing with a live one (a few times, argon2 is slow).
      if (signedIn && res.status === 401 && reSignIns < 20) {
        reSignIns++;
        renewing ??= server.signIn().then((t) => {
          routeToken = t;
          renewing = undefined;
        });
        await renewing;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
}

interface Memory {
  heap: number;
  /**
   * Memory outside the JS heap: Node's `external`, which includes `arrayBuffers` (every Buffer),
   * less the request bodies this test keeps for reuse (it shares the server's process).
   */
  external: number;
}

function memoryAfterGc(): Memory {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc (vitest.config.ts sets it for the api project)");
  gc();
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, external: usage.external - reusedBodyBytes() };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

describe("fuzzing every API route", () => {
  let baseline: Memory = { heap: 0, external: 0 };

  // Warming every route takes longer as routes are added and when other files load the machine.
  it("reads a route table with the foundation's routes in it", { timeout: 120_000 }, async () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    // GET /api/health is answered before the router (server/http/health-probe.ts).
    expect(names).toContain("POST /api/contact");
    expect(names).toContain("POST /api/admin/login");
    // Warm every route once (lazy modules, prepared statements) before the memory baseline.
    for (const [i, route] of routes.entries()) {
      await fuzzRoute(route, route.admin, 6, SEED + i);
    }
    await new Promise((r) => setTimeout(r, 200));
    baseline = memoryAfterGc();
  });

  for (const [i, route] of routes.entries()) {
    const name = `${route.method} ${route.path}`;
    it.concurrent(`${name}${route.admin ? " with a valid token" : ""}`, {
      timeout: 120_000,
    }, async () => {
      const statuses = await fuzzRoute(route, route.admin, RUNS_PER_ROUTE, SEED + i);
      console.log(`fuzz ${name}${route.admin ? " (signed in)" : ""}: ${JSON.stringify(statuses)}`);
    });
    if (route.admin) {
      it.concurrent(`${name} without a token: 401 every time`, { timeout: 120_000 }, async () => {
        const statuses = await fuzzRoute(route, false, RUNS_PER_ROUTE, SEED + 1000 + i);
        expect(Object.keys(statuses)).toEqual(["401"]);
      });
    }
  }

  it("keeps serving, and heap and buffer memory return near their baseline", async () => {
    const health = await send(server.url, { method: "GET", path: "/api/health", headers: {} });
    expect(health.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const after = memoryAfterGc();
    console.log(
      `fuzz memory after GC: heap ${mb(baseline.heap)} -> ${mb(after.heap)}, ` +
        `external ${mb(baseline.external)} -> ${mb(after.external)}`,
    );
    expect(after.heap - baseline.heap).toBeLessThan(HEAP_SLACK_BYTES);
    expect(after.external - baseline.external).toBeLessThan(EXTERNAL_SLACK_BYTES);
  });
});

/** Seeded mixtures sent in each state, after every head-run-tail message. */
const MIXTURES_PER_STATE = 12;
/** Slowest answer allowed to one hostile message: a linear pass takes milliseconds. */
const SLOWEST_ANSWER_MS = 1000;

describe("fuzzing the assistant in every state it can be in", () => {
  it("reaches every question the assistant asks, then answers hostile replies to each quickly", {
    timeout: 300_000,
  }, async () => {
    const paths = await exploreAssistantStates(server.url);
    expect(askableStates.filter((state) => !paths.has(state))).toEqual([]);

    const problems: string[] = [];
    for (const [state, lines] of paths) {
      const seed = SEED + askableStates.indexOf(state);
      // A chat that still asks the same question takes the next message; one that moved on
      // (the message answered it) or that nears its message cap is replaced by a new chat
      // brought back to the question.
      let chat = { ...(await driveTo(server.url, lines)), sent: 0 };
      for (const [index, message] of hostileMessages(seed, MIXTURES_PER_STATE).entries()) {
        if (chat.asked !== state || chat.sent === 40) {
          chat = { ...(await driveTo(server.url, lines)), sent: 0 };
        }
        chat.sent++;
        expect(chat.asked).toBe(state);
        const start = performance.now();
        const res = await send(server.url, {
          method: "POST",
          path: "/api/chat",
          headers: { "content-type": "application/json" },
          body: new TextEncoder().encode(
            JSON.stringify({ sessionId: chat.sessionId, message, messages: [] }),
          ),
        });
        const ms = performance.now() - start;
        // A message of spaces alone is refused as empty; anything else gets a reply.
        const expected = message.trim() === "" ? 400 : 200;
        const problem =
          problemWith(res, { unauthenticated: false, mustRefuse: false }) ??
          (res.status !== expected ? `answered ${res.status}: ${res.text.slice(0, 200)}` : null) ??
          (ms > SLOWEST_ANSWER_MS ? `took ${ms.toFixed(0)} ms` : null);
        if (problem) problems.push(`${state} #${index} (seed ${seed}): ${problem}`);
        chat.asked =
          res.status === 200
            ? fieldAskedIn((JSON.parse(res.text) as { message: string }).message)
            : chat.asked;
      }
    }
    expect(problems).toEqual([]);
  });
});
