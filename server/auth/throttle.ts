import type { RateLimitRule } from "../rate-limit/rate-limiter";

/** Brute-force limits of the sign-in and password change, counted in the shared `rate_limits` table. */
export const signInRules = {
  /** Five wrong passwords for one username from one IP; the sixth attempt within 15 min is refused. */
  failures: { bucket: "signin-fail", limit: 5, windowSeconds: 15 * 60 },
  /** Every attempt from one IP counts, whatever the username: stops username spraying. */
  attemptsPerIp: { bucket: "signin-ip", limit: 100, windowSeconds: 60 * 60 },
  /**
   * Five wrong current passwords for one admin id, wherever they come from; the sixth change
   * within 15 min is refused, so a stolen token cannot be used to guess the password.
   */
  passwordChangeFailures: { bucket: "password-change-fail", limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The subject of the failure counter. The username is trimmed and lower-cased so "Admin" and
 * "admin " share one lockout, and cut so the key fits the column.
 */
export function failureSubject(username: string, ip: string): string {
  return `${ip.slice(0, 64)}:${username.trim().toLowerCase().slice(0, 100)}`;
}
