import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime, updatedAt } from "./columns";

/**
 * `users`: unused, kept so the schema matches the product's data model; staff sign in through
 * `admin_users`.
 */
export const users = pgTable("users", {
  id: id(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
});

/**
 * Staff accounts. An owner may do everything; a consultant everything but manage accounts.
 * A direct insert gets the lesser role: an owner is made on purpose (first account, CLI, panel).
 */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    username: varchar("username", { length: 50 }).notNull().unique(),
    email: varchar("email", { length: 255 }).notNull().unique(),
    passwordHash: varchar("password_hash", { length: 255 }).notNull(),
    role: varchar("role", { length: 50 }).notNull().default("consultant"),
    /** Set while the password is one Kazi generated: every staff call but the change answers 403. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /**
     * The hash of the ADMIN_PASSWORD a start last applied with ADMIN_PASSWORD_RESET=1, so a
     * flag left in the environment does not apply the same value again at every start (ADR 018).
     */
    envResetHash: varchar("env_reset_hash", { length: 255 }),
    /** Set while an owner has disabled the account: it cannot sign in and has no live session. */
    disabledAt: optionalTime("disabled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check("admin_users_role_known", sql`${table.role} in ('owner', 'consultant')`)],
);

/** Opaque bearer tokens: only a SHA-256 of the token is stored, never the token itself. */
export const adminSessions = pgTable("admin_sessions", {
  id: id(),
  tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
  adminId: integer("admin_id")
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  lastUsedAt: optionalTime("last_used_at").notNull().defaultNow(),
  idleExpiresAt: optionalTime("idle_expires_at").notNull(),
  absoluteExpiresAt: optionalTime("absolute_expires_at").notNull(),
  revokedAt: optionalTime("revoked_at"),
  ip: varchar("ip", { length: 64 }),
  userAgent: varchar("user_agent", { length: 500 }),
});

/** Security-relevant events: sign-in, failure, lockout, logout, password change. */
export const auditLog = pgTable("audit_log", {
  id: id(),
  at: createdAt(),
  event: varchar("event", { length: 50 }).notNull(),
  username: varchar("username", { length: 255 }),
  ip: varchar("ip", { length: 64 }),
  detail: text("detail"),
});
