/**
 * `npm run bench:load`: autocannon against the production build with the mix a real
 * day brings (home, a service page, /blog, a post page, GET /api/blog-posts, an offline chat
 * turn, a contact submission, a signed-in metrics call), first on PGlite, then on PostgreSQL,
 * with a bare node:http server measured in the same run as the reference. A route this build
 * does not have is reported "not available", never faked. BENCH_SECONDS per run (default 10),
 * 50 connections. Each route is measured alone, then all at once (the mixed run): the 50
 * connections are shared among the routes by weight, each route's figures reported apart.
 * Rate limits are off: one load generator is one IP, and this measures throughput, not the
 * limiter.
 */
import { randomUUID } from "node:crypto";
import { currentApiRoutes, hasRoute } from "../tests/support/fuzz/routes";
import { TEST_ADMIN } from "../tests/support/server";
import { type SpawnedServer, spawnServer } from "../tests/support/spawn-server";
import {
  bareServer,
  ensureBuild,
  freshPostgres,
  type Measured,
  machine,
  measure,
  type RunOptions,
  rssMb,
  saveJson,
  today,
  writeReadmeSection,
} from "./lib";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

interface Target {
  rps: number;
  p99: number;
}
const SSR: Target = { rps: 400, p99: 100 };
const BLOG_API: Target = { rps: 3000, p99: 25 };

interface MixEntry {
  name: string;
  target?: Target;
  /** Connections of the mixed run out of CONNECTIONS: the route's share of a real day. */
  weight: number;
  /** Options for autocannon, or why the route cannot be measured on this build. */
  plan: RunOptions | { unavailable: string };
}

type Row = (Measured & { verdict: string }) | { name: string; unavailable: string };

async function pageExists(url: string): Promise<boolean> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status === 200;
}

