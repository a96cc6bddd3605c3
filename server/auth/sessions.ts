import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { StaffRole } from "../../contract/admin-accounts";
import type { Database } from "../db/client";
import { adminSessions, adminUsers } from "../db/schema";

export interface SessionPolicy {
  idleHours: number;
  absoluteDays: number;
}

export interface SessionAdmin {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  /** Only me, logout and the password change answer until it is changed (ADR 018). */
  mustChangePassword: boolean;
}

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak leaks no session. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** How stale lastUsedAt may get before a request slides the idle expiry again. */
const SLIDE_EVERY_MS = 60_000;

export function createSessionStore(db: Database, policy: SessionPolicy) {
  const idleMs = policy.idleHours * 3600_000;
  return {
    async create(adminId: number, meta: { ip: string; userAgent?: string }): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      await db.insert(adminSessions).values({
        tokenHash: hashToken(token),
        adminId,
        idleExpiresAt: new Date(now + idleMs),
        absoluteExpiresAt: new Date(now + policy.absoluteDays * 86400_000),
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 500),
      });
      return token;
    },

    /**
     * The admin behind a live token, sliding its idle expiry; null when unknown, expired or
     * revoked. One read per request; the expiry is written at most once a minute per session,
     * so a busy staff panel does not turn every read into a database write.
     */
    async verify(token: string): Promise<(SessionAdmin & { tokenHash: string }) | null> {
      const tokenHash = hashToken(token);
      const now = new Date();
      const [row] = await db
        .select({
          id: adminUsers.id,
          username: adminUsers.username,
          email: adminUsers.email,
          role: sql<StaffRole>`${adminUsers.role}`,
          mustChangePassword: adminUsers.mustChangePassword,
          lastUsedAt: adminSessions.lastUsedAt,
        })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
        .where(
          and(
            eq(adminSessions.tokenHash, tokenHash),
            isNull(adminSessions.revokedAt),
            // A disabled account's sessions end at once, whatever revoking did or did not do.
            isNull(adminUsers.disabledAt),
            gt(adminSessions.idleExpiresAt, now),
            gt(adminSessions.absoluteExpiresAt, now),
          ),
        );
      if (!row) return null;
      if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_EVERY_MS) {
        await db
          .update(adminSessions)
          .set({ lastUsedAt: now, idleExpiresAt: new Date(now.getTime() + idleMs) })
          .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(adminSessions.revokedAt)));
      }
      const { lastUsedAt: _used, ...admin } = row;
      return { ...admin, tokenHash };
    },

    async revoke(tokenHash: string): Promise<void> {
      await db
        .update(adminSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(adminSessions.revokedAt)));
    },

    /**
     * Revokes every live session of an admin (a password reset, a disabled account), inside
     * the caller's transaction when given one.
     */
    async revokeAll(adminId: number, within: Database = db): Promise<number> {
      const revoked = await within
        .update(adminSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)))
        .returning({ id: adminSessions.id });
      return revoked.length;
    },

    /** Revokes every session of an admin except the one given (after a password change). */
    async revokeOthers(adminId: number, keepTokenHash: string): Promise<number> {
      const revoked = await db
        .update(adminSessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(adminSessions.adminId, adminId),
            ne(adminSessions.tokenHash, keepTokenHash),
            isNull(adminSessions.revokedAt),
          ),
        )
        .returning({ id: adminSessions.id });
      return revoked.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
