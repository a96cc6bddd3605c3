import { type ChatResponse, MAX_SESSION_MESSAGES } from "../../contract/chat";
import { AppError } from "../errors";
import type { Conversations } from "../leads/conversations";
import type { Assistant } from "./types";

export interface ChatServiceOptions {
  assistant: Assistant;
  conversations: Conversations;
  /** WHATSAPP_NUMBER as configured. */
  whatsappNumber: string;
  contactPhone: string;
}

/** The 429 text for a visitor (or script) sending faster than the assistant answers. */
export function busyMessage(contactPhone: string): string {
  return `You're sending messages faster than we can answer. Please wait a moment, or contact us directly at ${contactPhone}.`;
}

/**
 * Attempts at one turn when other turns of the same session keep saving first. Each refused
 * save means another turn got in, so this many concurrent turns of a session all succeed; a
 * script sending more at once is told to slow down, which a person typing never meets.
 */
const MAX_TURN_ATTEMPTS = 4;

/**
 * One chat turn end to end: the stored history and lead (the server's, not the browser's),
 * the assistant's reply, then the turn persisted before the answer goes out. The reply is
 * computed outside any transaction (a model may take seconds, and PGlite runs one transaction
 * at a time), then saved only if the session has not moved on meanwhile; otherwise it is
 * answered again from the new state, so no turn overwrites another's lead or passes the cap.
 */
export function createChatService(options: ChatServiceOptions) {
  const { assistant, conversations } = options;
  const full = () =>
    new AppError(
      "rate_limited",
      `This chat has reached its limit of ${MAX_SESSION_MESSAGES} messages. Please contact us directly at ${options.contactPhone}.`,
    );
  return {
    async turn(sessionId: string, message: string): Promise<ChatResponse> {
      for (let attempt = 0; attempt < MAX_TURN_ATTEMPTS; attempt++) {
        const stored = await conversations.load(sessionId);
        if (stored.messageCount + 2 > MAX_SESSION_MESSAGES) throw full();
        const reply = await assistant.reply({
          sessionId,
          history: stored.history,
          message,
          lead: stored.lead,
        });
        const saved = await conversations.saveTurn(
          sessionId,
          stored.messageCount,
          { user: message, assistant: reply.message },
          reply.lead,
          reply.handOver?.referenceCode ?? null,
        );
        if (!saved) continue;
        return {
          success: true,
          message: reply.message,
          readyForWhatsApp: reply.handOver !== null,
          whatsappMessage: reply.handOver?.message ?? null,
          whatsappNumber: reply.handOver ? options.whatsappNumber : null,
        };
      }
      throw new AppError("rate_limited", busyMessage(options.contactPhone));
    },

    /** The visitor opened the WhatsApp link. */
    async handOff(sessionId: string): Promise<void> {
      if (!(await conversations.markSent(sessionId))) {
        throw new AppError("not_found", "No chat with this sessionId");
      }
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
