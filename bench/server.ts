/**
 * `npm run bench:server`: the framework's overhead and the start. autocannon against
 * GET /api/health, GET / and GET /blog of the production build, each beside two bare node:http
 * servers, alternating the three in BENCH_ROUNDS rounds (default 2) of BENCH_SECONDS (default 10)
 * at 50 connections; plus start to healthy on an existing data directory (BENCH_STARTS starts,
 * default 5) and idle RSS. The first bare server sends the very response Kazi sent, headers
 * included (its security headers, one request id): it is the ceiling for that response, and the
 * target's reference. The second sends the body with only its type and length: the gap between
 * the two is what the headers themselves cost node:http (ADR 025, amendment 1). Targets (issue
 * 14): start to healthy within 2 s (aim 1 s), `/api/health` at 0.9 of bare node:http sending the
 * same response or better, and `GET /` at least as fast as `/blog`, all measured in this run.
 */
import { spawnServer } from "../tests/support/spawn-server";
import {
  bareServer,
  cpuMs,
  ensureBuild,
  type Measured,
  machine,
  measure,
  rssMb,
  saveJson,
  today,
  writeReadmeSection,
} from "./lib";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const starts = Number(process.env.BENCH_STARTS ?? 5);
const ROUTES = ["/api/health", "/", "/blog"] as const;
const TARGETS = { startMs: 2000, aimStartMs: 1000, healthRatio: 0.9 };

async function waitHealthy(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

ensureBuild();
const env = { LOG_LEVEL: "warn", RATE_LIMITS: "off", DEMO_CONTENT: "on" };

// The first start creates and migrates the data directory; the timed starts reuse it, as
// `npm start` does on a machine that has run Kazi before.
const first = await spawnServer(env, { entry: "bundle" });
await waitHealthy(first.url);
await first.stop();
const startTimes: number[] = [];
/** CPU the server used until healthy, per start: the start's cost whatever the machine's load. */
const startCpu: number[] = [];
for (let i = 0; i < starts - 1; i++) {
  const started = performance.now();
  const server = await spawnServer(env, { dataDir: first.dataDir, entry: "bundle" });
  await waitHealthy(server.url);
  startTimes.push(Math.round(performance.now() - started));
  startCpu.push(cpuMs(server.process.pid ?? 0));
  await server.stop();
}
const started = performance.now();
const kazi = await spawnServer(env, { dataDir: first.dataDir, entry: "bundle" });
await waitHealthy(kazi.url);
startTimes.push(Math.round(performance.now() - started));
startCpu.push(cpuMs(kazi.process.pid ?? 0));
console.log(`start to healthy: ${startTimes.join(", ")} ms (CPU ${startCpu.join(", ")} ms)`);
const pid = kazi.process.pid ?? 0;
await new Promise((r) => setTimeout(r, 3000));
const idleRss = rssMb(pid);

/** Headers node:http adds to every answer by itself, which the bare server adds the same way. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive"]);
const answers: Record<string, { type: string; body: Buffer; headers: string[] }> = {};
for (const route of ROUTES) {
  // autocannon asks for no encoding, so the response to repeat is the uncompressed one.
  const res = await fetch(`${kazi.url}${route}`, { headers: { "accept-encoding": "identity" } });
  answers[route] = {
    type: res.headers.get("content-type") ?? "text/html",
    body: Buffer.from(await res.arrayBuffer()),
    headers: [...res.headers].filter(([name]) => !PER_CONNECTION.has(name)).flat(),
  };
}
const bare = await bareServer(answers);
const bareBodyOnly = await bareServer(
  Object.fromEntries(
    Object.entries(answers).map(([route, { type, body }]) => [route, { type, body }]),
  ),
);

type ServerName = "bare" | "bare, body only" | "kazi";
const NAMES: Record<ServerName, string> = {
  bare: "bare node:http, same response",
  "bare, body only": "bare node:http, body only",
  kazi: "Kazi",
};
/** Every run, in the order measured: the three servers alternate, route by route, round by round. */
const runs: { route: string; server: ServerName; round: number; m: Measured }[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const route of ROUTES) {
    for (const [server, url] of [
      ["bare", bare.url],
      ["kazi", kazi.url],
      ["bare, body only", bareBodyOnly.url],
    ] as const) {
      const name = `${NAMES[server]} GET ${route}`;
      const m = await measure(name, { url: `${url}${route}`, duration: seconds });
      console.log(`round ${round} ${name}: ${m.requestsPerSecond} req/s, p99 ${m.p99} ms`);
      runs.push({ route, server, round, m });
    }
  }
}
const peakRss = rssMb(pid);
await bare.close();
await bareBodyOnly.close();
await kazi.stop();
kazi.cleanup();
first.cleanup();

