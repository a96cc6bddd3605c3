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

/**
 * One chat turn end to end: the stored history and lead (the server's, not the browser's),
 * the assistant's reply, then the turn persisted before the answer goes out.
 */
export function createChatService(options: ChatServiceOptions) {
  const { assistant, conversations } = options;
  return {
    async turn(sessionId: string, message: string): Promise<ChatResponse> {
      const stored = await conversations.load(sessionId);
      if (stored.messageCount + 2 > MAX_SESSION_MESSAGES) {
        throw new AppError(
          "rate_limited",
          `This chat has reached its limit of ${MAX_SESSION_MESSAGES} messages. Please contact us directly at ${options.contactPhone}.`,
        );
      }
      const reply = await assistant.reply({
        sessionId,
        history: stored.history,
        message,
        lead: stored.lead,
      });
      await conversations.saveTurn(
        sessionId,
        { user: message, assistant: reply.message },
        reply.lead,
        reply.handOver?.referenceCode ?? null,
      );
      return {
        success: true,
        message: reply.message,
        readyForWhatsApp: reply.handOver !== null,
        whatsappMessage: reply.handOver?.message ?? null,
        whatsappNumber: reply.handOver ? options.whatsappNumber : null,
      };
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
