import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { AppError } from "../errors";
import { createLockCache } from "./lock-cache";

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
  /**
   * True for exactly one refused hit per subject and window: the one that went over the limit.
   * Callers that log refusals log that one only, so a flood of refused requests writes nothing.
   */
  firstRefusal: boolean;
}

export interface RateLimiter {
  /**
   * Counts one hit for `subject` (an IP, a session, a username) and says if it is allowed. The
   * count is taken atomically, so a check that must hold under parallel requests (a password
   * guess) calls `hit` before the work it guards, never after. When the database has not
   * answered within RATE_LIMIT_WAIT_MS, throws a 503 AppError (fails closed, ADR 028).
   */
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult>;
  /** Forgets a subject's count, e.g. after a successful sign-in. */
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  /** Drops windows older than a day; run now and then. */
  prune(): Promise<void>;
}

/**
 * How long a hit may wait for the database's answer (ADR 028). The upsert takes a few ms; one
 * that has not answered in a second is behind a stalled or flooded database, which the work it
 * guards (a chat turn, a contact write, a sign-in) would wait on next anyway.
 */
export const RATE_LIMIT_WAIT_MS = 1000;
/** Seconds a request refused because the limiter could not answer is asked to wait. */
export const LIMITER_BUSY_RETRY_SECONDS = 10;
export const LIMITER_BUSY_MESSAGE =
  "We are very busy right now and your request was not sent. Please try again in a few seconds.";

/**
 * A limiter that cannot answer in time refuses (fails closed, ADR 028): 503 with Retry-After,
 * so the request does no work and writes nothing. Letting it through would hand a stalled
 * database more work and open sign-in to unlimited password guesses whenever it is slow.
 */
function limiterUnavailable(): AppError {
  return new AppError("unavailable", LIMITER_BUSY_MESSAGE, undefined, {
    "Retry-After": String(LIMITER_BUSY_RETRY_SECONDS),
  });
}

/** `work`'s result, or the 503 above once `ms` pass first; `work` still runs to its end. */
async function answeredWithin<T>(query: PromiseLike<T>, ms: number): Promise<T> {
  // Once: a Drizzle query runs again each time it is awaited, and a hit must count once.
  const work = Promise.resolve(query);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(limiterUnavailable()), ms);
  });
  // Once given up on, the upsert's own failure has nobody to tell.
  work.catch(() => {});
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const allowedAlways: RateLimitResult = { allowed: true, retryAfterSeconds: 0, firstRefusal: false };

/**
 * Fixed-window counters in the database (one upsert per hit), so every instance behind a
 * load balancer enforces the same limit. A subject the database has refused is then refused
 * from memory until its window ends: a refused flood costs no database write. When limits are
 * off, every hit is allowed.
 */
export function createRateLimiter(db: Database, enabled: boolean): RateLimiter {
  const keyOf = (rule: RateLimitRule, subject: string) => `${rule.bucket}:${subject}`.slice(0, 255);
  // Exact across instances: once the shared count is over the limit it stays over until the
  // window ends (a reset only follows an allowed hit), so a locally known refusal is still true.
  const refused = createLockCache();

  return {
    async hit(rule, subject) {
      if (!enabled) return allowedAlways;
      const key = keyOf(rule, subject);
      const lockedFor = refused.secondsLeft(key);
      if (lockedFor > 0)
        return { allowed: false, retryAfterSeconds: lockedFor, firstRefusal: false };

      const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${rule.windowSeconds})`;
      // A hit given up on still counts when the database reaches it: one hit too many for a
      // request that was refused anyway, never one too few.
      const [row] = await answeredWithin(
        db
          .insert(rateLimits)
          .values({ key, windowStartedAt: sql`now()`, count: 1 })
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
          }),
        RATE_LIMIT_WAIT_MS,
      );
      const count = row?.count ?? 1;
      const retryAfterSeconds = Math.max(1, row?.remaining ?? rule.windowSeconds);
      if (count <= rule.limit) return { allowed: true, retryAfterSeconds, firstRefusal: false };
      refused.lock(key, retryAfterSeconds);
      return { allowed: false, retryAfterSeconds, firstRefusal: count === rule.limit + 1 };
    },
    async reset(rule, subject) {
      const key = keyOf(rule, subject);
      refused.forget(key);
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async prune() {
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStartedAt, sql`now() - interval '1 day'`));
    },
  };
}

/** A Retry-After in words for a refusal message: seconds up to a minute and a half, then minutes. */
export function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
