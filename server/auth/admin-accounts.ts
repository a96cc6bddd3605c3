import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { StaffRole } from "../../contract/admin-accounts";
import type { Database } from "../db/client";
import { adminUsers } from "../db/schema";
import { AppError } from "../errors";
import { hashPassword, verifyPassword } from "./passwords";

export interface AdminAccount {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  passwordHash: string;
  /** The password is one Kazi generated: it must be changed before anything else (ADR 018). */
  mustChangePassword: boolean;
  /** An owner disabled the account: the right password still does not sign it in. */
  disabled: boolean;
}

/** Who a staff account is: the columns every read of an account starts with. */
export const identityColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  // The check constraint admin_users_role_known holds the column to these two values.
  role: sql<StaffRole>`${adminUsers.role}`,
  mustChangePassword: adminUsers.mustChangePassword,
};

const accountColumns = {
  ...identityColumns,
  passwordHash: adminUsers.passwordHash,
  disabled: sql<boolean>`${adminUsers.disabledAt} is not null`,
};

export interface NewAccountOptions {
  email?: string;
  /** Consultant unless said: an owner is made on purpose (first account, CLI, an owner's choice). */
  role?: StaffRole;
  /** Kazi generated the password: it must be changed at first sign-in. */
  mustChangePassword?: boolean;
  /** Created from ADMIN_PASSWORD with ADMIN_PASSWORD_RESET set: counts as that reset applied. */
  asEnvReset?: boolean;
}

export function createAdminAccounts(db: Database) {
  const accounts = {
    async findByUsername(username: string): Promise<AdminAccount | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(adminUsers)
        .where(eq(adminUsers.username, username));
      return row;
    },

    async findById(id: number): Promise<AdminAccount | undefined> {
      const [row] = await db.select(accountColumns).from(adminUsers).where(eq(adminUsers.id, id));
      return row;
    },

    /** The admin's own new password (Account dialog): a forced change is thereby done. */
    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db
        .update(adminUsers)
        .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
        .where(eq(adminUsers.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(adminUsers);
      return row?.n ?? 0;
    },

    async create(username: string, password: string, options: NewAccountOptions = {}) {
      const id = await accounts.createIfMissing(username, password, options);
      if (id === null) throw new AppError("conflict", `An admin named ${username} already exists`);
      return id;
    },

    /**
     * Inserts the admin unless the name is taken, atomically (two instances starting together
     * on one PostgreSQL both bootstrap): the new id, or null when it already existed. The
     * conflict is on any unique column: two racing inserts of one account may meet first on
     * its email, which a username-only arbiter turns into an error that stops the start.
     */
    async createIfMissing(username: string, password: string, options: NewAccountOptions = {}) {
      const passwordHash = await hashPassword(password);
      const email = options.email ?? `${username}@kazi.local`;
      const [row] = await db
        .insert(adminUsers)
        .values({
          username,
          email,
          passwordHash,
          role: options.role ?? "consultant",
          mustChangePassword: options.mustChangePassword ?? false,
          envResetHash: options.asEnvReset ? passwordHash : null,
        })
        .onConflictDoNothing()
        .returning({ id: adminUsers.id });
      if (row) return row.id;
      if (await accounts.findByUsername(username)) return null;
      throw new AppError("conflict", `Another admin already uses the email ${email}`);
    },

    /**
     * An operator's reset (CLI): the new password, forced to change when Kazi generated it.
     * Returns the admin's id, for revoking its sessions.
     */
    async setPassword(
      username: string,
      password: string,
      options: { mustChangePassword: boolean },
    ): Promise<number> {
      const [row] = await db
        .update(adminUsers)
        .set({
          passwordHash: await hashPassword(password),
          mustChangePassword: options.mustChangePassword,
          updatedAt: new Date(),
        })
        .where(eq(adminUsers.username, username))
        .returning({ id: adminUsers.id });
      if (!row) throw new AppError("not_found", `No admin named ${username}`);
      return row.id;
    },

    /** Whether ADMIN_PASSWORD_RESET already applied this very password to the admin. */
    async envResetApplied(id: number, password: string): Promise<boolean> {
      const [row] = await db
        .select({ hash: adminUsers.envResetHash })
        .from(adminUsers)
        .where(eq(adminUsers.id, id));
      return row?.hash ? verifyPassword(row.hash, password) : false;
    },

    /** ADMIN_PASSWORD_RESET: the operator's password, remembered so it applies only once. */
    async resetFromEnv(id: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db
        .update(adminUsers)
        .set({
          passwordHash,
          envResetHash: passwordHash,
          mustChangePassword: false,
          updatedAt: new Date(),
        })
        .where(eq(adminUsers.id, id));
    },
  };
  return accounts;
}

export type AdminAccounts = ReturnType<typeof createAdminAccounts>;

/** A password a person can type from a terminal: 18 random bytes, base64url. */
export function randomPassword(): string {
  return randomBytes(18).toString("base64url");
}
