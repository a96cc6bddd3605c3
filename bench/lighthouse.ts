import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { demoPosts } from "../server/blog/demo-posts";
import { spawnServer } from "../tests/support/spawn-server";
import { firstLoadJs } from "./first-load-js";
import { writeReadmeSection } from "./lib";

/**
 * npm run bench:lighthouse: Lighthouse (npm, default mobile preset with simulated throttling)
 * against the production build on the system Chromium. Each page runs RUNS times; the table
 * shows the median of each figure and goes into bench/README.md under "## Lighthouse".
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = [
  "/",
  "/services/cv-writing",
  "/linkedin-optimization",
  "/services/corporate-training",
  "/services/editing",
  "/blog",
  `/blog/${demoPosts[0]?.slug}`,
  "/no-such-page",
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsKb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function launchChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), "kazi-lh-"));
  const child = spawn(
    CHROMIUM,
    [...chromiumFlags, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 30_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return { port, child, profile };
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    // The 404 page is measured too; Lighthouse refuses non-2xx documents unless told.
    ignoreStatusCode: true,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failed = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    failed,
  };
}

function table(rows: Row[], when: string): string {
  const header =
    "| page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | first-load JS (KB gzip) |\n|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.firstLoadJsKb.toFixed(1)} |`,
  );
  return [
    "## Lighthouse",
    "",
    `Lighthouse ${"13"} (npm), default mobile preset (simulated throttling), system Chromium, production build on PGlite; median of ${RUNS} runs per page; ${when}. First-load JS = every script and modulepreload in the server HTML, gzip -9 (lazy chunks such as the toaster excluded). Run: \`npm run bench:lighthouse\`.`,
    "",
    header,
    ...lines,
    "",
  ].join("\n");
}

const server = await spawnServer({ RATE_LIMITS: "off", DEMO_CONTENT: "on" }, { entry: "bundle" });
const chromium = await launchChromium();
try {
  const rows: Row[] = [];
  for (const page of PAGES) {
    const url = `${server.url}${page}`;
    await fetch(url); // warm the server (and the brochure/route caches) before measuring
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chromium.port));
    const js = await firstLoadJs(url);
    const row: Row = {
      page,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      seo: median(runs.map((r) => r.seo)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      firstLoadJsKb: js.gzipBytes / 1024,
    };
    rows.push(row);
    const failed = [...new Set(runs.flatMap((r) => r.failed))];
    console.log(JSON.stringify(row), failed.length ? `failed audits: ${failed.join(", ")}` : "");
  }
  const section = table(rows, `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`);
  writeReadmeSection("lighthouse", section);
  console.log(section);
} finally {
  chromium.child.kill("SIGTERM");
  await server.stop();
  server.cleanup();
  rmSync(chromium.profile, { recursive: true, force: true });
}
