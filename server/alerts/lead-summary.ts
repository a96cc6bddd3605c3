import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { storedServiceNames } from "../../content";
import { business } from "../../content/business";
import { serviceLabel } from "../../contract/admin-inquiries";
import { type LeadSource, leadPanelPath } from "../../contract/admin-leads";
import type { Database } from "../db/client";
import { chatInteractions, contactInquiries } from "../db/schema";
import { isOpenAt } from "../leads/business-hours";
import type { NewContactInquiry } from "../leads/contact-inquiries";
import { type ConversationRow, conversationColumns, inquiryColumns } from "../leads/lead-columns";
import { chatIsLead } from "../leads/lead-inbox";

/** What an alert says about one lead, read from its row when the alert is sent. */
export interface LeadSummary {
  kind: "conversation" | "inquiry";
  id: number;
  name: string | null;
  services: string[];
  phone: string | null;
  email: string | null;
  /** The chat's reference code (KZ-…), or "Inquiry #12" for the contact form. */
  reference: string;
  /** The contact form's message; null for a chat. */
  message: string | null;
  /** The chat offered the WhatsApp hand-over. */
  handedOver: boolean;
  arrivedAt: Date;
  arrivedOutOfHours: boolean;
  /** The lead opened in the staff panel's Leads tab. */
  url: string;
}

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(" ") || null;

type InquiryRow = NewContactInquiry & { id: number; createdAt: Date };

/**
 * Leads as alerts and digests describe them. A lead counts as untouched while its inbox status
 * is new and nobody holds it, and, for a conversation, no consultant has marked it (priority,
 * flag) or followed it up; for an inquiry, nobody has marked it handled.
 */
export function createLeadSummaries(db: Database, siteUrl: string) {
  const panelLink = (source: LeadSource, id: number) => `${siteUrl}${leadPanelPath(source, id)}`;

  const ofConversation = (row: ConversationRow): LeadSummary => ({
    kind: "conversation",
    id: row.id,
    name: fullName(row.firstName, row.lastName),
    services: storedServiceNames(row.serviceInterest),
    phone: row.phone,
    email: row.email,
    reference: row.referenceCode ?? `Conversation #${row.id}`,
    message: null,
    handedOver: row.referenceCode !== null,
    arrivedAt: row.createdAt,
    arrivedOutOfHours: !isOpenAt(row.createdAt),
    url: panelLink("chat", row.id),
  });

  const ofInquiry = (row: InquiryRow): LeadSummary => ({
    kind: "inquiry",
    id: row.id,
    name: fullName(row.firstName, row.lastName),
    services: row.service ? [serviceLabel(row.service)] : [],
    phone: row.phone,
    email: row.email,
    reference: `Inquiry #${row.id}`,
    message: row.message,
    handedOver: false,
    arrivedAt: row.createdAt,
    arrivedOutOfHours: !isOpenAt(row.createdAt),
    url: panelLink("inquiry", row.id),
  });

  const untouchedConversation: SQL | undefined = and(
    chatIsLead,
    eq(chatInteractions.leadStatus, "new"),
    isNull(chatInteractions.assigneeId),
    eq(chatInteractions.priority, false),
    eq(chatInteractions.flagged, false),
    isNull(chatInteractions.followUpSentAt),
  );
  const untouchedInquiry = and(
    isNull(contactInquiries.handledAt),
    eq(contactInquiries.leadStatus, "new"),
    isNull(contactInquiries.assigneeId),
  );

  return {
    /** The lead an alert names; null once it was erased. */
    async lead(kind: "conversation" | "inquiry", id: number): Promise<LeadSummary | null> {
      if (kind === "conversation") {
        const [row] = await db
          .select(conversationColumns)
          .from(chatInteractions)
          .where(eq(chatInteractions.id, id));
        return row ? ofConversation(row) : null;
      }
      const [row] = await db
        .select(inquiryColumns)
        .from(contactInquiries)
        .where(eq(contactInquiries.id, id));
      return row ? ofInquiry(row) : null;
    },

    /** Leads nobody has touched, newest first: at most `limit`, and how many there are. */
    async untouched(limit: number): Promise<{ leads: LeadSummary[]; total: number }> {
      const [conversations, inquiries, [conversationCount], [inquiryCount]] = await Promise.all([
        db
          .select(conversationColumns)
          .from(chatInteractions)
          .where(untouchedConversation)
          .orderBy(desc(chatInteractions.createdAt))
          .limit(limit),
        db
          .select(inquiryColumns)
          .from(contactInquiries)
          .where(untouchedInquiry)
          .orderBy(desc(contactInquiries.createdAt))
          .limit(limit),
        db.select({ n: count() }).from(chatInteractions).where(untouchedConversation),
        db.select({ n: count() }).from(contactInquiries).where(untouchedInquiry),
      ]);
      const leads = [...conversations.map(ofConversation), ...inquiries.map(ofInquiry)]
        .sort((a, b) => b.arrivedAt.getTime() - a.arrivedAt.getTime())
        .slice(0, limit);
      return { leads, total: (conversationCount?.n ?? 0) + (inquiryCount?.n ?? 0) };
    },
  };
}

export type LeadSummaries = ReturnType<typeof createLeadSummaries>;

const nairobiTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: business.timeZone,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Tue 24 Nov, 21:10 (Nairobi), out of hours" */
export function arrivalInWords(lead: LeadSummary): string {
  const at = `${nairobiTime.format(lead.arrivedAt)} (Nairobi)`;
  return lead.arrivedOutOfHours ? `${at}, out of hours` : at;
}
