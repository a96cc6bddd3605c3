import { randomUUID } from "node:crypto";
import type { LoginRequest, LoginResponse } from "../../contract/admin-auth";
import { AppError } from "../errors";
import { addressGroup } from "../rate-limit/address-group";
import { createFloodGate, type FloodGate } from "../rate-limit/flood-gate";
import { formatWait, type RateLimiter } from "../rate-limit/rate-limiter";
import type { AdminAccount, AdminAccounts } from "./admin-accounts";
import type { AuditLog } from "./audit";
import { hashPassword, verifyPassword } from "./passwords";
import type { SessionStore } from "./sessions";
import { accountSubject, failureSubject, signInFlood, signInRules } from "./throttle";

export type PublicAdmin = Omit<AdminAccount, "passwordHash" | "disabled">;

export interface RequestOrigin {
  ip: string;
  userAgent?: string;
}

export interface SignInDeps {
  findAdminByUsername(username: string): Promise<AdminAccount | undefined>;
  verifyPassword(hash: string, password: string): Promise<boolean>;
  /**
   * A hash made with the same cost as real ones. It is verified when the username is unknown,
   * so an unknown user and a wrong password cost the same time (no username probing).
   */
  dummyHash(): Promise<string>;
  startSession(adminId: number, origin: RequestOrigin): Promise<string>;
  /** The in-memory check every attempt passes before it reaches the database. */
  floodGate: FloodGate;
  limiter: RateLimiter;
  audit: AuditLog;
}

export interface SignInResult {
  token: string;
  admin: PublicAdmin;
}

/** The one message for a wrong password and an unknown username alike. */
export const invalidCredentials = "Invalid credentials";
export const disabledAccount = "This account is disabled. Ask an owner to enable it.";

function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    "rate_limited",
    `Too many sign-in attempts. Try again in ${formatWait(retryAfterSeconds)}.`,
    undefined,
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * Checks a username and password and opens a session. Every attempt is counted before the
 * password is verified, so parallel guesses cannot all read the old count. Refuses with 429 +
 * Retry-After when this address (an IPv6 one by its /64) floods (in memory, before the
 * database), has tried 100 times in an hour, or this username has failed 5 times from this
 * address in 15 minutes or 10 times from anywhere in 5 minutes. A refusal is audited once per
 * counter and window, not per request.
 */
export async function signIn(
  deps: SignInDeps,
  credentials: { username: string; password: string },
  origin: RequestOrigin,
): Promise<SignInResult> {
  const { username, password } = credentials;
  const { ip } = origin;

  // Counted by /64 for IPv6 (one host has a whole /64); audited with the full address.
  const network = addressGroup(ip);
  const flood = deps.floodGate(network);
  if (!flood.allowed) throw tooManyAttempts(flood.retryAfterSeconds);

  const pairSubject = failureSubject(username, network);
  const account = accountSubject(username);
  const counters = [
    [signInRules.attemptsPerIp, network, "address"],
    [signInRules.failures, pairSubject, "username and address"],
    [signInRules.accountFailures, account, "account"],
  ] as const;
  for (const [rule, subject, detail] of counters) {
    const reserved = await deps.limiter.hit(rule, subject);
    if (reserved.allowed) continue;
    if (reserved.firstRefusal) {
      const named = await accountNamed(deps, username);
      await deps.audit.record({ event: "lockout", username: named, ip, detail });
    }
    throw tooManyAttempts(reserved.retryAfterSeconds);
  }

  const found = await deps.findAdminByUsername(username);
  const hash = found?.passwordHash ?? (await deps.dummyHash());
  const passwordMatches = await deps.verifyPassword(hash, password);

  if (!found || !passwordMatches) {
    // L7: what was typed is kept only when it names an account; otherwise it may be a
    // password typed into the wrong box.
    await deps.audit.record({
      event: "sign_in_failed",
      username: found?.username ?? null,
      ip,
      detail: found ? null : "unknown username",
    });
    throw new AppError("unauthorized", invalidCredentials);
  }
  // Said only to someone who knows the password, so it tells a stranger nothing.
  if (found.disabled) {
    await deps.audit.record({
      event: "sign_in_failed",
      username: found.username,
      ip,
      detail: "account disabled",
    });
    throw new AppError("unauthorized", disabledAccount);
  }

  await deps.limiter.reset(signInRules.failures, pairSubject);
  await deps.limiter.reset(signInRules.accountFailures, account);
  const token = await deps.startSession(found.id, origin);
  await deps.audit.record({ event: "sign_in", username: found.username, ip });
  const { passwordHash: _hash, disabled: _disabled, ...admin } = found;
  return { token, admin };
}

/** The account a typed username names, as typed or as the counters see it; null for none. */
async function accountNamed(deps: SignInDeps, typed: string): Promise<string | null> {
  const account =
    (await deps.findAdminByUsername(typed)) ??
    (await deps.findAdminByUsername(accountSubject(typed)));
  return account?.username ?? null;
}

/** The sign-in the login route calls, wired to the real accounts, sessions and argon2id. */
export function createSignIn(
  accounts: AdminAccounts,
  sessions: SessionStore,
  limiter: RateLimiter,
  audit: AuditLog,
  rateLimits: boolean,
) {
  // Made once at start with the same cost as real hashes (see SignInDeps.dummyHash).
  const dummy = hashPassword(randomUUID());
  const deps: SignInDeps = {
    findAdminByUsername: (username) => accounts.findByUsername(username),
    verifyPassword: (hash, password) => verifyPassword(hash, password),
    dummyHash: () => dummy,
    startSession: (adminId, origin) => sessions.create(adminId, origin),
    floodGate: createFloodGate(signInFlood, rateLimits),
    limiter,
    audit,
  };
  return async (credentials: LoginRequest, origin: RequestOrigin): Promise<LoginResponse> => {
    const { token, admin } = await signIn(deps, credentials, origin);
    return { success: true, token, admin };
  };
}
