import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTime } from "./columns";

/**
 * Staff alerts waiting to go out, one row per lead (or daily digest) and channel. Rows name the
 * lead by its id and hold no personal details: the message is written from the lead when it is
 * sent, so an erased lead's alert has nothing left to send. `dedupe_key` makes each alert
 * exist once however many turns or instances try to add it.
 */
export const leadAlerts = pgTable(
  "lead_alerts",
  {
    id: id(),
    /** "conversation", "inquiry" or "digest" (server/alerts/alert-queue.ts). */
    kind: varchar("kind", { length: 20 }).notNull(),
    /** chat_interactions.id or contact_inquiries.id; null for a digest. */
    leadId: integer("lead_id"),
    /** "email" or "webhook". */
    channel: varchar("channel", { length: 20 }).notNull(),
    dedupeKey: varchar("dedupe_key", { length: 100 }).notNull().unique(),
    /** "pending", "sent", "failed" (retries used up) or "dropped" (nothing left to say). */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: optionalTime("next_attempt_at").notNull().defaultNow(),
    /** Set while an instance is sending it; another may claim it only after this time. */
    leasedUntil: optionalTime("leased_until"),
    sentAt: optionalTime("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_alerts_due").on(t.status, t.nextAttemptAt)],
);
