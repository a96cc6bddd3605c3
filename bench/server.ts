/**
 * `npm run bench:server`: the framework's overhead and the start. autocannon against
 * GET /api/health, GET / and GET /blog of the production build, each beside a bare node:http
 * server answering the same bytes, alternating Kazi and the bare server in BENCH_ROUNDS rounds
 * (default 2) of BENCH_SECONDS (default 10) at 50 connections; plus start to healthy on an
 * existing data directory (BENCH_STARTS starts, default 5) and idle RSS. Targets (issue 14):
 * start to healthy within 2 s (aim 1 s), `/api/health` at 0.9 of bare node:http or better, and
 * `GET /` at least as fast as `/blog`, both measured in this run.
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

const answers: Record<string, { type: string; body: Buffer }> = {};
for (const route of ROUTES) {
  const res = await fetch(`${kazi.url}${route}`);
  answers[route] = {
    type: res.headers.get("content-type") ?? "text/html",
    body: Buffer.from(await res.arrayBuffer()),
  };
}
const bare = await bareServer(answers);

/** Every run, in the order measured: bare and Kazi alternate, route by route, round by round. */
const runs: { route: string; server: "bare" | "kazi"; round: number; m: Measured }[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const route of ROUTES) {
    for (const [server, url] of [
      ["bare", bare.url],
      ["kazi", kazi.url],
    ] as const) {
      const name = `${server === "bare" ? "bare node:http" : "Kazi"} GET ${route}`;
      const m = await measure(name, { url: `${url}${route}`, duration: seconds });
      console.log(`round ${round} ${name}: ${m.requestsPerSecond} req/s, p99 ${m.p99} ms`);
      runs.push({ route, server, round, m });
    }
  }
}
const peakRss = rssMb(pid);
await bare.close();
await kazi.stop();
kazi.cleanup();
first.cleanup();

/** Requests per second of one server on one route, over every round. */
const rps = (route: string, server: "bare" | "kazi") =>
  sum(runs.filter((r) => r.route === route && r.server === server).map((r) => r.m.requests)) /
  (rounds * seconds);
const ratio = (route: string) => rps(route, "kazi") / rps(route, "bare");
const healthRatio = ratio("/api/health");
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
  `Measured ${today()} UTC on ${machine()} with \`npm run bench:server\` (${rounds} rounds alternating Kazi and a bare node:http server answering the same bytes, ${seconds} s per run, 50 connections; PGlite, demo posts on).`,
  "",
  ...lines,
  "",
  `- Start to healthy (production build, existing data directory, PGlite), ${starts} starts: median **${startMedian} ms**, most ${startMax} ms (${startTimes.join(", ")}); target <= ${TARGETS.startMs} ms: ${yes(startMax <= TARGETS.startMs)}, aim ${TARGETS.aimStartMs} ms: ${startMedian <= TARGETS.aimStartMs ? "met" : "not yet"}. CPU used until healthy (the start's cost whatever the load): median **${median(startCpu)} ms** (${startCpu.join(", ")})`,
  `- \`/api/health\` over bare node:http, all rounds: **${healthRatio.toFixed(2)}** (${Math.round(rps("/api/health", "kazi"))} / ${Math.round(rps("/api/health", "bare"))} req/s); target >= ${TARGETS.healthRatio}: ${yes(healthRatio >= TARGETS.healthRatio)}`,
  `- \`GET /\` against \`GET /blog\`, all rounds: **${homeToBlog.toFixed(2)}** (${Math.round(rps("/", "kazi"))} / ${Math.round(rps("/blog", "kazi"))} req/s; documents of ${answers["/"]?.body.length} and ${answers["/blog"]?.body.length} bytes); target >= 1: ${yes(homeToBlog >= 1)}. Over bare node:http: / ${ratio("/").toFixed(2)}, /blog ${ratio("/blog").toFixed(2)}. The same two documents from bare node:http: / against /blog **${bareHomeToBlog.toFixed(2)}**, what their sizes allow a server that does nothing else`,
  `- Idle RSS after start: **${idleRss} MB**; after the runs: ${peakRss} MB`,
];
console.log(summary.join("\n"));
saveJson("server", {
  runs,
  startTimes,
  startCpu,
  healthRatio,
  homeToBlog,
  bareHomeToBlog,
  idleRss,
  peakRss,
  machine: machine(),
});
writeReadmeSection("server", ["## Server overhead and start", "", ...summary].join("\n"));
