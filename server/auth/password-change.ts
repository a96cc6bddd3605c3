import { AppError } from "../errors";
import { formatWait, type RateLimiter } from "../rate-limit/rate-limiter";
import type { AdminAccount, AdminAccounts } from "./admin-accounts";
import type { AuditLog } from "./audit";
import { hashPassword, verifyPassword } from "./passwords";
import type { SessionStore } from "./sessions";
import type { RequestOrigin } from "./sign-in";
import { signInRules } from "./throttle";

export interface PasswordChangeDeps {
  findAdminById(id: number): Promise<AdminAccount | undefined>;
  verifyPassword(hash: string, password: string): Promise<boolean>;
  hashPassword(password: string): Promise<string>;
  updatePasswordHash(adminId: number, hash: string): Promise<void>;
  /** Revokes every live session of the admin except the current one; returns how many. */
  revokeOtherSessions(adminId: number, keepTokenHash: string): Promise<number>;
  limiter: RateLimiter;
  audit: AuditLog;
}

/**
 * Changes the signed-in admin's own password. The current password is required, and every
 * other session of the admin is revoked so a stolen token dies with the old password. After
 * five wrong current passwords in 15 minutes for this admin, changes answer 429 + Retry-After
 * (audited once per window, not per refused request).
 */
export async function changePassword(
  deps: PasswordChangeDeps,
  input: {
    adminId: number;
    sessionTokenHash: string;
    currentPassword: string;
    newPassword: string;
  },
  origin: RequestOrigin,
): Promise<{ revokedSessions: number }> {
  const account = await deps.findAdminById(input.adminId);
  if (!account) throw new AppError("unauthorized", "Your session has ended. Please sign in again.");

  const rule = signInRules.passwordChangeFailures;
  const subject = String(account.id);
  // Counted before the hash is verified: parallel guesses on one stolen token cannot all
  // read the old count. A right password gives its reservation back below.
  const reserved = await deps.limiter.hit(rule, subject);
  if (!reserved.allowed) {
    if (reserved.firstRefusal) {
      await deps.audit.record({
        event: "lockout",
        username: account.username,
        ip: origin.ip,
        detail: "password change",
      });
    }
    throw new AppError(
      "rate_limited",
      `Too many wrong passwords. Try again in ${formatWait(reserved.retryAfterSeconds)}.`,
      undefined,
      { "Retry-After": String(reserved.retryAfterSeconds) },
    );
  }

  if (!(await deps.verifyPassword(account.passwordHash, input.currentPassword))) {
    await deps.audit.record({
      event: "password_change_failed",
      username: account.username,
      ip: origin.ip,
    });
    throw new AppError("invalid_input", "The current password is not correct.", {
      currentPassword: "The current password is not correct.",
    });
  }
  await deps.limiter.reset(rule, subject);
  if (input.newPassword === input.currentPassword) {
    throw new AppError(
      "invalid_input",
      "Choose a new password that differs from the current one.",
      {
        newPassword: "Choose a new password that differs from the current one.",
      },
    );
  }

  await deps.updatePasswordHash(account.id, await deps.hashPassword(input.newPassword));
  const revokedSessions = await deps.revokeOtherSessions(account.id, input.sessionTokenHash);
  await deps.audit.record({
    event: "password_changed",
    username: account.username,
    ip: origin.ip,
    detail: `${revokedSessions} other session(s) revoked`,
  });
  return { revokedSessions };
}

/** The password change the account route calls, wired to the real accounts and sessions. */
export function createPasswordChange(
  accounts: AdminAccounts,
  sessions: SessionStore,
  limiter: RateLimiter,
  audit: AuditLog,
) {
  const deps: PasswordChangeDeps = {
    findAdminById: (id) => accounts.findById(id),
    verifyPassword,
    hashPassword,
    updatePasswordHash: (id, hash) => accounts.updatePasswordHash(id, hash),
    revokeOtherSessions: (adminId, keep) => sessions.revokeOthers(adminId, keep),
    limiter,
    audit,
  };
  return (input: Parameters<typeof changePassword>[1], origin: RequestOrigin) =>
    changePassword(deps, input, origin);
}
