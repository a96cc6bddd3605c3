import type { FloodRule } from "../rate-limit/flood-gate";
import type { RateLimitRule } from "../rate-limit/rate-limiter";

/**
 * Brute-force limits of the sign-in and password change, counted in the shared `rate_limits`
 * table. Failure counters are reserved before the password is verified (a parallel burst cannot
 * all read the old count) and reset when it is right.
 */
export const signInRules = {
  /** Five wrong passwords for one username from one IP; the sixth attempt within 15 min is refused. */
  failures: { bucket: "signin-fail", limit: 5, windowSeconds: 15 * 60 },
  /**
   * Ten wrong passwords for one username from anywhere; then it is refused for the rest of
   * 5 minutes. Rotating addresses gets an attacker 10 guesses per 5 minutes per account at most,
   * and the lock a staff member can be put under is as short.
   */
  accountFailures: { bucket: "signin-account", limit: 10, windowSeconds: 5 * 60 },
  /** Every attempt from one IP counts, whatever the username: stops username spraying. */
  attemptsPerIp: { bucket: "signin-ip", limit: 100, windowSeconds: 60 * 60 },
  /**
   * Five wrong current passwords for one admin id, wherever they come from; the sixth change
   * within 15 min is refused, so a stolen token cannot be used to guess the password.
   */
  passwordChangeFailures: { bucket: "password-change-fail", limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * In memory, before any of the above: a burst of 30 sign-ins per address, then one a second.
 * Far above what a person does (the database limits decide that); it keeps a flood off the database.
 */
export const signInFlood: FloodRule = { burst: 30, perSecond: 1 };

/**
 * A username as the counters see it: trimmed and lower-cased so "Admin" and "admin " share one
 * lockout, and cut so the key fits the column.
 */
export function accountSubject(username: string): string {
  return username.trim().toLowerCase().slice(0, 100);
}

/** The subject of the per-username-and-address failure counter. */
export function failureSubject(username: string, ip: string): string {
  return `${ip.slice(0, 64)}:${accountSubject(username)}`;
}
