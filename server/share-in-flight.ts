/**
 * Runs `work` for a caller, or lets the caller share the run already in flight. A burst of
 * identical reads (health probes, dashboards opened together) costs one run, and every caller
 * still gets a result computed after it arrived or under way when it did: nothing older.
 */
export function shareInFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= work().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
