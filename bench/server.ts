/**
 * `npm run bench:server`: the framework's overhead. autocannon against
 * GET /api/health and GET / of the production build, beside a bare node:http server answering
 * the same bytes, in one run; plus start-to-healthy time on an existing data directory and
 * idle RSS. BENCH_SECONDS (default 10) per run, 50 connections.
 */
import { spawnServer } from "../tests/support/spawn-server";
import {
  bareServer,
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

ensureBuild();
const env = { LOG_LEVEL: "warn", RATE_LIMITS: "off" };

// First start creates and migrates the data directory; the timed start reuses it, as
// `npm start` does on a machine that has run Kazi before.
const first = await spawnServer(env, { entry: "bundle" });
await waitHealthy(first.url);
await first.stop();
const started = performance.now();
const kazi = await spawnServer(env, { dataDir: first.dataDir, entry: "bundle" });
await waitHealthy(kazi.url);
const startToHealthyMs = Math.round(performance.now() - started);
const pid = kazi.process.pid ?? 0;
await new Promise((r) => setTimeout(r, 3000));
const idleRss = rssMb(pid);

const health = await fetch(`${kazi.url}/api/health`);
const home = await fetch(`${kazi.url}/`);
const bare = await bareServer({
  "/api/health": {
    type: health.headers.get("content-type") ?? "application/json",
    body: Buffer.from(await health.arrayBuffer()),
  },
  "/": {
    type: home.headers.get("content-type") ?? "text/html",
    body: Buffer.from(await home.arrayBuffer()),
  },
});

const rows: Measured[] = [];
const ratios: Record<string, number> = {};
for (const route of ["/api/health", "/"]) {
  const reference = await measure(`bare node:http ${route}`, {
    url: `${bare.url}${route}`,
    duration: seconds,
  });
  const measured = await measure(`Kazi GET ${route}`, {
    url: `${kazi.url}${route}`,
    duration: seconds,
  });
  rows.push(reference, measured);
  ratios[route] = measured.requestsPerSecond / reference.requestsPerSecond;
}
const peakRss = rssMb(pid);
await bare.close();
await kazi.stop();
kazi.cleanup();
first.cleanup();

const lines = [
  "| route | req/s | p50 ms | p99 ms | errors | ratio |",
  "|---|---:|---:|---:|---:|---:|",
  ...rows.map((r) => {
    const route = r.name.replace(/^.* (GET )?/, "");
    const ratio = r.name.startsWith("Kazi") ? (ratios[route] ?? 0).toFixed(2) : "1.00";
    return `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${ratio} |`;
  }),
];
const summary = [
  `Measured ${today()} UTC on ${machine()} with \`npm run bench:server\` (${seconds} s per run, 50 connections).`,
  "",
  ...lines,
  "",
  `- Start to healthy (production build, existing data directory, PGlite): **${startToHealthyMs} ms** (target <= 2000 ms)`,
  `- Idle RSS after start: **${idleRss} MB**; after the runs: ${peakRss} MB (budget < 500 MB idle)`,
  `- /api/health ratio to bare node:http: **${(ratios["/api/health"] ?? 0).toFixed(2)}** (target >= 0.8)`,
];
console.log(summary.join("\n"));
saveJson("server", { rows, ratios, startToHealthyMs, idleRss, peakRss, machine: machine() });
writeReadmeSection("server", ["## Server overhead and start", "", ...summary].join("\n"));
