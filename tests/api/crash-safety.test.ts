import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import {
  type Ack,
  availableWrites,
  missingRows,
  missingSessions,
  type WriteKind,
} from "../support/acknowledged-writes";
import { currentApiRoutes } from "../support/fuzz/routes";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";
import { createTestDatabase, type TestDatabase, testDatabaseKind } from "../support/test-database";

/**
 * A stream of writes (sign-ins, contact messages, chat turns: whichever routes exist), the
 * server killed with SIGKILL at a random moment, restarted on the same data: every write that
 * was answered 2xx must be there, and the database must open. Twice, so recovery itself is
 * recovered from. On PostgreSQL when KAZI_TEST_DB=postgres.
 */
const KILL_ROUNDS = 2;
const WRITERS = 4;

let database: TestDatabase | undefined;
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop("SIGKILL");
  servers[0]?.cleanup();
  await database?.drop();
});

/** Writers loop until `stop` resolves; each acknowledged write is kept. */
async function writeUntil(url: string, kinds: WriteKind[], stop: Promise<void>): Promise<Ack[]> {
  const acks: Ack[] = [];
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = w; !stopped; i++) {
        const kind = kinds[i % kinds.length];
        if (!kind) break;
        const ack = await kind.send(url);
        if (ack) acks.push(ack);
        else if (stopped) break;
      }
    }),
  );
  return acks;
}

describe(`crash safety on ${testDatabaseKind() === "postgres" ? "PostgreSQL" : "PGlite"}`, () => {
  it("keeps every acknowledged write across SIGKILL and restart", {
    timeout: 240_000,
  }, async () => {
    const kinds = availableWrites(await currentApiRoutes());
    console.log(`crash-safety writes: ${kinds.map((k) => k.name).join(", ")}`);
    database = await createTestDatabase();
    const env: Record<string, string> = { RATE_LIMITS: "off", DEMO_CONTENT: "off" };
    if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;

    let server = await spawnServer(env);
    servers.push(server);
    const dataDir = server.dataDir;
    const acknowledged: Ack[] = [];

    for (let round = 1; round <= KILL_ROUNDS; round++) {
      const killAfterMs = 400 + Math.floor(Math.random() * 1200);
      const killed = new Promise<void>((resolve) =>
        setTimeout(() => {
          server.process.kill("SIGKILL");
          resolve();
        }, killAfterMs),
      );
      const acks = await writeUntil(server.url, kinds, killed);
      await new Promise<void>((resolve) => {
        if (server.process.exitCode !== null || server.process.signalCode) resolve();
        else server.process.once("exit", () => resolve());
      });
      console.log(
        `round ${round}: SIGKILL after ${killAfterMs} ms, ${acks.length} writes acknowledged`,
      );
      expect(acks.length).toBeGreaterThan(0);
      acknowledged.push(...acks);

      server = await spawnServer(env, { dataDir });
      servers.push(server);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await missingSessions(server.url, acknowledged)).toEqual([]);
    }

    // The rows themselves, read straight from the database once the server has let go of it.
    expect(await server.stop("SIGTERM")).toBe(0);
    const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: `${dataDir}` });
    try {
      expect(await missingRows(handle.db, acknowledged)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
