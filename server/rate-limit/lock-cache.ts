/** Keys refused until a time, held in memory. Bounded: a flood of fresh keys cannot grow it. */
export interface LockCache {
  lock(key: string, seconds: number): void;
  /** Whole seconds until the key is free again; 0 when it is not locked. */
  secondsLeft(key: string): number;
  forget(key: string): void;
}

export function createLockCache(maxKeys = 10_000): LockCache {
  const until = new Map<string, number>();

  const dropExpired = (now: number) => {
    for (const [key, end] of until) if (end <= now) until.delete(key);
  };

  return {
    lock(key, seconds) {
      const now = Date.now();
      if (until.size >= maxKeys) dropExpired(now);
      // Still full: forget the oldest lock. The database still refuses it, at the cost of a write.
      if (until.size >= maxKeys) {
        const oldest = until.keys().next().value;
        if (oldest !== undefined) until.delete(oldest);
      }
      until.delete(key);
      until.set(key, now + seconds * 1000);
    },
    secondsLeft(key) {
      const end = until.get(key);
      if (end === undefined) return 0;
      const left = end - Date.now();
      if (left > 0) return Math.ceil(left / 1000);
      until.delete(key);
      return 0;
    },
    forget(key) {
      until.delete(key);
    },
  };
}
