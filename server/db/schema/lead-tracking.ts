import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";
import { createdAt, id } from "./columns";
import { chatInteractions, contactInquiries } from "./leads";

/**
 * Every change staff make to a lead in the inbox: a status, an assignee or a note. Exactly one
 * of the two lead columns is set; erasing the conversation or inquiry erases its history too.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: id(),
    conversationId: integer("conversation_id").references(() => chatInteractions.id, {
      onDelete: "cascade",
    }),
    inquiryId: integer("inquiry_id").references(() => contactInquiries.id, {
      onDelete: "cascade",
    }),
    at: createdAt(),
    /** Null once the account is removed; `actorName` keeps who it was. */
    actorId: integer("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    actorName: varchar("actor_name", { length: 50 }).notNull(),
    /** "status", "assignee" or "note" (contract leadEventKinds). */
    kind: varchar("kind", { length: 20 }).notNull(),
    /** The new status, the new assignee's username (empty for none) or the note's text. */
    detail: text("detail").notNull(),
  },
  (t) => [
    check("lead_events_one_lead", sql`(${t.conversationId} is null) <> (${t.inquiryId} is null)`),
  ],
);

/**
 * One row per visit whose chat panel opened: the funnel's first step. A time and nothing else,
 * so nothing in it says who the visitor was.
 */
export const chatOpens = pgTable("chat_opens", { id: id(), at: createdAt() }, (t) => [
  index("chat_opens_created_at").on(t.at),
]);
