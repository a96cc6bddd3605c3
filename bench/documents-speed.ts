/**
 * Documents benchmarks: PDF of a two-page CV, proofreading of a 600-word CV after
 * warm-up, text extraction of a 5-page PDF, and GET /api/health latency while they run.
 * Run: npm run bench:documents-speed. Writes the table into bench/README.md under "Documents: speed".
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { renderPdf } from "../server/pdf/render";
import { startTestServer, TEST_ADMIN } from "../tests/support/server";
import { machine, writeReadmeSection } from "./lib";

const runs = Number(process.env.BENCH_RUNS ?? 30);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

function twoPageCv(): string {
  const jobs = Array.from({ length: 6 }, (_, j) => {
    const bullets = Array.from(
      { length: 6 },
      (_, b) =>
        `- Delivered **project ${j}.${b}** for the finance team, cutting *reporting time* – by weeks • with café-style stand-ups.`,
    ).join("\n");
    return `### Senior Accountant ${j}, Equity Bank\n\n*January 2018 – Present*\n\n${bullets}`;
  }).join("\n\n");
  return `## Professional Profile\n\nAccountant with six years of experience in banking and audit.\n\n## Work Experience\n\n${jobs}\n\n## Education\n\n- BCom, University of Nairobi\n`;
}

function sixHundredWordCv(): string {
  const base = readFileSync(
    new URL("../tests/fixtures/proofreading-cv.md", import.meta.url),
    "utf8",
  );
  const filler =
    "- Prepared monthly management accounts and variance analysis for the regional leadership team with clear commentary.";
  let text = base;
  while (text.split(/\s+/).length < 600) text += `\n${filler}`;
  return text;
}

/** The server runs in its own process, so the client's work here never delays its event loop. */
async function serve() {
  const server = await startTestServer({ RATE_LIMITS: "off" });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  process.stdout.write(`URL ${server.url}\n`);
  process.stdin.once("data", () => loop.enable());
  process.once("SIGTERM", () => {
    loop.disable();
    process.stdout.write(
      `LOOP ${JSON.stringify({ p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 })}\n`,
    );
    void server.close().then(() => process.exit(0));
  });
}

async function startServerProcess() {
  const profile = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...profile, new URL(import.meta.url).pathname, "--serve"],
    {
      stdio: ["pipe", "pipe", "inherit"],
      // Production React (the PDF renderer uses it), as `npm start` runs.
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  let out = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /URL (\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const fetchPath = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  return {
    fetch: fetchPath,
    get: (path: string, token: string) =>
      fetchPath(path, { headers: { authorization: `Bearer ${token}` } }),
    async signIn() {
      const res = await fetchPath("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(TEST_ADMIN),
      });
      return ((await res.json()) as { token: string }).token;
    },
    /** Starts the server's event-loop delay monitor (after start-up and warm-up). */
    startLoopMonitor: () => child.stdin.write("go\n"),
    close: () =>
      new Promise<{ p99: number; max: number }>((resolve) => {
        child.once("exit", () => resolve(JSON.parse(/LOOP (\{.*\})/.exec(out)?.[1] ?? "{}")));
        child.kill("SIGTERM");
      }),
  };
}

