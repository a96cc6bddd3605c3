import type { ServiceId as CatalogServiceId } from "../../content";

/**
 * The assistant capability's vocabulary: what a lead is, what a turn is, and the one
 * interface both engines (offline and LLM) implement.
 */

/** The six service options of the contact form (value side); labels live with the content. */
export const serviceIds = [
  "cv-writing",
  "editing",
  "business-writing",
  "corporate-training",
  "youth-programs",
  "professional-development",
] as const;
export type ServiceId = (typeof serviceIds)[number];

/** Details a consultant wants beyond contact data; stored as chat_interactions.conversationData. */
export const detailFields = [
  "currentRole",
  "yearsExperience",
  "industry",
  "budget",
  "careerGoal",
  "company",
  "urgency",
  "specificChallenge",
] as const;
export type DetailField = (typeof detailFields)[number];
export type LeadDetails = Partial<Record<DetailField, string>>;

export interface Lead extends LeadDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** E.164, e.g. +254712345678. */
  phone?: string;
  /**
   * The catalogue services (content/services.ts ids) the visitor asked for, in the order asked:
   * "linkedin-optimization", not the contact option it is filed under. Where the six options
   * matter (which details to ask, retrieval), derive them with optionOf(services[0]).
   */
  services?: CatalogServiceId[];
}

export type LeadField = keyof Lead;

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AssistantInput {
  /** The visit's id; the hand-over reference code is derived from it. */
  sessionId: string;
  /** The stored conversation before this message (authoritative, from the server). */
  history: ChatTurn[];
  /** What the visitor just wrote. */
  message: string;
  /** The lead as stored after the previous turn. */
  lead: Lead;
  /**
   * The id was issued by the server to the browser that writes, and its cookie signs it (ADR
   * 019): whoever writes is the visitor who gave the details, so a fresh hand-over repeats them.
   */
  browserBound?: boolean;
}

export interface HandOver {
  /** The prefilled WhatsApp text a consultant can act on. */
  message: string;
  referenceCode: string;
  /**
   * An earlier answer gave it, in a conversation not bound to the browser: the text holds the
   * service and the reference code only, no personal details.
   */
  repeated: boolean;
}

export interface AssistantReply {
  /** Plain text shown to the visitor (never HTML). */
  message: string;
  /** The lead after this turn (merged, validated). */
  lead: Lead;
  /** Set when this turn offers the WhatsApp hand-over. */
  handOver: HandOver | null;
  /** Which engine produced the text: lets tests and logs see fallbacks. */
  engine: "offline" | "llm";
  /** The chat is in Swahili or Sheng: what the server adds to the reply follows it. */
  swahili: boolean;
}

export interface Assistant {
  reply(input: AssistantInput): Promise<AssistantReply>;
}

/**
 * Ready for the hand-over: a way to reach the visitor (phone or email) and the service. A name
 * is welcome but never a condition: a lead must not be lost to a name the assistant could not
 * read (the dialogue policy of ADR 010). The server decides this, not a model.
 */
export function isReady(lead: Lead): boolean {
  return Boolean((lead.phone || lead.email) && lead.services?.length);
}
