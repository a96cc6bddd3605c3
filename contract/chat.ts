import { z } from "zod";
import { CONVERSATIONS_PAGE_DEFAULT, MAX_CHAT_MESSAGE, MAX_SESSION_MESSAGES } from "./chat-limits";
import { listPage } from "./list-page";

export { CONVERSATIONS_PAGE_DEFAULT, MAX_CHAT_MESSAGE, MAX_SESSION_MESSAGES };

/**
 * A chat session id: issued by POST /api/chat/session for the widget, or proposed by a client
 * (per visit, random); the answer says the id the server keeps the conversation under, and the
 * widget uses that one from then on (ADR 019). Letters, digits, "-" and "_" only, so it is safe in a URL path.
 */
export const chatSessionId = z
  .string({ error: "sessionId is required" })
  .regex(/^[A-Za-z0-9_-]{8,255}$/, "sessionId must be 8-255 letters, digits, - or _");

const chatMessage = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(8000),
});

/**
 * POST /api/chat. `messages` is the browser's copy of the conversation; the
 * server keeps the authoritative history and does not trust it, but its shape is checked. The
 * widget sends at most the latest MAX_SESSION_MESSAGES of its bubbles.
 */
export const chatRequest = z.object({
  sessionId: chatSessionId,
  message: z
    .string({ error: "message is required" })
    .trim()
    .min(1, "message must not be empty")
    .max(MAX_CHAT_MESSAGE, `message must be at most ${MAX_CHAT_MESSAGE} characters`),
  messages: z
    .array(chatMessage)
    .max(MAX_SESSION_MESSAGES, `messages must hold at most ${MAX_SESSION_MESSAGES} items`)
    .default([]),
});
export type ChatRequest = z.infer<typeof chatRequest>;

export const chatResponse = z.object({
  success: z.boolean(),
  /** The conversation's id, to send with every later turn of the visit (ADR 019). */
  sessionId: z.string(),
  /** The assistant's reply, plain text (the widget renders it as text, links made clickable). */
  message: z.string(),
  readyForWhatsApp: z.boolean(),
  /** The prefilled WhatsApp text (summary + reference code) when ready, else null. */
  whatsappMessage: z.string().nullable(),
  /** WHATSAPP_NUMBER as configured when ready, else null; the widget reduces it to digits. */
  whatsappNumber: z.string().nullable(),
});
export type ChatResponse = z.infer<typeof chatResponse>;

/**
 * POST /api/chat/session: an id issued by the server for the widget's new conversation, bound
 * to the browser by an HttpOnly cookie set with it (ADR 019). Clients may still propose their own.
 */
export const chatSessionResponse = z.object({ sessionId: z.string() });
export type ChatSessionResponse = z.infer<typeof chatSessionResponse>;

/** POST /api/chat/handoff: the visitor opened the WhatsApp link. */
export const chatHandoffRequest = z.object({ sessionId: chatSessionId });

/** How staff send a follow-up from the Conversations tab. */
export const followUpChannels = ["whatsapp", "email"] as const;
export type FollowUpChannel = (typeof followUpChannels)[number];

/** A conversation as staff see it, with their marks (priority, flag, follow-ups). */
export const conversation = z.object({
  id: z.number(),
  sessionId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  serviceInterest: z.string().nullable(),
  sentToWhatsApp: z.string(),
  /** JSON text: currentRole, yearsExperience, industry, budget, careerGoal, company, urgency, specificChallenge. */
  conversationData: z.string().nullable(),
  createdAt: z.string(),
  /** It began outside the opening hours (Nairobi time): nobody was at work to answer. */
  arrivedOutOfHours: z.boolean(),
  referenceCode: z.string().nullable(),
  priority: z.boolean(),
  flagged: z.boolean(),
  flagNote: z.string().nullable(),
  followUpSentAt: z.string().nullable(),
  /** The channel of the last follow-up, null before the first. */
  followUpChannel: z.enum(followUpChannels).nullable(),
  messageCount: z.number(),
});
export type Conversation = z.infer<typeof conversation>;

/** GET /api/admin/conversations?page=&limit=: newest first, one page of them (review L8). */
export const conversationsQuery = z.object({
  page: z.coerce.number().int().min(1, "page must be 1 or more").default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be 1 to 500")
    .max(CONVERSATIONS_PAGE_DEFAULT, "limit must be 1 to 500")
    .default(CONVERSATIONS_PAGE_DEFAULT),
});

export const conversationsResponse = listPage("conversations", conversation);

/** GET /api/admin/conversation-messages/{sessionId}: the transcript, role and content. */
export const conversationMessagesResponse = z.array(
  z.object({ role: z.enum(["user", "assistant"]), content: z.string() }),
);

/** POST /api/admin/conversations/{id}/priority */
export const setPriorityRequest = z.object({
  priority: z.boolean({ error: "priority must be true or false" }),
});

/** POST /api/admin/conversations/{id}/flag: flag with a note, or clear the flag. */
export const setFlagRequest = z
  .object({
    flagged: z.boolean({ error: "flagged must be true or false" }),
    note: z.string().trim().max(1000, "note must be at most 1000 characters").optional(),
  })
  .refine((v) => !v.flagged || (v.note && v.note.length > 0), {
    message: "Say what the issue is",
    path: ["note"],
  });

/** POST /api/admin/conversations/{id}/follow-up: records that a follow-up went out. */
export const followUpRequest = z.object({
  channel: z.enum(followUpChannels, { error: "channel must be whatsapp or email" }),
});

export const conversationUpdateResponse = z.object({ conversation });

/** The eight fields of conversationData, in the order the panel shows them. */
export const conversationDetailFields = [
  ["currentRole", "Current role"],
  ["yearsExperience", "Years of experience"],
  ["industry", "Industry"],
  ["budget", "Budget range"],
  ["careerGoal", "Career goal"],
  ["company", "Current company"],
  ["urgency", "Urgency level"],
  ["specificChallenge", "Specific challenge"],
] as const;