async function main() {
  // Built before the clock starts: the fixture is the client's work, not the server's.
  const fivePages = await renderPdf({
    type: "document",
    title: "Five pages",
    personalInfo: { name: "", email: "", phone: "", address: "" },
    markdown: Array.from(
      { length: 185 },
      (_, i) => `- Line ${i + 1}: reconciled accounts and prepared reports for the board.`,
    ).join("\n"),
  });
  const server = await startServerProcess();
  const token = await server.signIn();
  const json = (path: string, body: unknown, method = "POST") =>
    server.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  // Baseline: health latency with nothing else running in Kazi (other load on the machine shows here).
  const baseline: number[] = [];
  for (let i = 0; i < 150; i++) {
    const t = performance.now();
    await (await server.fetch("/api/health")).arrayBuffer();
    baseline.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  server.startLoopMonitor();
  // Health probe: one request every 20 ms for the whole run.
  const health: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const t = performance.now();
      await (await server.fetch("/api/health")).arrayBuffer();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  const created = await json("/api/admin/manual-cv-generation", {
    firstName: "Zoë",
    lastName: "Müller",
    email: "zoe@example.com",
    currentRole: "Accountant",
    experience: "6",
    industry: "Banking",
    careerGoal: "Finance manager",
  });
  const { cvId } = (await created.json()) as { cvId: number };
  await json(
    `/api/admin/cvs/${cvId}`,
    {
      title: "CV",
      content: twoPageCv(),
      personalInfo: {
        name: "Zoë Müller",
        email: "zoe@example.com",
        phone: "+254 700 000 001",
        address: "Nairobi",
      },
    },
    "PATCH",
  );

  // PDF: warm the worker up, then measure.
  for (let i = 0; i < 5; i++)
    await (await json("/api/admin/download-cv-pdf", { cvId })).arrayBuffer();
  const pdf: number[] = [];
  let pages = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await json("/api/admin/download-cv-pdf", { cvId });
    const bytes = new Uint8Array(await res.arrayBuffer());
    pdf.push(performance.now() - t);
    pages = (new TextDecoder("latin1").decode(bytes).match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  }

  // Proofreading: the job's own duration (completedAt - createdAt), after a warm-up job.
  await json(`/api/admin/cvs/${cvId}`, { title: "CV", content: sixHundredWordCv() }, "PATCH");
  const words = sixHundredWordCv().split(/\s+/).length;
  const proofread: number[] = [];
  for (let i = 0; i <= Math.min(runs, 20); i++) {
    const { job } = (await (await json("/api/admin/proofread", { cvDocumentId: cvId })).json()) as {
      job: { id: number };
    };
    for (;;) {
      const { jobs } = (await (await server.get("/api/admin/proofreading-jobs", token)).json()) as {
        jobs: Array<{ id: number; status: string; createdAt: string; completedAt: string | null }>;
      };
      const done = jobs.find((j) => j.id === job.id && j.completedAt);
      if (done) {
        if (i > 0) proofread.push(Date.parse(done.completedAt!) - Date.parse(done.createdAt));
        break;
      }
      // The job's duration comes from its own timestamps, so polling gently costs no accuracy.
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  // Extraction: upload of a 5-page PDF (check + store + extract), end to end.
  const pdfPages = (new TextDecoder("latin1").decode(fivePages).match(/\/Type\s*\/Page[^s]/g) ?? [])
    .length;
  const extract: number[] = [];
  for (let i = 0; i <= 10; i++) {
    const form = new FormData();
    form.set("document", new File([new Uint8Array(fivePages)], "five.pdf"));
    form.set("clientName", "Bench");
    form.set("clientEmail", "bench@example.com");
    const t = performance.now();
    const res = await server.fetch("/api/admin/upload-document", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    if (i > 0) extract.push(performance.now() - t);
  }

  probing = false;
  await probe;
  const loop = await server.close();

  const rows = [
    [
      "PDF of a two-page CV (POST /download-cv-pdf)",
      `${pages} pages, ${pdf.length} runs`,
      `p50 ${ms(percentile(pdf, 50))}, p95 ${ms(percentile(pdf, 95))}`,
      "p95 <= 300 ms",
      percentile(pdf, 95) <= 300,
    ],
    [
      "Proofreading job, after warm-up",
      `${words} words, ${proofread.length} runs`,
      `p50 ${ms(percentile(proofread, 50))}, p95 ${ms(percentile(proofread, 95))}`,
      "p95 <= 500 ms",
      percentile(proofread, 95) <= 500,
    ],
    [
      "Upload + text extraction of a PDF",
      `${pdfPages} pages, ${extract.length} runs`,
      `p50 ${ms(percentile(extract, 50))}, max ${ms(Math.max(...extract))}`,
      "<= 500 ms",
      Math.max(...extract) <= 500,
    ],
    [
      "GET /api/health meanwhile",
      `${health.length} requests`,
      `p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}`,
      "p99 <= 50 ms",
      percentile(health, 99) <= 50,
    ],
    [
      "GET /api/health, Kazi idle (machine baseline)",
      `${baseline.length} requests`,
      `p50 ${ms(percentile(baseline, 50))}, p99 ${ms(percentile(baseline, 99))}`,
      "(reference)",
      true,
    ],
    [
      "Server event-loop delay during the runs",
      "monitorEventLoopDelay",
      `p99 ${ms(loop.p99)}, max ${ms(loop.max)}`,
      "p99 <= 50 ms",
      loop.p99 <= 50,
    ],
  ] as const;
  const table = [
    "| measure | workload | result | budget | ok |",
    "|---|---|---|---|---|",
    ...rows.map((r) => `| ${r[0]} | ${r[1]} | ${r[2]} | ${r[3]} | ${r[4] ? "yes" : "NO"} |`),
  ].join("\n");
  const section = `## Documents: speed\n\nMeasured ${new Date().toISOString().slice(0, 16)}Z on this machine (${machine()}), PGlite in memory, server in its own process, \`npm run bench:documents-speed\`.\n\n${table}\n`;
  console.log(section);
  writeReadmeSection("documents-speed", section);
  process.exit(rows.every((r) => r[4]) ? 0 : 1);
}

if (process.argv.includes("--serve")) await serve();
else await main();
