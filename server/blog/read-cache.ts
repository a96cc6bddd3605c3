/**
 * A short-lived cache of public blog reads. Published posts change rarely and are read on
 * every page view, while PGlite answers one query at a time; caching keeps /blog and post
 * pages fast under load (bench/blog.ts). Writes through this process clear it at once; the
 * TTL bounds how stale another instance's reads can be when several share one PostgreSQL.
 */
export function createReadCache(options: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { expires: now + options.ttlMs, value });
      // A failed read is not cached.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
