/** `scheduler.yield()`, where the browser has it (Chromium 129+, Firefox 142+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Gives the main thread back to the browser (input, paint, other tasks) and resumes in a task of
 * its own: work split at these points never adds up to one long task. `scheduler.yield()` resumes
 * ahead of other queued tasks; elsewhere a macrotask does the same, a little later.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
