import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../../errors";
import { addressGroup } from "../../rate-limit/address-group";
import { formatWait, type RateLimiter, type RateLimitRule } from "../../rate-limit/rate-limiter";
import type { AppEnv } from "../env";

/**
 * Rejects with 429 (and Retry-After) once `subject` has used up `rule`. The subject defaults
 * to the client's address (an IPv6 one by its /64); pass another (a session id, a username)
 * for finer limits.
 */
export function rateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  options: { subject?: (c: Context<AppEnv>) => string; message?: string } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const subject = options.subject ? options.subject(c) : addressGroup(c.get("clientIp"));
    const result = await limiter.hit(rule, subject);
    if (!result.allowed) {
      throw new AppError(
        "rate_limited",
        options.message ??
          `Too many requests. Please try again in ${formatWait(result.retryAfterSeconds)}.`,
        undefined,
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    }
    await next();
  };
}
