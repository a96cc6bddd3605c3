/**
 * `npm run bench:soak`: the production build on PGlite under a steady mix (home page,
 * the blog API or health, an offline chat turn when the route exists) at half the maximum
 * measured at the start, for SOAK_MINUTES (default 10). Each minute: requests/s, p99 and the
 * server's RSS. Targets: RSS growth <= 10% and p99 drift <= 20%, first minute to last.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { currentApiRoutes, hasRoute } from "../tests/support/fuzz/routes";
import { spawnServer } from "../tests/support/spawn-server";
import { ensureBuild, machine, rssMb, saveJson, today, writeReadmeSection } from "./lib";

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const CONNECTIONS = 50;

ensureBuild();
const server = await spawnServer(
  { LOG_LEVEL: "warn", RATE_LIMITS: "off", DEMO_CONTENT: "on" },
  { entry: "bundle" },
);
const pid = server.process.pid ?? 0;
const routes = await currentApiRoutes();

type Req = NonNullable<autocannon.Options["requests"]>[number];
const mix: Req[] = [{ method: "GET", path: "/" }];
mix.push({
  method: "GET",
  path: hasRoute(routes, "GET", "/api/blog-posts") ? "/api/blog-posts" : "/api/health",
});
if (hasRoute(routes, "POST", "/api/chat")) {
  mix.push({
    method: "POST",
    path: "/api/chat",
    headers: { "content-type": "application/json" },
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({ sessionId: randomUUID(), message: "I need a CV", messages: [] }),
    }),
  });
}
const mixName = mix.map((r) => `${r.method} ${r.path}`).join(", ");

function run(seconds: number, overallRate?: number) {
  return autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    overallRate,
    requests: mix,
  });
}

const max = await run(10);
const maxRps = Math.round(max.requests.average);
const rate = Math.max(1, Math.floor(maxRps / 2));
console.log(
  `soak mix: ${mixName}; maximum ${maxRps} req/s; soaking at ${rate} req/s for ${minutes} min`,
);

interface Minute {
  minute: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb: number;
}
const samples: Minute[] = [];
for (let minute = 1; minute <= minutes; minute++) {
  const r = await run(60, rate);
  const sample = {
    minute,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    rssMb: rssMb(pid),
  };
  samples.push(sample);
  console.log(JSON.stringify(sample));
}
await server.stop();
server.cleanup();

const first = samples[0];
const last = samples.at(-1);
if (!first || !last) throw new Error("SOAK_MINUTES must be at least 1");
const rssGrowth = (last.rssMb - first.rssMb) / first.rssMb;
const p99Drift = (last.p99 - first.p99) / Math.max(first.p99, 1);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const errors = samples.reduce((n, s) => n + s.errors, 0);
const lines = [
  `Measured ${today()} UTC on ${machine()} with \`SOAK_MINUTES=${minutes} npm run bench:soak\` (PGlite, ${CONNECTIONS} connections, mix: ${mixName}).`,
  "",
  `Maximum ${maxRps} req/s; soak at ${rate} req/s.`,
  "",
  "| minute | req/s | p50 ms | p99 ms | errors | RSS MB |",
  "|---:|---:|---:|---:|---:|---:|",
  ...samples.map(
    (s) => `| ${s.minute} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.errors} | ${s.rssMb} |`,
  ),
  "",
  `- RSS growth, first minute to last: **${pct(rssGrowth)}** (target <= 10%: ${rssGrowth <= 0.1 ? "met" : "missed"})`,
  `- p99 drift, first minute to last: **${pct(p99Drift)}** (target <= 20%: ${p99Drift <= 0.2 ? "met" : "missed"})`,
  `- errors over the soak: **${errors}**`,
];
console.log(lines.join("\n"));
saveJson("soak", { machine: machine(), minutes, maxRps, rate, samples, rssGrowth, p99Drift });
writeReadmeSection("soak", ["## Soak", "", ...lines].join("\n"));
