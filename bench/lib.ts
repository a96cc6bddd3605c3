import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import pg from "pg";

/** Shared by bench:server, bench:load and bench:soak. */

export const root = path.resolve(import.meta.dirname, "..");
export const outDir = path.join(root, "bench/.out");

export interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export interface RunOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  /** Seconds. */
  duration?: number;
  overallRate?: number;
  /** Called for every request, e.g. to give each chat turn its own session. */
  setupRequest?: (req: { body?: string; path?: string }) => { body?: string; path?: string };
}

/** One autocannon run; errors are transport errors plus every non-2xx answer. */
export async function measure(name: string, options: RunOptions): Promise<Measured> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    overallRate: options.overallRate,
    ...(options.setupRequest
      ? {
          requests: [
            {
              method: options.method ?? "GET",
              headers: options.headers,
              body: options.body,
              // autocannon's own type for this hook is looser than what we pass back.
              setupRequest: options.setupRequest as never,
            },
          ],
        }
      : {}),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * The bare server's code, run in a worker thread of its own: in the bench's thread it would share
 * one event loop with autocannon, whose client work would then count against the bare server's
 * rate, while Kazi runs in its own process.
 */
const bareServerCode = `
const { createServer } = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const answers = workerData;
const server = createServer((req, res) => {
  const answer = answers[req.url ?? "/"] ?? answers["*"];
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  req.resume();
  res.writeHead(
    200,
    answer.headers ?? { "content-type": answer.type, "content-length": answer.body.length },
  );
  res.end(answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
`;

/**
 * A bare node:http server answering fixed bytes: the ceiling any framework is compared with.
 * With `headers` (a flat name, value list) an answer carries exactly those headers, so the bare
 * server can send the very response another server sent; without, only its type and length.
 */
export async function bareServer(
  answers: Record<string, { type: string; body: Buffer; headers?: string[] }>,
): Promise<{ url: string; close(): Promise<void> }> {
  const worker = new Worker(bareServerCode, { eval: true, workerData: answers });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await worker.terminate();
    },
  };
}

/** Builds the production site when it is missing or stale (the same check as `npm start`). */
export function ensureBuild() {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "inherit" });
}

/** A fresh PostgreSQL database for one benchmark run, dropped after. */
export async function freshPostgres(
  adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `kazi_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.log(`PostgreSQL not reachable at ${adminUrl}: ${(err as Error).message}`);
    await admin.end().catch(() => {});
    return null;
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0");
  return Math.round(kb / 102.4) / 10;
}

/**
 * CPU time (user + system, every thread) a process has used so far, in ms: unlike wall time,
 * it does not grow with what else the shared machine runs.
 */
export function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces) start at the state, field 3:
  // utime and stime are fields 14 and 15, in clock ticks of 10 ms on Linux.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** What the figures were measured on, for the README table. */
export function machine(): string {
  const load = os.loadavg().map((l) => l.toFixed(1));
  return `${os.cpus().length} cores ${os.cpus()[0]?.model.trim() ?? ""}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${load.join("/")}`;
}

export function today(): string {
  return new Date().toISOString().slice(0, 16).replace("T", " ");
}

export function table(rows: Measured[], reference?: Measured): string {
  const lines = [
    "| route | req/s | p50 ms | p99 ms | errors | ratio to bare node:http |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    const ratio = reference ? (r.requestsPerSecond / reference.requestsPerSecond).toFixed(2) : "";
    lines.push(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${ratio} |`,
    );
  }
  return lines.join("\n");
}

/**
 * Replaces the block between `<!-- name:start -->` and `<!-- name:end -->` in bench/README.md
 * (appending it when missing), so each script keeps its own figures current.
 */
export function writeReadmeSection(name: string, markdown: string) {
  const file = path.join(root, "bench/README.md");
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, block)
    : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

export function saveJson(name: string, value: unknown) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
}

export function readJson<T>(name: string): T | null {
  const file = path.join(outDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}
