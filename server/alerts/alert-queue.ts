import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { AlertProblem } from "../../contract/admin-alerts";
import type { Database } from "../db/client";
import { chatInteractions, leadAlerts } from "../db/schema";

export type AlertChannel = "email" | "webhook";
export type AlertKind = "conversation" | "inquiry" | "digest";

/** An alert this instance holds the lease on; `attempts` counts this one. */
export interface ClaimedAlert {
  id: number;
  kind: AlertKind;
  leadId: number | null;
  channel: AlertChannel;
  attempts: number;
  /** The Nairobi date of a digest (from its key); null for a lead's alert. */
  digestDay: string | null;
}

/** Longer than any send may take (the channels time out well before), so a lease never lapses mid-send. */
const LEASE_SECONDS = 300;

/**
 * The alert queue in the database. Adding is idempotent (one row per lead and channel, whoever
 * adds it); claiming takes a lease in one statement whose candidate rows are locked with
 * FOR UPDATE SKIP LOCKED, so two instances draining one database never hold the same alert.
 * A result is recorded only by the holder of the current lease (the attempt number it claimed).
 */
export function createAlertQueue(db: Database, channels: readonly AlertChannel[]) {
  async function add(kind: AlertKind, leadId: number | null, key: string): Promise<void> {
    if (channels.length === 0) return;
    await db
      .insert(leadAlerts)
      .values(
        channels.map((channel) => ({ kind, leadId, channel, dedupeKey: `${key}:${channel}` })),
      )
      .onConflictDoNothing({ target: leadAlerts.dedupeKey });
  }

  /** Ends the lease: the row is free for the next claim (or finished). */
  const held = (alert: ClaimedAlert) =>
    and(eq(leadAlerts.id, alert.id), eq(leadAlerts.attempts, alert.attempts));

  return {
    /** A chat visitor became a lead: once per conversation, whichever turn says so first. */
    async addConversation(sessionId: string): Promise<void> {
      const [row] = await db
        .select({ id: chatInteractions.id })
        .from(chatInteractions)
        .where(eq(chatInteractions.sessionId, sessionId));
      if (row) await add("conversation", row.id, `conversation:${row.id}`);
    },

    async addInquiry(inquiryId: number): Promise<void> {
      await add("inquiry", inquiryId, `inquiry:${inquiryId}`);
    },

    /** One digest per Nairobi day (YYYY-MM-DD), whichever instance adds it first. */
    async addDigest(day: string): Promise<void> {
      await add("digest", null, `digest:${day}`);
    },

    async claim(limit: number): Promise<ClaimedAlert[]> {
      const due = db
        .select({ id: leadAlerts.id })
        .from(leadAlerts)
        .where(
          and(
            eq(leadAlerts.status, "pending"),
            lte(leadAlerts.nextAttemptAt, sql`now()`),
            or(isNull(leadAlerts.leasedUntil), lte(leadAlerts.leasedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(leadAlerts.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(leadAlerts)
        .set({
          attempts: sql`${leadAlerts.attempts} + 1`,
          leasedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where(inArray(leadAlerts.id, due))
        .returning({
          id: leadAlerts.id,
          kind: leadAlerts.kind,
          leadId: leadAlerts.leadId,
          channel: leadAlerts.channel,
          attempts: leadAlerts.attempts,
          dedupeKey: leadAlerts.dedupeKey,
        });
      return rows
        .sort((a, b) => a.id - b.id)
        .map(({ dedupeKey, ...row }) => ({
          ...row,
          kind: row.kind as AlertKind,
          channel: row.channel as AlertChannel,
          digestDay: row.kind === "digest" ? (dedupeKey.split(":")[1] ?? null) : null,
        }));
    },

    async markSent(alert: ClaimedAlert): Promise<void> {
      await db
        .update(leadAlerts)
        .set({ status: "sent", sentAt: sql`now()`, leasedUntil: null })
        .where(held(alert));
    },

    /** Nothing to send any more (the lead was erased, a digest with no lead in it). */
    async markDropped(alert: ClaimedAlert, reason: string): Promise<void> {
      await db
        .update(leadAlerts)
        .set({ status: "dropped", lastError: reason, leasedUntil: null })
        .where(held(alert));
    },

    /** A failed attempt: tried again after `retryInMs`, or given up on when that is null. */
    async markFailed(alert: ClaimedAlert, error: string, retryInMs: number | null): Promise<void> {
      await db
        .update(leadAlerts)
        .set({
          status: retryInMs === null ? "failed" : "pending",
          lastError: error,
          leasedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${(retryInMs ?? 0) / 1000})`,
        })
        .where(held(alert));
    },

    /** Alerts that failed at least once and are not sent: for the panel, newest first. */
    async problems(limit: number): Promise<AlertProblem[]> {
      const rows = await db
        .select({
          id: leadAlerts.id,
          kind: leadAlerts.kind,
          leadId: leadAlerts.leadId,
          channel: leadAlerts.channel,
          status: leadAlerts.status,
          attempts: leadAlerts.attempts,
          lastError: leadAlerts.lastError,
          nextAttemptAt: leadAlerts.nextAttemptAt,
          createdAt: leadAlerts.createdAt,
        })
        .from(leadAlerts)
        .where(
          and(inArray(leadAlerts.status, ["pending", "failed"]), isNotNull(leadAlerts.lastError)),
        )
        .orderBy(desc(leadAlerts.createdAt), desc(leadAlerts.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        status: row.status === "failed" ? "failed" : "retrying",
        lastError: row.lastError ?? "",
        nextAttemptAt: row.status === "failed" ? null : row.nextAttemptAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type AlertQueue = ReturnType<typeof createAlertQueue>;
