/**
 * `npm run bench:memory`: resident memory of the production build as a user would see it, on
 * PGlite (a fresh data directory) and then on PostgreSQL (a fresh database). Each pass serves
 * every page of the sitemap and the staff panel once, idles IDLE_SECONDS (default 30, nothing
 * forced: no GC), reads resident memory, loads the public pages at 50 connections for
 * BENCH_SECONDS (default 20) sampling the peak, then idles and reads again. Where memory goes
 * comes from the server's own "memory" log line (MEMORY_REPORT_SECONDS=1): V8 heap, buffers and
 * WebAssembly outside it, PGlite's WebAssembly memory. BENCH_LABEL (default "before") names the
 * README block, so a "before" and an "after" stand side by side.
 *
 * BENCH_DATABASES (default "pglite,postgres") picks the passes. BENCH_BEFORE_CHECKOUT names
 * another checkout of Kazi, built (a `git worktree` of the commit before a change): each of
 * BENCH_ROUNDS rounds (default 2 then, else 1) runs that checkout's pass and then this one's, so
 * a before and an after are measured alternating, at the same load, in one run.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { TEST_ADMIN } from "../tests/support/server";
import { type SpawnedServer, spawnServer } from "../tests/support/spawn-server";
import {
  ensureBuild,
  freshPostgres,
  machine,
  rssMb,
  saveJson,
  today,
  writeReadmeSection,
} from "./lib";

const idleSeconds = Number(process.env.IDLE_SECONDS ?? 30);
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const label = process.env.BENCH_LABEL ?? "before";
const CONNECTIONS = 50;

interface Targets {
  idle: number;
  load: number;
}
const TARGETS: Record<"pglite" | "postgres", Targets> = {
  pglite: { idle: 256, load: 384 },
  postgres: { idle: 150, load: 250 },
};

/** The server's own split of its memory (see server/memory-report.ts), MB. */
type Split = Record<string, number>;

interface Reading {
  rss: number;
  /** From /proc/PID/smaps_rollup: private and shared anonymous memory vs file-backed pages. */
  anonymous: number;
  file: number;
  split: Split | null;
}

type DatabaseKind = "pglite" | "postgres";

/** A build to measure: this checkout ("after" when comparing) or the one before a change. */
interface Build {
  name: string;
  checkout?: string;
}

interface Pass {
  build: string;
  database: DatabaseKind;
  pages: number;
  idle: Reading;
  peakDuringLoad: number;
  /** The server's own split at its most resident moment of the load. */
  peakSplit: Split | null;
  loadRequests: number;
  loadErrors: number;
  after: Reading;
}

function smapsMb(pid: number): { anonymous: number; file: number } {
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(text)?.[1]);
  const rss = kb("Rss");
  const anonymous = kb("Anonymous");
  return {
    anonymous: Math.round(anonymous / 102.4) / 10,
    file: Math.round((rss - anonymous) / 102.4) / 10,
  };
}

/** The "memory" lines the server logged in `output`, oldest first. */
function splits(output: string): Split[] {
  return output
    .split("\n")
    .filter((line) => line.includes('"msg":"memory"'))
    .map((line) => (JSON.parse(line) as { memory: Split }).memory);
}

/** The latest "memory" line the server logged. */
function lastSplit(server: SpawnedServer): Split | null {
  return splits(server.output()).at(-1) ?? null;
}

/** The report with the most resident memory among those logged from `from` on. */
function peakSplit(server: SpawnedServer, from: number): Split | null {
  const during = splits(server.output().slice(from));
  return during.reduce<Split | null>(
    (most, split) => ((split.rssMb ?? 0) > (most?.rssMb ?? -1) ? split : most),
    null,
  );
}

async function read(server: SpawnedServer): Promise<Reading> {
  const pid = server.process.pid ?? 0;
  // Wait for a report written after this moment, so the split and the RSS are of one time.
  const before = server.output().length;
  while (!server.output().slice(before).includes('"msg":"memory"')) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { rss: rssMb(pid), ...smapsMb(pid), split: lastSplit(server) };
}

async function idle() {
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
}

/** Every page of the sitemaps (public pages and posts). */
async function publicPaths(url: string): Promise<string[]> {
  const locs = async (file: string) => {
    const xml = await (await fetch(`${url}${file}`)).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
  };
  const sitemaps = await locs("/sitemap.xml");
  const pages = (await Promise.all(sitemaps.map(locs))).flat();
  return [...new Set(pages)];
}

/** What a staff member's first visit loads: the sign-in page, the panel, its first API calls. */
async function visitPanel(url: string) {
  await (await fetch(`${url}/admin`)).arrayBuffer();
  const res = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`staff sign-in failed: ${res.status}`);
  const headers = { authorization: `Bearer ${token}` };
  for (const path of ["/admin/dashboard", "/api/admin/metrics", "/api/admin/leads"]) {
    await (await fetch(`${url}${path}`, { headers })).arrayBuffer();
  }
}

