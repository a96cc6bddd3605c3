import type { Database } from "./client";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface BoundedWriteLimits {
  /** How long a write may wait for the database before it is refused (nothing written). */
  maxWaitMs: number;
  /** How many of these writes may wait for the database at once; one more is refused at once. */
  maxQueued: number;
}

/** Why a bounded write was not made; the caller answers it (e.g. 503 with a message). */
export class WriteNotBegun extends Error {
  constructor(readonly reason: "queue_full" | "timed_out" | "client_gone") {
    super(`write not begun: ${reason}`);
    this.name = "WriteNotBegun";
  }
}

/**
 * Writes that begin within a bounded wait, or not at all (ADR 027). PGlite has one connection
 * and PostgreSQL a pool of ten, so under a flood each write waits behind every write before it,
 * without bound, and work of a visitor who has given up is still done after they are gone: the
 * wait grows until requests time out. Here each write runs in a transaction whose callback
 * starts only once the database is this write's (PGlite's lock, or a pooled connection). If the
 * wait ran out or the client left first, the callback throws and the transaction rolls back
 * empty, so a refused request never writes a row, and a write that began is committed before it
 * is answered: every success is stored, every refusal stored nothing.
 */
export function createBoundedWriter(db: Database, limits: BoundedWriteLimits) {
  // Writes handed to the database whose callback has not run yet, given up on or not: a slot
  // is free only once the database has reached it, so at most maxQueued ever wait there.
  let queued = 0;

  return {
    queued: () => queued,
    /** `maxWaitMs` overrides the limit's wait for this write (what is left of a turn's budget). */
    async write<T>(
      work: (tx: Transaction) => Promise<T>,
      signal?: AbortSignal,
      maxWaitMs = limits.maxWaitMs,
    ): Promise<T> {
      if (maxWaitMs <= 0) throw new WriteNotBegun("timed_out");
      if (signal?.aborted) throw new WriteNotBegun("client_gone");
      if (queued >= limits.maxQueued) throw new WriteNotBegun("queue_full");
      queued++;
      let state: "waiting" | "begun" | "given_up" = "waiting";
      let left = false;
      const leave = () => {
        if (!left) {
          left = true;
          queued--;
        }
      };
      let giveUp: (reason: WriteNotBegun) => void = () => {};
      const gaveUp = new Promise<never>((_, reject) => {
        giveUp = (reason) => {
          if (state !== "waiting") return;
          state = "given_up";
          reject(reason);
        };
      });
      const timer = setTimeout(() => giveUp(new WriteNotBegun("timed_out")), maxWaitMs);
      const onAbort = () => giveUp(new WriteNotBegun("client_gone"));
      signal?.addEventListener("abort", onAbort, { once: true });

      const done = db.transaction(async (tx) => {
        leave();
        if (state !== "waiting") throw new WriteNotBegun("timed_out");
        state = "begun";
        clearTimeout(timer);
        return work(tx);
      });
      // Once given up on, the rollback's rejection has nobody to tell.
      done.catch(() => {}).finally(leave);
      try {
        return await Promise.race([done, gaveUp]);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
      }
    },
  };
}

export type BoundedWriter = ReturnType<typeof createBoundedWriter>;

/**
 * How long one request may wait for the database, in all, before its write begins (ADR 028):
 * a chat turn reads (does the conversation exist, its history), computes a reply, then writes.
 * Only time spent waiting on the database is taken from the budget, never the reply's own time
 * (a model may take seconds), so however many reads a turn makes, it is refused within the
 * budget once the database cannot keep up. A read given up on still runs when the database
 * reaches it; its result is dropped, and reads write nothing.
 */
export function createWaitBudget(maxWaitMs: number) {
  let left = maxWaitMs;
  return {
    /** What is left, for the write (`BoundedWriter.write`'s `maxWaitMs`). */
    remaining: () => left,
    /** `work`'s result, or WriteNotBegun("timed_out") once the budget is spent waiting for it. */
    async within<T>(read: PromiseLike<T>): Promise<T> {
      // Once: a Drizzle query runs again each time it is awaited.
      const work = Promise.resolve(read);
      if (left <= 0) {
        work.catch(() => {});
        throw new WriteNotBegun("timed_out");
      }
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      let timedOut = false;
      const spent = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new WriteNotBegun("timed_out"));
        }, left);
      });
      // Once given up on, the read's own failure has nobody to tell.
      work.catch(() => {});
      try {
        return await Promise.race([work, spent]);
      } finally {
        clearTimeout(timer);
        // A timer may fire a fraction of a millisecond before the clock says `left` has passed:
        // once it has fired, the budget is spent, whatever the clock reads.
        left = timedOut ? 0 : left - (performance.now() - started);
      }
    },
  };
}

export type WaitBudget = ReturnType<typeof createWaitBudget>;
