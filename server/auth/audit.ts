import { desc, lt, sql } from "drizzle-orm";
import { defaultAuditRetentionDays } from "../config";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

/** Security events written to `audit_log`. Never carries a password or a token. */
export const auditEvents = [
  "sign_in",
  "sign_in_failed",
  "lockout",
  "logout",
  "password_changed",
  "password_change_failed",
  /** A person's data erased on their request; `detail` names the kind and id, never the data. */
  "erasure",
  /** An owner's change to a staff account: `username` is the owner, `detail` the account. */
  "account_created",
  "account_role_changed",
  "account_disabled",
  "account_enabled",
  "account_removed",
  "account_password_reset",
  /** An owner downloaded a backup (all of the data at once); `detail` names the file. */
  "backup_downloaded",
] as const;
export type AuditEvent = (typeof auditEvents)[number];

export interface AuditEntry {
  event: AuditEvent;
  username?: string | null;
  ip?: string | null;
  detail?: string | null;
}

export interface AuditRecord extends Required<AuditEntry> {
  id: number;
  at: Date;
}

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  recent(limit: number): Promise<AuditRecord[]>;
  /** Deletes entries older than the retention; run at start and now and then. */
  prune(): Promise<void>;
}

/** Column widths of audit_log: a hostile username must not make the insert (and the sign-in) fail. */
const clip = (value: string | null | undefined, max: number) =>
  value == null ? null : value.slice(0, max);

/** `retentionDays`: how long an entry is kept (AUDIT_RETENTION_DAYS). */
export function createAuditLog(db: Database, retentionDays = defaultAuditRetentionDays): AuditLog {
  return {
    async record(entry) {
      await db.insert(auditLog).values({
        event: entry.event,
        username: clip(entry.username, 255),
        ip: clip(entry.ip, 64),
        detail: clip(entry.detail, 1000),
      });
    },
    async recent(limit) {
      const rows = await db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          event: auditLog.event,
          username: auditLog.username,
          ip: auditLog.ip,
          detail: auditLog.detail,
        })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, event: row.event as AuditEvent }));
    },
    async prune() {
      await db
        .delete(auditLog)
        .where(lt(auditLog.at, sql`now() - make_interval(days => ${retentionDays})`));
    },
  };
}
