import type { AdminAccounts } from "./admin-accounts";
import { randomPassword } from "./admin-accounts";
import type { SessionStore } from "./sessions";

/** What a start did to the staff accounts; see ADR 018 for why each case is what it is. */
export type BootstrapOutcome =
  /** Staff accounts exist and none is configured: nothing to do. */
  | { kind: "none" }
  /** The configured account did not exist and was created with ADMIN_PASSWORD. */
  | { kind: "created"; username: string }
  /** The configured account exists: its password, maybe changed in the panel, is kept. */
  | { kind: "kept"; username: string }
  /** ADMIN_PASSWORD_RESET applied ADMIN_PASSWORD and revoked the account's sessions. */
  | { kind: "reset"; username: string; revokedSessions: number }
  /** ADMIN_PASSWORD_RESET is still set, but this ADMIN_PASSWORD was applied before. */
  | { kind: "reset-already-applied"; username: string }
  /** No staff at all and none configured: `admin` with a generated, must-change password. */
  | { kind: "generated"; username: string; password: string };

export interface ConfiguredAdmin {
  username?: string;
  password?: string;
  /** ADMIN_PASSWORD_RESET: apply ADMIN_PASSWORD to an existing account, once per value. */
  reset: boolean;
}

/**
 * At start: a configured admin is created if missing and otherwise never overwritten, except
 * by the explicit one-shot reset; with none configured and no admin at all, `admin` is created
 * with a random password that must be changed at its first sign-in.
 */
export async function bootstrapAdmin(
  accounts: AdminAccounts,
  sessions: Pick<SessionStore, "revokeAll">,
  configured: ConfiguredAdmin,
): Promise<BootstrapOutcome> {
  const { username, password, reset } = configured;
  if (username && password) {
    // Looked up first: creating hashes the password (19 MB and a tenth of a second), which a
    // start that keeps the account does not need.
    const existing = await accounts.findByUsername(username);
    if (existing && !reset) return { kind: "kept", username };
    const created = existing
      ? null
      : await accounts.createIfMissing(username, password, { asEnvReset: reset, role: "owner" });
    if (created !== null) return { kind: "created", username };
    if (!reset) return { kind: "kept", username };
    const account = existing ?? (await accounts.findByUsername(username));
    // Deleted by hand between the two statements: the next start creates it.
    if (!account) return { kind: "none" };
    if (await accounts.envResetApplied(account.id, password)) {
      return { kind: "reset-already-applied", username };
    }
    await accounts.resetFromEnv(account.id, password);
    return { kind: "reset", username, revokedSessions: await sessions.revokeAll(account.id) };
  }
  if ((await accounts.count()) > 0) return { kind: "none" };
  const generated = randomPassword();
  // Another instance may have created it meanwhile: then its password file is over there.
  const created = await accounts.createIfMissing("admin", generated, {
    mustChangePassword: true,
    role: "owner",
  });
  return created === null
    ? { kind: "none" }
    : { kind: "generated", username: "admin", password: generated };
}
