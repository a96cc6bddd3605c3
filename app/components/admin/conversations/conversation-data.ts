import { storedServiceNames } from "../../../../content/services";
import {
  type Conversation,
  conversationDetailFields,
  type FollowUpChannel,
} from "../../../../contract/chat";

export interface DetailRow {
  label: string;
  value: string;
}

/**
 * The detailed information panel: the eight fields of conversationData with
 * "Not provided" for each missing one, or null when the stored data is not valid JSON
 * (the panel then says "Unable to parse user information").
 */
export function parseConversationData(raw: string | null): DetailRow[] | null {
  let data: unknown = {};
  if (raw) {
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  return conversationDetailFields.map(([key, label]) => {
    const value = record[key];
    const text =
      typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
    return { label, value: text || "Not provided" };
  });
}

export function clientName(c: Pick<Conversation, "firstName" | "lastName">): string {
  return [c.firstName, c.lastName].filter(Boolean).join(" ") || "Anonymous visitor";
}

/**
 * The services a visitor asked for, by name ("CV Writing, LinkedIn Optimization"); an older
 * row's option id ("editing") by its service's name; unknown values shown as stored.
 */
export function serviceLabel(value: string | null): string {
  if (!value) return "Not provided";
  return storedServiceNames(value).join(", ") || value;
}

export function formatCreated(iso: string): string {
  return new Date(iso).toLocaleString("en-KE", { dateStyle: "medium", timeStyle: "short" });
}

const channelNames: Record<FollowUpChannel, string> = { whatsapp: "WhatsApp", email: "Email" };

/** "Follow-up sent 22 Nov 2026, 10:05 via WhatsApp", or null before the first follow-up. */
export function followUpSummary(
  c: Pick<Conversation, "followUpSentAt" | "followUpChannel">,
): string | null {
  if (!c.followUpSentAt) return null;
  const via = c.followUpChannel ? ` via ${channelNames[c.followUpChannel]}` : "";
  return `Follow-up sent ${formatCreated(c.followUpSentAt)}${via}`;
}

/** The prepared follow-up a consultant sends from the panel, by WhatsApp or email. */
export function followUpText(c: Conversation, siteName: string): string {
  const first = c.firstName ?? "there";
  const about = c.serviceInterest ? ` about ${serviceLabel(c.serviceInterest)}` : "";
  const ref = c.referenceCode ? ` (reference ${c.referenceCode})` : "";
  return `Hello ${first}, this is ${siteName} following up on your chat with us${about}${ref}. Are you ready to get started? Reply to this message and a consultant will help you right away.`;
}

export function followUpLinks(
  c: Conversation,
  siteName: string,
): { whatsapp?: string; email?: string } {
  const text = followUpText(c, siteName);
  const links: { whatsapp?: string; email?: string } = {};
  const digits = c.phone?.replace(/\D/g, "");
  if (digits) links.whatsapp = `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
  if (c.email) {
    const subject = `Your enquiry with ${siteName}`;
    links.email = `mailto:${c.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
  }
  return links;
}
