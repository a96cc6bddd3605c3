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
    async write<T>(work: (tx: Transaction) => Promise<T>, signal?: AbortSignal): Promise<T> {
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
      const timer = setTimeout(() => giveUp(new WriteNotBegun("timed_out")), limits.maxWaitMs);
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
