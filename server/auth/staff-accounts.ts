import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type {
  FirstPasswordResponse,
  NewStaffAccountRequest,
  StaffAccount,
  StaffAccountChange,
  StaffRole,
} from "../../contract/admin-accounts";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { adminUsers } from "../db/schema";
import { AppError } from "../errors";
import { identityColumns, randomPassword } from "./admin-accounts";
import type { AuditEvent, AuditLog } from "./audit";
import { hashPassword } from "./passwords";
import type { SessionStore } from "./sessions";

/** The signed-in owner making a change, as the audit log names them. */
export interface Actor {
  id: number;
  username: string;
  ip: string;
}

const listColumns = {
  ...identityColumns,
  disabledAt: adminUsers.disabledAt,
  createdAt: adminUsers.createdAt,
};

interface Row {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  disabledAt: Date | null;
  mustChangePassword: boolean;
  createdAt: Date;
}

function toAccount({ disabledAt, createdAt, ...row }: Row): StaffAccount {
  return { ...row, disabled: disabledAt !== null, createdAt: createdAt.toISOString() };
}

const whatSelfCannot = {
  role: "You cannot change your own role: ask another owner.",
  disable: "You cannot disable your own account: ask another owner.",
  remove: "You cannot remove your own account: ask another owner.",
  reset: "Change your own password from Account, with your current one.",
} as const;

/**
 * What an owner does to staff accounts from the panel. Every change is audited with the owner's
 * name; an owner never acts on their own account here, and the last active owner is never
 * disabled, demoted or removed, so the panel always keeps someone who can manage it.
 */
export function createStaffAccounts(db: Database, sessions: SessionStore, audit: AuditLog) {
  async function find(within: Database, id: number): Promise<Row> {
    const [row] = await within.select(listColumns).from(adminUsers).where(eq(adminUsers.id, id));
    if (!row) throw new AppError("not_found", "No staff account with this id.");
    return row;
  }

  async function record(actor: Actor, event: AuditEvent, target: Row, more = "") {
    await audit.record({
      event,
      username: actor.username,
      ip: actor.ip,
      detail: `account ${target.username} (id ${target.id})${more}`,
    });
  }

  /** A generated password for `id`, to change at its first sign-in; ends its sessions. */
  async function giveFirstPassword(within: Database, id: number): Promise<string> {
    const firstPassword = randomPassword();
    await within
      .update(adminUsers)
      .set({
        passwordHash: await hashPassword(firstPassword),
        mustChangePassword: true,
        updatedAt: new Date(),
      })
      .where(eq(adminUsers.id, id));
    await sessions.revokeAll(id, within);
    return firstPassword;
  }

  /**
   * Runs `apply` on account `id` with every active owner's row locked. As an owner never acts
   * on their own account, the target is the last active owner only when two owners act on
   * each other at once: the second then finds one owner left and is refused, and so is an
   * actor whose own owner rights went meanwhile.
   */
  async function underOwnerLock(
    actor: Actor,
    id: number,
    action: keyof typeof whatSelfCannot,
    /** Whether the change leaves the target no longer an active owner. */
    takesOwnerAway: boolean,
    apply: (tx: Database) => Promise<void>,
  ): Promise<Row> {
    if (id === actor.id) throw new AppError("invalid_input", whatSelfCannot[action]);
    return db.transaction(async (tx) => {
      const owners = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.role, "owner"), isNull(adminUsers.disabledAt)))
        .for("update");
      const target = await find(tx, id);
      const isActiveOwner = owners.some((owner) => owner.id === id);
      if (isActiveOwner && takesOwnerAway && owners.length < 2) {
        throw new AppError(
          "conflict",
          `${target.username} is the last active owner: make another account an owner first.`,
        );
      }
      if (!owners.some((owner) => owner.id === actor.id)) {
        throw new AppError("forbidden", "Only an owner can manage staff accounts.");
      }
      await apply(tx);
      return target;
    });
  }

  return {
    async list(): Promise<StaffAccount[]> {
      const rows = await db.select(listColumns).from(adminUsers).orderBy(asc(adminUsers.username));
      return rows.map(toAccount);
    },

    async add(actor: Actor, input: NewStaffAccountRequest): Promise<FirstPasswordResponse> {
      const firstPassword = randomPassword();
      const [account] = await db
        .insert(adminUsers)
        .values({
          username: input.username,
          email: input.email,
          role: input.role,
          passwordHash: await hashPassword(firstPassword),
          mustChangePassword: true,
        })
        .returning(listColumns)
        .catch((err: unknown) => {
          if (!isUniqueViolation(err)) throw err;
          throw new AppError("conflict", "An account with this username or email already exists.");
        });
      if (!account) throw new Error("INSERT ... RETURNING answered no row");
      await record(actor, "account_created", account, `, ${account.role}`);
      return { account: toAccount(account), firstPassword };
    },

    async change(actor: Actor, id: number, change: StaffAccountChange): Promise<StaffAccount> {
      if ("role" in change) {
        const before = await underOwnerLock(
          actor,
          id,
          "role",
          change.role !== "owner",
          async (tx) => {
            await tx
              .update(adminUsers)
              .set({ role: change.role, updatedAt: new Date() })
              .where(eq(adminUsers.id, id));
          },
        );
        if (before.role !== change.role) {
          await record(actor, "account_role_changed", before, `: ${before.role} -> ${change.role}`);
        }
      } else {
        const before = await underOwnerLock(actor, id, "disable", change.disabled, async (tx) => {
          await tx
            .update(adminUsers)
            .set({ disabledAt: change.disabled ? sql`now()` : null, updatedAt: new Date() })
            .where(eq(adminUsers.id, id));
          if (change.disabled) await sessions.revokeAll(id, tx);
        });
        const wasDisabled = before.disabledAt !== null;
        if (wasDisabled !== change.disabled) {
          await record(actor, change.disabled ? "account_disabled" : "account_enabled", before);
        }
      }
      return toAccount(await find(db, id));
    },

    async resetPassword(actor: Actor, id: number): Promise<FirstPasswordResponse> {
      if (id === actor.id) throw new AppError("invalid_input", whatSelfCannot.reset);
      const target = await find(db, id);
      const firstPassword = await db.transaction((tx) => giveFirstPassword(tx, id));
      await record(actor, "account_password_reset", target);
      return { account: toAccount(await find(db, id)), firstPassword };
    },

    /** Deletes the account; its sessions go with it, its blog posts and uploads stay, unsigned. */
    async remove(actor: Actor, id: number): Promise<void> {
      const target = await underOwnerLock(actor, id, "remove", true, async (tx) => {
        await tx.delete(adminUsers).where(eq(adminUsers.id, id));
      });
      await record(actor, "account_removed", target, `, ${target.role}`);
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