/** Requests per second of one server on one route, over every round. */
const rps = (route: string, server: ServerName) =>
  sum(runs.filter((r) => r.route === route && r.server === server).map((r) => r.m.requests)) /
  (rounds * seconds);
const ratio = (route: string, reference: ServerName = "bare") =>
  rps(route, "kazi") / rps(route, reference);
const healthRatio = ratio("/api/health");
const healthToBodyOnly = ratio("/api/health", "bare, body only");
// What the response's headers alone cost a server that does nothing else.
const headersCost = rps("/api/health", "bare") / rps("/api/health", "bare, body only");
const homeToBlog = rps("/", "kazi") / rps("/blog", "kazi");
// The ceiling of that ratio for these documents: / is several times /blog's bytes.
const bareHomeToBlog = rps("/", "bare") / rps("/blog", "bare");
const startMedian = median(startTimes);
const startMax = Math.max(...startTimes);
const yes = (met: boolean) => (met ? "met" : "**missed**");

const lines = [
  "| round | route | req/s | p50 ms | p99 ms | errors |",
  "|---:|---|---:|---:|---:|---:|",
  ...runs.map(
    ({ round, m }) =>
      `| ${round} | ${m.name} | ${m.requestsPerSecond} | ${m.p50} | ${m.p99} | ${m.errors} |`,
  ),
];
const summary = [
  `Measured ${today()} UTC on ${machine()} with \`npm run bench:server\` (${rounds} rounds alternating Kazi and two bare node:http servers, one sending Kazi's very response and one the body with only its type and length, ${seconds} s per run, 50 connections; PGlite, demo posts on).`,
  "",
  ...lines,
  "",
  `- Start to healthy (production build, existing data directory, PGlite), ${starts} starts: median **${startMedian} ms**, most ${startMax} ms (${startTimes.join(", ")}); target <= ${TARGETS.startMs} ms: ${yes(startMax <= TARGETS.startMs)}, aim ${TARGETS.aimStartMs} ms: ${startMedian <= TARGETS.aimStartMs ? "met" : "not yet"}. CPU used until healthy (the start's cost whatever the load): median **${median(startCpu)} ms** (${startCpu.join(", ")})`,
  `- \`/api/health\` over bare node:http sending the same response, all rounds: **${healthRatio.toFixed(2)}** (${Math.round(rps("/api/health", "kazi"))} / ${Math.round(rps("/api/health", "bare"))} req/s); target >= ${TARGETS.healthRatio}: ${yes(healthRatio >= TARGETS.healthRatio)}. Over bare node:http sending the body only: ${healthToBodyOnly.toFixed(2)} (${Math.round(rps("/api/health", "bare, body only"))} req/s); the same response's ${(answers["/api/health"]?.headers.length ?? 0) / 2} headers alone take a bare server to ${headersCost.toFixed(2)} of its body-only rate`,
  `- \`GET /\` against \`GET /blog\`, all rounds: **${homeToBlog.toFixed(2)}** (${Math.round(rps("/", "kazi"))} / ${Math.round(rps("/blog", "kazi"))} req/s; documents of ${answers["/"]?.body.length} and ${answers["/blog"]?.body.length} bytes); target >= 1: ${yes(homeToBlog >= 1)}. Over bare node:http: / ${ratio("/").toFixed(2)}, /blog ${ratio("/blog").toFixed(2)}. The same two documents from bare node:http: / against /blog **${bareHomeToBlog.toFixed(2)}**, what their sizes allow a server that does nothing else`,
  `- Idle RSS after start: **${idleRss} MB**; after the runs: ${peakRss} MB`,
];
console.log(summary.join("\n"));
saveJson("server", {
  runs,
  startTimes,
  startCpu,
  healthRatio,
  healthToBodyOnly,
  headersCost,
  homeToBlog,
  bareHomeToBlog,
  idleRss,
  peakRss,
  machine: machine(),
});
writeReadmeSection("server", ["## Server overhead and start", "", ...summary].join("\n"));
