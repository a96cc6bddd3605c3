import { afterAll, describe, expect, it } from "vitest";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

/**
 * MEMORY_REPORT_SECONDS makes the server log where its memory is, which bench:memory reads; on
 * a PGlite data directory the line includes PGlite's WebAssembly memory.
 */
let server: SpawnedServer | undefined;
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function firstMemoryLine(s: SpawnedServer): Promise<Record<string, number>> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const line = s
      .output()
      .split("\n")
      .find((l) => l.includes('"msg":"memory"'));
    if (line) return (JSON.parse(line) as { memory: Record<string, number> }).memory;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no memory line in 10 s:\n${s.output()}`);
}

// Each test starts a server on a fresh data directory (initdb and migrations), which takes
// 20-30 s from the sources when the other API files load the machine.
const START_BUDGET_MS = 120_000;

describe("memory report", () => {
  it(
    "logs resident memory, the V8 heap and PGlite's WebAssembly memory every interval",
    async () => {
      server = await spawnServer({ MEMORY_REPORT_SECONDS: "1", LOG_LEVEL: "info" });
      const memory = await firstMemoryLine(server);
      expect(memory.rssMb).toBeGreaterThan(memory.heapUsedMb ?? Infinity);
      expect(memory.heapTotalMb).toBeGreaterThanOrEqual(memory.heapUsedMb ?? Infinity);
      // PGlite starts with 128 MB of WebAssembly memory and only grows it.
      expect(memory.pgliteWasmMb).toBeGreaterThanOrEqual(128);
    },
    START_BUDGET_MS,
  );

  it(
    "logs none when MEMORY_REPORT_SECONDS is 0, the default",
    async () => {
      const quiet = await spawnServer({ LOG_LEVEL: "info" });
      try {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        expect(quiet.output()).not.toContain('"msg":"memory"');
      } finally {
        await quiet.stop();
        quiet.cleanup();
      }
    },
    START_BUDGET_MS,
  );
});
