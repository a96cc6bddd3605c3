import autocannon from "autocannon";
import { TEST_ADMIN } from "../tests/support/server";
import { spawnServer } from "../tests/support/spawn-server";
import { measureDrafts } from "./blog-drafts";
import { machine, writeReadmeSection } from "./lib";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const EXTRA_POSTS = 30; // with the 6 demo posts: a full first page of 20 and a second page

async function main() {
  console.log(measureDrafts());
  // The drafts alone take a second; the load test needs the build and about half a minute.
  if (process.argv.includes("--drafts-only")) return;
  const server = await spawnServer({ RATE_LIMITS: "off", DEMO_CONTENT: "on" }, { entry: "bundle" });
  try {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const paragraph = `<p>${"A clear CV earns a second read from busy recruiters. ".repeat(12)}</p>`;
    for (let i = 1; i <= EXTRA_POSTS; i++) {
      const res = await fetch(`${server.url}/api/admin/blog-posts`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: `Bench article ${i}`,
          slug: `bench-article-${i}`,
          excerpt: "A benchmark article with realistic length.",
          content: `<h2>Section</h2>${paragraph.repeat(6)}`,
          category: ["CV Writing", "Job Search", "Career Tips"][i % 3],
          tags: ["bench"],
          status: "published",
        }),
      });
      if (!res.ok) throw new Error(`seeding failed: ${res.status}`);
    }
    const targets = [
      { name: "/blog", path: "/blog" },
      {
        name: "/blog/{slug}",
        path: "/blog/how-to-write-a-cv-that-kenyan-recruiters-actually-read",
      },
    ];
    const rows: string[] = [];
    for (const target of targets) {
      // Warm-up: JIT, PGlite caches, render cache.
      await autocannon({ url: `${server.url}${target.path}`, connections: 10, duration: 2 });
      const result = await autocannon({
        url: `${server.url}${target.path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      const rps = Math.round(result.requests.average);
      const p99 = result.latency.p99;
      const ok = rps >= 400 && p99 <= 100 && result.non2xx === 0 && result.errors === 0;
      const row = `| ${target.name} | ${CONNECTIONS} | ${rps} | ${result.latency.p50} | ${p99} | ${result.non2xx + result.errors} | ${ok ? "yes" : "NO"} |`;
      console.log(row);
      rows.push(row);
    }
    writeSection(rows);
  } finally {
    await server.stop();
    server.cleanup();
  }
}

function writeSection(rows: string[]) {
  writeReadmeSection(
    "blog",
    [
      "## Blog",
      "",
      `\`npm run bench:blog\` (production build, PGlite, ${DURATION_S} s per target after a 2 s warm-up, autocannon). Target: >= 400 req/s and p99 <= 100 ms at 50 connections. Last run ${new Date().toISOString().slice(0, 16)}Z on ${machine()}.`,
      "",
      "| page | connections | req/s | p50 ms | p99 ms | errors | meets target |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n"),
  );
}

await main();
