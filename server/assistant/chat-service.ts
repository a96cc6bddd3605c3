import { outOfHoursReply, outOfHoursReplySwahili } from "../../content/business";
import { type ChatResponse, MAX_SESSION_MESSAGES } from "../../contract/chat";
import { createWaitBudget, type WaitBudget, WriteNotBegun } from "../db/bounded-write";
import { AppError } from "../errors";
import { type Clock, nextOpeningInSwahili, nextOpeningInWords } from "../leads/business-hours";
import { CHAT_TURN_LIMITS, type Conversations } from "../leads/conversations";
import { createSessionQueue } from "./session-queue";
import type { Assistant } from "./types";

export interface ChatServiceOptions {
  assistant: Assistant;
  conversations: Conversations;
  /** WHATSAPP_NUMBER as configured. */
  whatsappNumber: string;
  contactPhone: string;
  clock: Clock;
  /** Called (not awaited) after each saved turn of a lead: a phone, an email or a hand-over. */
  onLead: (sessionId: string) => void;
}

/** The 429 text for a visitor (or script) sending faster than the assistant answers. */
export function busyMessage(contactPhone: string): string {
  return `You're sending messages faster than we can answer. Please wait a moment, or contact us directly at ${contactPhone}.`;
}

/** Seconds a visitor whose turn was refused under a flood is asked to wait (ADR 028). */
export const CHAT_BUSY_RETRY_SECONDS = 10;

/**
 * The 503 for a turn the database could not begin to store within its wait (ADR 028): nothing
 * of it was stored, so the visitor sends it again.
 */
export function chatUnavailable(contactPhone: string): AppError {
  return new AppError(
    "unavailable",
    `We are receiving a lot of messages right now and yours was not sent. Please try again in a few seconds, or contact us directly at ${contactPhone}.`,
    undefined,
    { "Retry-After": String(CHAT_BUSY_RETRY_SECONDS) },
  );
}

/** The turn's wait for the database, for a route that reads before the turn (ADR 028). */
export function chatTurnBudget(): WaitBudget {
  return createWaitBudget(CHAT_TURN_LIMITS.maxWaitMs);
}

/** What a hand-over made while the office is closed adds; null while it is open. */
function outOfHoursNote(at: Date, swahili: boolean): string | null {
  const opening = swahili ? nextOpeningInSwahili(at) : nextOpeningInWords(at);
  if (!opening) return null;
  return swahili ? outOfHoursReplySwahili(opening) : outOfHoursReply(opening);
}

/**
 * A turn's reply is computed once, then saved only if the session has not moved on. Turns of a
 * session wait for each other on this instance (createSessionQueue), so a refused save means a
 * turn of the same session was saved by another instance meanwhile: the reply is computed once
 * more from the new state, and a second refusal is answered 429. However many turns a script
 * sends, each costs at most two replies (security review H1 and M4: a reply may be a model call).
 */
const MAX_TURN_ATTEMPTS = 2;
/** Turns of one session that may wait behind the one being answered on this instance. */
const MAX_WAITING_TURNS = 3;

export function createChatService(options: ChatServiceOptions) {
  const { assistant, conversations } = options;
  const full = () =>
    new AppError(
      "rate_limited",
      `This chat has reached its limit of ${MAX_SESSION_MESSAGES} messages. Please contact us directly at ${options.contactPhone}.`,
    );
  const busy = () => new AppError("rate_limited", busyMessage(options.contactPhone));
  const queue = createSessionQueue(MAX_WAITING_TURNS);

  async function answer(
    sessionId: string,
    message: string,
    browserBound: boolean,
    budget: WaitBudget,
  ): Promise<ChatResponse> {
    for (let attempt = 0; attempt < MAX_TURN_ATTEMPTS; attempt++) {
      const stored = await budget.within(conversations.load(sessionId));
      if (stored.messageCount + 2 > MAX_SESSION_MESSAGES) throw full();
      const reply = await assistant.reply({
        sessionId,
        history: stored.history,
        message,
        lead: stored.lead,
        browserBound,
      });
      // Outside opening hours the hand-over says when a consultant will pick the lead up, in
      // the chat's language (Swahili time in a Swahili chat: 8 am is "saa mbili asubuhi").
      const closedNote = reply.handOver ? outOfHoursNote(options.clock(), reply.swahili) : null;
      const said = closedNote ? `${reply.message} ${closedNote}` : reply.message;
      const saved = await conversations.saveTurn(
        sessionId,
        stored.messageCount,
        { user: message, assistant: said },
        reply.lead,
        reply.handOver?.referenceCode ?? null,
        budget,
      );
      if (!saved) continue;
      if (reply.handOver || reply.lead.phone || reply.lead.email) options.onLead(sessionId);
      return {
        success: true,
        sessionId,
        message: said,
        readyForWhatsApp: reply.handOver !== null,
        whatsappMessage: reply.handOver?.message ?? null,
        whatsappNumber: reply.handOver ? options.whatsappNumber : null,
      };
    }
    throw busy();
  }

  return {
    /**
     * `browserBound`: the id was issued to the browser that writes (AssistantInput). `budget`:
     * the turn's wait for the database, of which the route may have spent some (ADR 028); a
     * turn that cannot begin its write within it is refused with 503, nothing stored.
     */
    async turn(
      sessionId: string,
      message: string,
      browserBound = false,
      budget = chatTurnBudget(),
    ): Promise<ChatResponse> {
      try {
        const answered = await queue.run(sessionId, () =>
          answer(sessionId, message, browserBound, budget),
        );
        if (answered === null) throw busy();
        return answered;
      } catch (err) {
        if (err instanceof WriteNotBegun) throw chatUnavailable(options.contactPhone);
        throw err;
      }
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
