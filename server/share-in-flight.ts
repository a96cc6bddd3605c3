import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Runs `work` for a caller, or lets the caller share the run already pending or in flight. A
 * burst of identical reads (health probes, dashboards opened together) costs one run, and
 * every caller gets the result of a run that was pending or under way when it arrived: never
 * one that had already finished.
 *
 * A run starts on the next turn of the event loop, not at once, so that every request read in
 * this turn can join it (as DataLoader batches): PGlite runs a statement synchronously, so a
 * run started at once would finish before the next request was even parsed.
 */
export function shareInFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= nextTurn()
      .then(work)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
