import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

export interface RateLimitRule {
  /** Names the limit, e.g. "contact" or "login-ip". */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  count: number;
}

export interface RateLimiter {
  /** Counts one hit for `subject` (an IP, a session, a username) and says if it is allowed. */
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult>;
  /** Current count without counting a hit. */
  peek(rule: RateLimitRule, subject: string): Promise<RateLimitResult>;
  /** Forgets a subject's count, e.g. after a successful sign-in. */
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  /** Drops windows older than a day; run now and then. */
  prune(): Promise<void>;
}

/**
 * Fixed-window counters in the database (one upsert per hit), so every instance behind a
 * load balancer enforces the same limit. When limits are off, every hit is allowed.
 */
export function createRateLimiter(db: Database, enabled: boolean): RateLimiter {
  const keyOf = (rule: RateLimitRule, subject: string) => `${rule.bucket}:${subject}`.slice(0, 255);

  return {
    async hit(rule, subject) {
      if (!enabled) return { allowed: true, retryAfterSeconds: 0, count: 0 };
      const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: keyOf(rule, subject), windowStartedAt: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStartedAt} END`,
          },
        })
        .returning({
          count: rateLimits.count,
          remaining: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
        });
      const count = row?.count ?? 1;
      return {
        allowed: count <= rule.limit,
        retryAfterSeconds: Math.max(1, row?.remaining ?? rule.windowSeconds),
        count,
      };
    },
    async peek(rule, subject) {
      if (!enabled) return { allowed: true, retryAfterSeconds: 0, count: 0 };
      const rows = await db
        .select({
          count: rateLimits.count,
          remaining: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
        })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${keyOf(rule, subject)}`);
      const row = rows[0];
      if (!row || row.remaining <= 0) return { allowed: true, retryAfterSeconds: 0, count: 0 };
      return {
        allowed: row.count < rule.limit,
        retryAfterSeconds: Math.max(1, row.remaining),
        count: row.count,
      };
    },
    async reset(rule, subject) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${keyOf(rule, subject)}`);
    },
    async prune() {
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStartedAt, sql`now() - interval '1 day'`));
    },
  };
}
