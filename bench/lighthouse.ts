import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { spawnServer } from "../tests/support/spawn-server";
import { firstLoadJs } from "./first-load-js";
import { outDir, writeReadmeSection } from "./lib";
import { MEASURED_PAGES, type TargetInput, targetsCell } from "./lighthouse-targets";
import { startTwinProxy, TWIN_MARK } from "./no-js-twin";

/**
 * npm run bench:lighthouse: Lighthouse (npm, default mobile preset with simulated throttling)
 * against the production build on the system Chromium, each page side by side with its no-JS
 * twin (no-js-twin.ts), alternating page and twin within each of RUNS rounds so both see the same
 * host. The table shows the median of each figure and goes into bench/README.md under
 * "## Lighthouse"; ratios page/twin are the targets (ARCHITECTURE.md, budgets), since absolute
 * scores move with the host.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * LIGHTHOUSE_PAGES=/blog,/no-such-page measures only those pages (while diagnosing): their rows
 * are printed, each run's full report is kept in bench/.out/lighthouse/ for its LCP element and
 * breakdown, and bench/README.md is left alone, since its table covers every page.
 */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const PAGES = ONLY ?? MEASURED_PAGES;
const REPORTS = path.join(outDir, "lighthouse");
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

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the run fetched (Lighthouse waits for network and CPU quiet), as served. */
  jsTransferredBytes: number;
  failed: string[];
}

type Figures = Omit<Audit, "failed">;

interface Row extends TargetInput {
  asIs: Figures;
  twin: Figures;
  /** Scripts and modulepreloads the server HTML references, gzip -9 (first-load-js.ts). */
  firstLoadJsKb: number;
  /** What the twin failed in any run, to show a page fails nothing its twin does not. */
  twinFailed: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function medians(runs: Audit[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    fcpMs: of("fcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    jsTransferredBytes: of("jsTransferredBytes"),
  };
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

/** Keeps one run's full report (only while diagnosing a few pages, see ONLY). */
function keepReport(url: string, report: string): void {
  mkdirSync(REPORTS, { recursive: true });
  const name =
    new URL(url).pathname.replace(/\W+/g, "_") + (url.includes(TWIN_MARK) ? "-twin" : "");
  writeFileSync(path.join(REPORTS, `${name}-${Date.now()}.json`), report);
}

/** Runs Lighthouse once on `url`; a run it could not complete is run again, up to 3 times. */
async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      // The 404 page is measured too; Lighthouse refuses non-2xx documents unless told.
      ignoreStatusCode: true,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    // On a loaded host the trace sometimes misses the navigation's start (NO_NAVSTART): every
    // score is then 0, which a median of 3 must not take for a measurement.
    const failure = result.lhr.runtimeError?.code;
    if (!failure) return result;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url} 3 times: ${failure}`);
    console.log(`${url}: ${failure}, run again`);
  }
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await runLighthouse(url, port);
  if (ONLY) keepReport(url, String(result.report));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const scored = ["accessibility", "best-practices", "seo"].flatMap((id) =>
    (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
  );
  const failed = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        (a.scoreDisplayMode === "binary" || scored.includes(a.id)),
    )
    .map((a) => a.id);
  const requests =
    (
      audits["network-requests"]?.details as
        | { items?: { resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? 0,
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? 0,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    jsTransferredBytes: requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failed,
  };
}

const pair = (a: number, b: number, digits = 0) => `${a.toFixed(digits)} / ${b.toFixed(digits)}`;

function table(rows: Row[], when: string, load: string): string {
  const header = [
    "| page | performance page / twin | ratio | TBT ms page / twin | LCP ms page / twin | FCP ms page / twin | CLS | a11y / BP / SEO | JS during the run, KB as served | first-load JS in the HTML, KB gzip | targets missed |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  const lines = rows.map((r) => {
    const { asIs, twin } = r;
    return `| ${r.page} | ${pair(asIs.performance, twin.performance)} | ${(asIs.performance / twin.performance).toFixed(2)} | ${pair(asIs.tbtMs, twin.tbtMs)} | ${pair(asIs.lcpMs, twin.lcpMs)} | ${pair(asIs.fcpMs, twin.fcpMs)} | ${asIs.cls.toFixed(3)} | ${asIs.accessibility} / ${asIs.bestPractices} / ${asIs.seo} | ${(asIs.jsTransferredBytes / 1024).toFixed(1)} | ${r.firstLoadJsKb.toFixed(1)} | ${targetsCell(r)} |`;
  });
  return [
    "## Lighthouse",
    "",
    `Lighthouse 13 (npm), default mobile preset (simulated throttling), system Chromium, production build on PGlite; each page and its no-JS twin (the same server HTML with every script and modulepreload removed, bench/no-js-twin.ts) measured alternating, ${RUNS} rounds, medians; ${when}, load average ${load}. Both go through the same loopback proxy. Targets (ARCHITECTURE.md): performance ratio >= 0.97, TBT <= twin + 100 ms, LCP <= 1.1 x twin, CLS <= 0.02, <= 70 KB of JS during the run, accessibility, best practices and SEO 100 (on the 404, the audits its status and noindex fail are by design, ADR 024; any other failed audit is a miss). JS during the run = every script Lighthouse saw fetched before network and CPU quiet, transfer size as served (brotli). Run: \`npm run bench:lighthouse\`.`,
    "",
    ...header,
    ...lines,
    "",
    ...rows
      .filter((r) => r.failed.length)
      .map((r) => {
        const same = [...r.twinFailed].sort().join() === [...r.failed].sort().join();
        return `Audits failed on ${r.page}: ${r.failed.join(", ")}; its twin ${same ? "fails the same" : `fails ${r.twinFailed.join(", ") || "none"}`}.`;
      }),
    "",
  ].join("\n");
}

const loadAtStart = loadavg()[0]!;
const server = await spawnServer({ RATE_LIMITS: "off", DEMO_CONTENT: "on" }, { entry: "bundle" });
const proxy = await startTwinProxy(server.url);
const chromium = await launchChromium();
try {
  const rows: Row[] = [];
  for (const page of PAGES) {
    const url = `${proxy.url}${page}`;
    const twinUrl = `${url}${url.includes("?") ? "&" : "?"}${TWIN_MARK}`;
    await fetch(url); // warm the server (and the brochure/route caches) before measuring
    const asIs: Audit[] = [];
    const twin: Audit[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate who goes first, so neither always meets a warmer host.
      if (i % 2 === 0) {
        asIs.push(await audit(url, chromium.port));
        twin.push(await audit(twinUrl, chromium.port));
      } else {
        twin.push(await audit(twinUrl, chromium.port));
        asIs.push(await audit(url, chromium.port));
      }
    }
    const row: Row = {
      page,
      asIs: medians(asIs),
      twin: medians(twin),
      firstLoadJsKb: (await firstLoadJs(`${server.url}${page}`)).gzipBytes / 1024,
      failed: [...new Set(asIs.flatMap((r) => r.failed))],
      twinFailed: [...new Set(twin.flatMap((r) => r.failed))],
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  // The machine is shared: the load says how far absolute figures are from a quiet host's.
  const load = `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`;
  const section = table(
    rows,
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    load,
  );
  if (ONLY) console.log(`reports in ${REPORTS}`);
  else writeReadmeSection("lighthouse", section);
  console.log(section);
} finally {
  chromium.child.kill("SIGTERM");
  await proxy.close();
  await server.stop();
  server.cleanup();
  rmSync(chromium.profile, { recursive: true, force: true });
}