async function runPass(
  build: Build,
  database: DatabaseKind,
  env: Record<string, string>,
): Promise<Pass> {
  const server = await spawnServer(
    {
      LOG_LEVEL: "info",
      RATE_LIMITS: "off",
      DEMO_CONTENT: "on",
      MEMORY_REPORT_SECONDS: "1",
      ...env,
    },
    { entry: "bundle", checkout: build.checkout },
  );
  const pid = server.process.pid ?? 0;
  try {
    const paths = await publicPaths(server.url);
    for (const path of paths) await (await fetch(`${server.url}${path}`)).arrayBuffer();
    await visitPanel(server.url);
    await idle();
    const idleReading = await read(server);
    console.log(`${build.name} ${database} idle: ${JSON.stringify(idleReading)}`);

    let peak = 0;
    const loadStart = server.output().length;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 200);
    const load = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: loadSeconds,
      requests: paths.map((path) => ({ method: "GET" as const, path })),
    });
    clearInterval(sampler);
    const loadSplit = peakSplit(server, loadStart);
    console.log(`${build.name} ${database} load: peak ${peak} MB, ${load.requests.total} requests`);

    await idle();
    const after = await read(server);
    console.log(`${build.name} ${database} after: ${JSON.stringify(after)}`);
    return {
      build: build.name,
      database,
      pages: paths.length,
      idle: idleReading,
      peakDuringLoad: peak,
      peakSplit: loadSplit,
      loadRequests: load.requests.total,
      loadErrors: load.errors + load.timeouts + load.non2xx,
      after,
    };
  } finally {
    await server.stop();
    server.cleanup();
  }
}

const verdict = (value: number, target: number) =>
  `${value} ${value <= target ? "(met)" : "(missed)"}`;

function splitText(split: Split | null): string {
  if (!split) return "no report";
  const parts = [
    `V8 heap ${split.heapTotalMb} (used ${split.heapUsedMb})`,
    `external ${split.externalMb}`,
  ];
  if (split.pgliteWasmMb !== undefined) parts.push(`PGlite wasm ${split.pgliteWasmMb}`);
  return parts.join(", ");
}

function markdown(passes: Pass[]): string {
  const rows = passes.flatMap((p) => {
    const t = TARGETS[p.database];
    const who = builds.length > 1 ? `${p.build} ${p.database}` : p.database;
    return [
      `| ${who} | idle after every page and the panel | ${verdict(p.idle.rss, t.idle)} | <= ${t.idle} | ${p.idle.anonymous} / ${p.idle.file} | ${splitText(p.idle.split)} |`,
      `| ${who} | peak during ${CONNECTIONS}-connection load | ${verdict(p.peakDuringLoad, t.load)} | <= ${t.load} | | ${p.loadRequests} requests, ${p.loadErrors} errors; at the most resident report: ${splitText(p.peakSplit)} |`,
      `| ${who} | idle after the load | ${verdict(p.after.rss, t.idle)} | <= ${t.idle} | ${p.after.anonymous} / ${p.after.file} | ${splitText(p.after.split)} |`,
    ];
  });
  return [
    `## Memory (${label})`,
    "",
    `\`npm run bench:memory\` (bench/memory.ts), BENCH_LABEL=${label}${comparing}: production build, ${passes[0]?.pages ?? 0} sitemap pages and the staff panel served once, ${idleSeconds} s idle, ${loadSeconds} s of ${CONNECTIONS} connections over the public pages, ${idleSeconds} s idle. Resident memory from /proc (anonymous / file-backed from smaps_rollup); the split from the server's "memory" log line (MEMORY_REPORT_SECONDS). MB. ${today()} UTC on ${machine()}.`,
    "",
    "| database | moment | RSS | target | anonymous / file | where it goes |",
    "|---|---|---:|---:|---|---|",
    ...rows,
  ].join("\n");
}

const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres")
  .split(",")
  .map((name) => name.trim()) as DatabaseKind[];
const beforeCheckout = process.env.BENCH_BEFORE_CHECKOUT;
const builds: Build[] = beforeCheckout
  ? [{ name: "before", checkout: beforeCheckout }, { name: "after" }]
  : [{ name: label }];
const rounds = Number(process.env.BENCH_ROUNDS ?? (beforeCheckout ? 2 : 1));
const comparing = beforeCheckout
  ? ` (before: ${beforeCheckout}, after: this checkout, ${rounds} rounds alternating)`
  : "";

/** One pass of `build` on `database`; null when PostgreSQL is not reachable. */
async function measureOn(build: Build, database: DatabaseKind): Promise<Pass | null> {
  if (database === "pglite") return runPass(build, database, {});
  const postgres = await freshPostgres();
  if (!postgres) return null;
  try {
    return await runPass(build, database, { DATABASE_URL: postgres.url });
  } finally {
    await postgres.drop();
  }
}

ensureBuild();
const passes: Pass[] = [];
for (let round = 0; round < rounds; round++) {
  for (const database of databases) {
    for (const build of builds) {
      const pass = await measureOn(build, database);
      if (pass) passes.push(pass);
    }
  }
}
saveJson(`memory-${label}`, passes);
writeReadmeSection(`memory-${label}`, markdown(passes));
console.log(markdown(passes));
