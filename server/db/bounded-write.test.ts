import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { holdDatabase } from "../../tests/support/hold-database";
import { createBoundedWriter, createWaitBudget, WriteNotBegun } from "./bounded-write";
import { type DatabaseHandle, openDatabase } from "./client";
import { rateLimits } from "./schema";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.migrate();
});
afterAll(() => database.close());

const insertKey = (key: string) => (tx: Parameters<Parameters<typeof writer.write>[0]>[0]) =>
  tx.insert(rateLimits).values({ key, count: 1, windowStartedAt: sql`now()` });
let writer: ReturnType<typeof createBoundedWriter>;

async function keysStored(keys: string[]): Promise<string[]> {
  const rows = await database.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  return rows.map((row) => row.key).sort();
}

async function reasonOf(write: Promise<unknown>): Promise<string> {
  const err = await write.then(
    () => null,
    (e: unknown) => e,
  );
  return err instanceof WriteNotBegun ? err.reason : `not refused: ${String(err)}`;
}

describe("bounded writes", () => {
  it("writes at once when the database is free", async () => {
    writer = createBoundedWriter(database.db, { maxWaitMs: 1000, maxQueued: 2 });
    await writer.write(insertKey("bw:free"));
    expect(await keysStored(["bw:free"])).toEqual(["bw:free"]);
    expect(writer.queued()).toBe(0);
  });

  it("refuses past its wait or past its queue, or when its client leaves, and writes none of them", async () => {
    writer = createBoundedWriter(database.db, { maxWaitMs: 200, maxQueued: 2 });
    const release = await holdDatabase(database.db);
    const client = new AbortController();
    const waited = writer.write(insertKey("bw:waited"));
    const left = writer.write(insertKey("bw:left"), client.signal);
    const overQueue = writer.write(insertKey("bw:over"));
    client.abort();
    expect(await reasonOf(overQueue)).toBe("queue_full");
    expect(await reasonOf(left)).toBe("client_gone");
    expect(await reasonOf(waited)).toBe("timed_out");
    // Both still hold their places until the database reaches them (and rolls them back).
    expect(writer.queued()).toBe(2);
    await release();
    await vi.waitFor(() => expect(writer.queued()).toBe(0));
    await writer.write(insertKey("bw:after"));
    expect(await keysStored(["bw:waited", "bw:left", "bw:over", "bw:after"])).toEqual(["bw:after"]);
  });

  it("waits for a write that began, however long it then takes", async () => {
    writer = createBoundedWriter(database.db, { maxWaitMs: 50, maxQueued: 2 });
    await writer.write(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await insertKey("bw:slow")(tx);
    });
    expect(await keysStored(["bw:slow"])).toEqual(["bw:slow"]);
  });
});

describe("createWaitBudget", () => {
  it("takes only the time spent waiting, and refuses once it is spent", async () => {
    const budget = createWaitBudget(200);
    const resolveIn = (ms: number) =>
      new Promise<number>((resolve) => setTimeout(() => resolve(ms), ms));
    expect(await budget.within(resolveIn(50))).toBe(50);
    // Time between waits (a reply being computed) is not taken.
    await resolveIn(100);
    expect(budget.remaining()).toBeGreaterThan(100);
    await expect(budget.within(resolveIn(400))).rejects.toBeInstanceOf(WriteNotBegun);
    expect(budget.remaining()).toBeLessThanOrEqual(0);
    await expect(budget.within(Promise.resolve(1))).rejects.toBeInstanceOf(WriteNotBegun);
  });

  it("is spent once its timer fires, whatever the clock reads (a timer may fire a little early)", async () => {
    const budget = createWaitBudget(30);
    // The clock stands still: by it, no time passed while the timer ran out.
    const now = vi.spyOn(performance, "now").mockReturnValue(1000);
    try {
      const slow = new Promise((resolve) => setTimeout(resolve, 200));
      await expect(budget.within(slow)).rejects.toBeInstanceOf(WriteNotBegun);
      expect(budget.remaining()).toBe(0);
    } finally {
      now.mockRestore();
    }
  });

  it("runs a query it is given once", async () => {
    const budget = createWaitBudget(1000);
    let runs = 0;
    const query: PromiseLike<number> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that runs on each then, as a Drizzle query does
      then(onFulfilled, onRejected) {
        runs++;
        return Promise.resolve(runs).then(onFulfilled, onRejected);
      },
    };
    expect(await budget.within(query)).toBe(1);
    expect(runs).toBe(1);
  });
});
