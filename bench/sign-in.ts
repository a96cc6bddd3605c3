/**
 * Staff sign-in and Overview figures, measured over real HTTP on an in-memory server:
 * - median time of an unknown-user and a wrong-password sign-in (must differ by < 5 ms),
 * - GET /api/admin/metrics under load (autocannon, 10 connections, 10 s) with 2,000 leads.
 * Run: npm run bench:sign-in
 */
import autocannon from "autocannon";
import { chatInteractions, contactInquiries } from "../server/db/schema";
import { startTestServer, TEST_ADMIN } from "../tests/support/server";

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
  for (const kind of ["wall", "cpu"] as const) {
    const u = median(unknown.map((t) => t[kind]));
    const w = median(wrong.map((t) => t[kind]));
    console.log(
      `sign-in over HTTP, ${kind} time (60 each): unknown user median ${u.toFixed(1)} ms, ` +
        `wrong password median ${w.toFixed(1)} ms, difference ${Math.abs(u - w).toFixed(1)} ms`,
    );
  }

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
  const result = await autocannon({
    url: `${server.url}/api/admin/metrics`,
    connections: 10,
    duration: 10,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `GET /api/admin/metrics (2,000 leads, 10 connections, 10 s): ${result.requests.average.toFixed(0)} req/s, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
} finally {
  await server.close();
}
