import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../../errors";
import { addressGroup } from "../../rate-limit/address-group";
import { formatWait, type RateLimiter, type RateLimitRule } from "../../rate-limit/rate-limiter";
import type { AppEnv } from "../env";

/**
 * Counts one use of `rule` by `subject` and throws rate_limited (with Retry-After) once it is
 * used up. The middleware below and the page forms posted without JavaScript both call it, so
 * a form has one limit whichever way it is sent.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  subject: string,
  message?: string,
): Promise<void> {
  const result = await limiter.hit(rule, subject);
  if (result.allowed) return;
  throw new AppError(
    "rate_limited",
    message ?? `Too many requests. Please try again in ${formatWait(result.retryAfterSeconds)}.`,
    undefined,
    { "Retry-After": String(result.retryAfterSeconds) },
  );
}

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
    await enforceRateLimit(limiter, rule, subject, options.message);
    await next();
  };
}
