/**
 * Staff sign-in and Overview figures, measured over real HTTP on an in-memory server:
 * - median time of an unknown-user and a wrong-password sign-in (must differ by < 5 ms),
 * - GET /api/admin/metrics under load (autocannon, 10 connections, 10 s) with 2,000 leads.
 * Run: npm run bench:sign-in. Writes its section of bench/README.md.
 */
import { chatInteractions, contactInquiries } from "../server/db/schema";
import { startTestServer, TEST_ADMIN } from "../tests/support/server";
import { machine, measure, saveJson, table, today, writeReadmeSection } from "./lib";

const server = await startTestServer({ RATE_LIMITS: "off" });
try {
  // Wall time, and CPU time of this process (server, argon2 threads and client are all here):
  // on a shared machine the wall clock carries other processes' scheduling.
  const time = async (username: string) => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const res = await server.post("/api/admin/login", { username, password: "wrong-password" });
    await res.arrayBuffer();
    if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
    const cpu = process.cpuUsage(cpuBefore);
    return { wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 };
  };
  const unknown: Array<{ wall: number; cpu: number }> = [];
  const wrong: Array<{ wall: number; cpu: number }> = [];
  for (let i = 0; i < 5; i++) await time(TEST_ADMIN.username); // warm-up
  for (let i = 0; i < 60; i++) {
    wrong.push(await time(TEST_ADMIN.username));
    unknown.push(await time(`nobody-${i}`));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const timing = (["wall", "cpu"] as const).map((kind) => {
    const u = median(unknown.map((t) => t[kind]));
    const w = median(wrong.map((t) => t[kind]));
    const difference = Math.abs(u - w);
    console.log(
      `sign-in over HTTP, ${kind} time (60 each): unknown user median ${u.toFixed(1)} ms, ` +
        `wrong password median ${w.toFixed(1)} ms, difference ${difference.toFixed(1)} ms`,
    );
    return { kind, unknown: u, wrong: w, difference };
  });

  const { db } = server.services;
  const day = 86_400_000;
  await db.insert(chatInteractions).values(
    Array.from({ length: 1000 }, (_, i) => ({
      sessionId: `bench-${i}`,
      serviceInterest: ["CV Writing", "LinkedIn Optimization", "Corporate Training"][i % 3],
      sentToWhatsApp: i % 4 === 0 ? "sent" : "pending",
      createdAt: new Date(Date.now() - (i % 45) * day),
    })),
  );
  await db.insert(contactInquiries).values(
    Array.from({ length: 1000 }, (_, i) => ({
      firstName: `F${i}`,
      lastName: "L",
      email: `p${i}@example.com`,
      phone: "0700000000",
      service: i % 2 ? "cv-writing" : "editing",
      createdAt: new Date(Date.now() - (i % 45) * day),
    })),
  );
  const token = await server.signIn();
  const metrics = await measure("GET /api/admin/metrics (2,000 leads, signed in)", {
    url: `${server.url}/api/admin/metrics`,
    connections: 10,
    duration: 10,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `${metrics.name}: ${metrics.requestsPerSecond} req/s, p50 ${metrics.p50} ms, ` +
      `p99 ${metrics.p99} ms, errors ${metrics.errors}`,
  );

  saveJson("sign-in", { machine: machine(), timing, metrics });
  writeReadmeSection(
    "sign-in",
    [
      "## Sign-in",
      "",
      `Measured ${today()} UTC on ${machine()} with \`npm run bench:sign-in\` (API server in`,
      "the benchmark's process on an in-memory PGlite, rate limits off).",
      "",
      "| time of a refused sign-in (60 each) | unknown user, median | wrong password, median | difference | target |",
      "|---|---:|---:|---:|---|",
      ...timing.map(
        (t) =>
          `| ${t.kind === "wall" ? "wall clock" : "CPU (server and client)"} | ${t.unknown.toFixed(1)} ms | ${t.wrong.toFixed(1)} ms | ${t.difference.toFixed(1)} ms | ${t.kind === "wall" ? `< 5 ms apart: ${t.difference < 5 ? "met" : "missed"}` : "for reference"} |`,
      ),
      "",
      "Overview figures under load (10 connections, 10 s):",
      "",
      table([metrics]),
    ].join("\n"),
  );
} finally {
  await server.close();
}
