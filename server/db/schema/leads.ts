import { boolean, integer, pgTable, text, unique, varchar } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";
import { createdAt, id, optionalTime, updatedAt } from "./columns";

/** Where a lead stands in the inbox; the same three columns on conversations and inquiries. */
const leadState = () => ({
  /** new, contacted, qualified, won or lost (contract leadStatuses). */
  leadStatus: varchar("lead_status", { length: 20 }).notNull().default("new"),
  /** Why a lead was lost; set only while the status is lost. */
  lostReason: text("lost_reason"),
  assigneeId: integer("assignee_id").references(() => adminUsers.id, { onDelete: "set null" }),
});

export const contactInquiries = pgTable("contact_inquiries", {
  id: id(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  service: text("service"),
  message: text("message"),
  createdAt: createdAt(),
  /** Set when a consultant marks the inquiry handled in the Inquiries tab. */
  handledAt: optionalTime("handled_at"),
  ...leadState(),
});

/** One row per chat visit (sessionId), upserted on every turn. */
export const chatInteractions = pgTable("chat_interactions", {
  id: id(),
  sessionId: varchar("session_id", { length: 255 }).notNull().unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email"),
  phone: text("phone"),
  serviceInterest: text("service_interest"),
  /** JSON text: currentRole, yearsExperience, industry, budget, careerGoal, company, urgency, specificChallenge. */
  conversationData: text("conversation_data"),
  sentToWhatsApp: text("sent_to_whatsapp").notNull().default("pending"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Short code in the WhatsApp hand-over message, shown to staff to match the two. */
  referenceCode: varchar("reference_code", { length: 20 }),
  priority: boolean("priority").notNull().default(false),
  flagged: boolean("flagged").notNull().default(false),
  flagNote: text("flag_note"),
  followUpSentAt: optionalTime("follow_up_sent_at"),
  /** How the last follow-up went out: "whatsapp" or "email" (contract followUpChannels). */
  followUpChannel: varchar("follow_up_channel", { length: 20 }),
  ...leadState(),
});

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: id(),
    sessionId: varchar("session_id", { length: 255 }).notNull(),
    role: varchar("role", { length: 20 }).notNull(),
    content: text("content").notNull(),
    timestamp: optionalTime("timestamp").notNull().defaultNow(),
    messageIndex: integer("message_index").notNull(),
  },
  // Two servers appending to one session cannot both write index n.
  (t) => [unique("conversation_messages_session_index").on(t.sessionId, t.messageIndex)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: id(),
  email: varchar("email", { length: 255 }).notNull().unique(),
  createdAt: createdAt(),
});