async function planMix(baseUrl: string): Promise<MixEntry[]> {
  const routes = await currentApiRoutes();
  const page = async (name: string, path: string, weight: number): Promise<MixEntry> => ({
    name: `GET ${path} (${name})`,
    target: SSR,
    weight,
    plan: (await pageExists(`${baseUrl}${path}`))
      ? { url: `${baseUrl}${path}` }
      : { unavailable: `${path} answers 404 on this build` },
  });
  const mix: MixEntry[] = [
    await page("home", "/", 10),
    await page("service page", "/services/cv-writing", 5),
    await page("blog list", "/blog", 5),
  ];

  let slug: string | undefined;
  if (hasRoute(routes, "GET", "/api/blog-posts")) {
    const posts = (await (await fetch(`${baseUrl}/api/blog-posts`)).json()) as { slug: string }[];
    slug = Array.isArray(posts) ? posts[0]?.slug : undefined;
  }
  mix.push(
    slug
      ? await page("post page", `/blog/${slug}`, 8)
      : {
          name: "GET /blog/{slug} (post page)",
          weight: 8,
          plan: { unavailable: "no published post" },
        },
  );
  mix.push({
    name: "GET /api/blog-posts",
    target: BLOG_API,
    weight: 7,
    plan: hasRoute(routes, "GET", "/api/blog-posts")
      ? { url: `${baseUrl}/api/blog-posts` }
      : { unavailable: "route not in this build" },
  });
  mix.push({
    name: "POST /api/chat (offline engine)",
    weight: 8,
    plan: hasRoute(routes, "POST", "/api/chat")
      ? {
          url: `${baseUrl}/api/chat`,
          method: "POST",
          headers: { "content-type": "application/json" },
          // Each turn opens its own conversation, as many visitors at once would.
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              sessionId: randomUUID(),
              message: "Hi, I need help with my CV for a banking job",
              messages: [],
            }),
          }),
        }
      : { unavailable: "route not in this build" },
  });
  mix.push({
    name: "POST /api/contact",
    weight: 3,
    plan: hasRoute(routes, "POST", "/api/contact")
      ? {
          url: `${baseUrl}/api/contact`,
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            firstName: "Load",
            lastName: "Test",
            email: "load@example.co.ke",
            phone: "+254712345678",
            service: "cv-writing",
            message: "Benchmark submission",
          }),
        }
      : { unavailable: "route not in this build" },
  });
  let token: string | undefined;
  if (hasRoute(routes, "GET", "/api/admin/metrics")) {
    const res = await fetch(`${baseUrl}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    token = ((await res.json()) as { token?: string }).token;
  }
  mix.push({
    name: "GET /api/admin/metrics (signed in)",
    weight: 4,
    plan: token
      ? { url: `${baseUrl}/api/admin/metrics`, headers: { authorization: `Bearer ${token}` } }
      : { unavailable: "route not in this build" },
  });
  return mix;
}

function verdict(m: Measured, target?: Target): string {
  const problems: string[] = [];
  if (m.errors > 0) problems.push(`${m.errors} errors`);
  if (target && m.requestsPerSecond < target.rps) problems.push(`< ${target.rps} req/s`);
  if (target && m.p99 > target.p99) problems.push(`p99 > ${target.p99} ms`);
  if (problems.length > 0) return `missed: ${problems.join(", ")}`;
  return target ? `met (>= ${target.rps} req/s, p99 <= ${target.p99} ms)` : "no errors";
}

/** Each route alone at CONNECTIONS, then every route at once; both sets of rows. */
async function runOn(
  label: string,
  server: SpawnedServer,
): Promise<{ alone: Row[]; mixed: Row[] }> {
  const mix = await planMix(server.url);
  return { alone: await eachAlone(label, mix), mixed: await allAtOnce(label, mix) };
}

async function eachAlone(label: string, mix: MixEntry[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const entry of mix) {
    if ("unavailable" in entry.plan) {
      rows.push({ name: entry.name, unavailable: entry.plan.unavailable });
      console.log(`${label} ${entry.name}: not available (${entry.plan.unavailable})`);
      continue;
    }
    const m = await measure(entry.name, {
      ...entry.plan,
      connections: CONNECTIONS,
      duration: seconds,
    });
    const row = { ...m, verdict: verdict(m, entry.target) };
    rows.push(row);
    log(label, m);
  }
  return rows;
}

/**
 * One run in which every available route is loaded at the same time, each by its weight's
 * share of the connections; each route keeps its own figures. The single-route targets are
 * for a route alone, so here only errors are judged.
 */
async function allAtOnce(label: string, mix: MixEntry[]): Promise<Row[]> {
  const runs = mix.map(async (entry): Promise<Row> => {
    if ("unavailable" in entry.plan)
      return { name: entry.name, unavailable: entry.plan.unavailable };
    const m = await measure(`${entry.name} x${entry.weight}`, {
      ...entry.plan,
      connections: entry.weight,
      duration: seconds,
    });
    log(`${label} mixed`, m);
    return { ...m, verdict: m.errors > 0 ? `missed: ${m.errors} errors` : "no errors" };
  });
  return Promise.all(runs);
}

function log(label: string, m: Measured) {
  console.log(
    `${label} ${m.name}: ${m.requestsPerSecond} req/s p50 ${m.p50} p99 ${m.p99} errors ${m.errors}`,
  );
}

/** The mixed run's total throughput, across every route. */
function mixedTotal(rows: Row[]): string {
  const measured = rows.filter((r): r is Measured & { verdict: string } => !("unavailable" in r));
  const total = measured.reduce((sum, r) => sum + r.requestsPerSecond, 0);
  const errors = measured.reduce((sum, r) => sum + r.errors, 0);
  return `All at once: ${total} req/s in total, ${errors} errors (a route's connections are its \`xN\`).`;
}

/** The README block of one database: each route alone, then the mixed run. */
function databaseSection(title: string, result: { alone: Row[]; mixed: Row[] }, rss: number) {
  return [
    "",
    `**${title}**`,
    "",
    ...markdown(result.alone),
    "",
    `**${title}, every route at once** (${CONNECTIONS} connections shared by weight)`,
    "",
    ...markdown(result.mixed),
    "",
    mixedTotal(result.mixed),
    "",
    homeAgainstBlog(result.alone),
    "",
    `RSS after the runs: ${rss} MB`,
  ];
}

/** Issue 14's target: the home page (the largest document) at least as fast as /blog, alone. */
function homeAgainstBlog(rows: Row[]): string {
  const rps = (prefix: string) => {
    const row = rows.find((r) => r.name.startsWith(prefix));
    return row && !("unavailable" in row) ? row.requestsPerSecond : undefined;
  };
  const home = rps("GET / ");
  const blog = rps("GET /blog ");
  if (home === undefined || blog === undefined) return "`GET /` against `GET /blog`: not measured.";
  const ratio = home / blog;
  return `\`GET /\` against \`GET /blog\`, each alone: ${home} / ${blog} req/s = **${ratio.toFixed(2)}** (target >= 1: ${ratio >= 1 ? "met" : "missed"}).`;
}

function markdown(rows: Row[]): string[] {
  return [
    "| route | req/s | p50 ms | p99 ms | errors | against target |",
    "|---|---:|---:|---:|---:|---|",
    ...rows.map((r) =>
      "unavailable" in r
        ? `| ${r.name} | not available | | | | ${r.unavailable} |`
        : `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.verdict} |`,
    ),
  ];
}

ensureBuild();
const env = { LOG_LEVEL: "warn", RATE_LIMITS: "off", DEMO_CONTENT: "on" };
const sections: string[] = [
  `Measured ${today()} UTC on ${machine()} with \`npm run bench:load\` (${seconds} s per run, ${CONNECTIONS} connections, rate limits off).`,
];
const results: Record<string, unknown> = {};

// PGlite first.
const pglite = await spawnServer(env, { entry: "bundle" });
const home = await fetch(`${pglite.url}/`);
const homeBytes = Buffer.from(await home.arrayBuffer());
const blogApi = await fetch(`${pglite.url}/api/blog-posts`);
const blogBytes = Buffer.from(await blogApi.arrayBuffer());
const pgliteRows = await runOn("PGlite", pglite);
const pgliteRss = rssMb(pglite.process.pid ?? 0);
await pglite.stop();
pglite.cleanup();
results.pglite = pgliteRows;
sections.push(...databaseSection("PGlite (default, `DATA_DIR`)", pgliteRows, pgliteRss));

// The reference: the same bytes from a bare node:http server, in the same run.
const bare = await bareServer({
  "/": { type: "text/html; charset=utf-8", body: homeBytes },
  "/api/blog-posts": {
    type: "application/json",
    body: blogApi.ok ? blogBytes : Buffer.from("[]"),
  },
});
const bareRows: Row[] = [];
for (const path of ["/", "/api/blog-posts"]) {
  const m = await measure(`bare node:http GET ${path} (same bytes)`, {
    url: `${bare.url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
  });
  bareRows.push({ ...m, verdict: "reference" });
}
await bare.close();
results.bare = bareRows;
sections.push("", "**Reference: bare node:http**", "", ...markdown(bareRows));

// Then PostgreSQL, on a fresh database.
const database = await freshPostgres();
if (database) {
  const postgres = await spawnServer({ ...env, DATABASE_URL: database.url }, { entry: "bundle" });
  const rows = await runOn("PostgreSQL", postgres);
  const rss = rssMb(postgres.process.pid ?? 0);
  await postgres.stop();
  postgres.cleanup();
  await database.drop();
  results.postgres = rows;
  sections.push(...databaseSection("PostgreSQL 15 (local, fresh database)", rows, rss));
} else {
  sections.push("", "**PostgreSQL**: not reachable, not measured.");
}

console.log(sections.join("\n"));
saveJson("load", { machine: machine(), seconds, results });
writeReadmeSection("load", ["## Load", "", ...sections].join("\n"));
