import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminUsers } from "../db/schema";
import { AppError } from "../errors";
import { hashPassword } from "./passwords";

export interface AdminAccount {
  id: number;
  username: string;
  email: string;
  role: string;
  passwordHash: string;
}

const accountColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  role: adminUsers.role,
  passwordHash: adminUsers.passwordHash,
};

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

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db
        .update(adminUsers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(adminUsers.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(adminUsers);
      return row?.n ?? 0;
    },

    async create(username: string, password: string, email?: string): Promise<number> {
      const id = await accounts.createIfMissing(username, password, email);
      if (id === null) throw new AppError("conflict", `An admin named ${username} already exists`);
      return id;
    },

    /**
     * Inserts the admin unless the name is taken, atomically (two instances starting together
     * on one PostgreSQL both bootstrap): the new id, or null when it already existed.
     */
    async createIfMissing(username: string, password: string, email?: string) {
      const [row] = await db
        .insert(adminUsers)
        .values({
          username,
          email: email ?? `${username}@kazi.local`,
          passwordHash: await hashPassword(password),
        })
        .onConflictDoNothing({ target: adminUsers.username })
        .returning({ id: adminUsers.id });
      return row?.id ?? null;
    },

    async setPassword(username: string, password: string): Promise<void> {
      const rows = await db
        .update(adminUsers)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(adminUsers.username, username))
        .returning({ id: adminUsers.id });
      if (rows.length === 0) throw new AppError("not_found", `No admin named ${username}`);
    },
  };
  return accounts;
}

export type AdminAccounts = ReturnType<typeof createAdminAccounts>;

/** A password a person can type from a terminal: 18 random bytes, base64url. */
export function randomPassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * At start: the configured admin exists with the configured password; with none configured
 * and no admin at all, `admin` is created with a random password, returned to print once.
 */
export async function bootstrapAdmin(
  accounts: AdminAccounts,
  configured: { username?: string; password?: string },
): Promise<{ username: string; password: string } | null> {
  if (configured.username && configured.password) {
    const created = await accounts.createIfMissing(configured.username, configured.password);
    if (created === null) await accounts.setPassword(configured.username, configured.password);
    return null;
  }
  if ((await accounts.count()) > 0) return null;
  const password = randomPassword();
  // Another instance may have created it meanwhile: then its password was printed there.
  const created = await accounts.createIfMissing("admin", password);
  return created === null ? null : { username: "admin", password };
}
