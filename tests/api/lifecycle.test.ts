import { afterAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/server";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * SIGTERM during requests: the server finishes what it acknowledged, exits 0, and a restart on
 * the same data keeps every row written before (sessions, here: each sign-in writes one).
 */
let database: TestDatabase | undefined;
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop("SIGKILL");
  servers[0]?.cleanup();
  await database?.drop();
});

async function signIn(url: string): Promise<string | null> {
  try {
    const res = await fetch(`${url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    return res.ok ? ((await res.json()) as { token: string }).token : null;
  } catch {
    return null; // refused after shutdown began: not acknowledged, so not expected to persist
  }
}

describe("graceful shutdown", () => {
  it("exits cleanly on SIGTERM mid-traffic and keeps every acknowledged write", async () => {
    database = await createTestDatabase();
    const env: Record<string, string> = { RATE_LIMITS: "off" };
    if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
    const first = await spawnServer(env);
    servers.push(first);

    const inFlight = Array.from({ length: 12 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 15)).then(() => signIn(first.url)),
    );
    await new Promise((r) => setTimeout(r, 60));
    const exitCode = await first.stop("SIGTERM");
    const tokens = (await Promise.all(inFlight)).filter((t): t is string => t !== null);

    expect(exitCode).toBe(0);
    expect(tokens.length).toBeGreaterThan(0);

    const second = await spawnServer(env, { dataDir: first.dataDir });
    servers.push(second);
    for (const token of tokens) {
      const res = await fetch(`${second.url}/api/admin/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    }
    // Two server processes start from the sources: 25 s on a busy 2-core machine.
  }, 90_000);
});
