import { randomUUID } from "node:crypto";
import type { LoginRequest, LoginResponse } from "../../contract/admin-auth";
import { AppError } from "../errors";
import { formatWait } from "../http/middleware/rate-limit";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import type { AdminAccount, AdminAccounts } from "./admin-accounts";
import type { AuditLog } from "./audit";
import { hashPassword, verifyPassword } from "./passwords";
import type { SessionStore } from "./sessions";
import { failureSubject, signInRules } from "./throttle";

export type PublicAdmin = Omit<AdminAccount, "passwordHash">;

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
  limiter: RateLimiter;
  audit: AuditLog;
}

export interface SignInResult {
  token: string;
  admin: PublicAdmin;
}

/** The one message for a wrong password and an unknown username alike. */
export const invalidCredentials = "Invalid credentials";

function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    "rate_limited",
    `Too many sign-in attempts. Try again in ${formatWait(retryAfterSeconds)}.`,
    undefined,
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * Checks a username and password and opens a session. Refuses with 429 + Retry-After when
 * this username has failed five times from this IP in 15 minutes, or this IP has tried 100
 * times in an hour; every outcome is written to the audit log.
 */
export async function signIn(
  deps: SignInDeps,
  credentials: { username: string; password: string },
  origin: RequestOrigin,
): Promise<SignInResult> {
  const { username, password } = credentials;
  const { ip } = origin;

  const failureCount = failureSubject(username, ip);
  const failures = await deps.limiter.peek(signInRules.failures, failureCount);
  if (!failures.allowed) {
    await deps.audit.record({ event: "lockout", username, ip, detail: "username and address" });
    throw tooManyAttempts(failures.retryAfterSeconds);
  }

  const attempts = await deps.limiter.hit(signInRules.attemptsPerIp, ip);
  if (!attempts.allowed) {
    await deps.audit.record({ event: "lockout", username, ip, detail: "address" });
    throw tooManyAttempts(attempts.retryAfterSeconds);
  }

  const account = await deps.findAdminByUsername(username);
  const hash = account?.passwordHash ?? (await deps.dummyHash());
  const passwordMatches = await deps.verifyPassword(hash, password);

  if (!account || !passwordMatches) {
    await deps.limiter.hit(signInRules.failures, failureCount);
    await deps.audit.record({ event: "sign_in_failed", username, ip });
    throw new AppError("unauthorized", invalidCredentials);
  }

  await deps.limiter.reset(signInRules.failures, failureCount);
  const token = await deps.startSession(account.id, origin);
  await deps.audit.record({ event: "sign_in", username: account.username, ip });
  const { passwordHash: _hash, ...admin } = account;
  return { token, admin };
}

/** The sign-in the login route calls, wired to the real accounts, sessions and argon2id. */
export function createSignIn(
  accounts: AdminAccounts,
  sessions: SessionStore,
  limiter: RateLimiter,
  audit: AuditLog,
) {
  // Made once at start with the same cost as real hashes (see SignInDeps.dummyHash).
  const dummy = hashPassword(randomUUID());
  const deps: SignInDeps = {
    findAdminByUsername: (username) => accounts.findByUsername(username),
    verifyPassword: (hash, password) => verifyPassword(hash, password),
    dummyHash: () => dummy,
    startSession: (adminId, origin) => sessions.create(adminId, origin),
    limiter,
    audit,
  };
  return async (credentials: LoginRequest, origin: RequestOrigin): Promise<LoginResponse> => {
    const { token, admin } = await signIn(deps, credentials, origin);
    return { success: true, token, admin };
  };
}
