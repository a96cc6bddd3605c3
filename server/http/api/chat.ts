import { type Context, Hono } from "hono";
import { chatHandoffRequest, chatRequest } from "../../../contract/chat";
import { busyMessage } from "../../assistant/chat-service";
import { AppError } from "../../errors";
import { addressGroup } from "../../rate-limit/address-group";
import { formatWait } from "../../rate-limit/rate-limiter";
import type { Services } from "../../services";
import type { AppEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { readJson } from "../read-body";

/** Per IP: generous enough for a family behind one router, tight enough to stop a script. */
export const chatIpRule = { bucket: "chat-ip", limit: 120, windowSeconds: 600 };
/** Per session: a person types at most a few messages a minute. */
export const chatSessionRule = { bucket: "chat-session", limit: 20, windowSeconds: 60 };
/**
 * Per address (IPv6 by /64): conversations the server has not seen before. A household opens a
 * few an hour; a script that sends a new id with every turn is stopped here (review L8, ADR 019).
 */
export const newChatRule = { bucket: "chat-new", limit: 60, windowSeconds: 3600 };

// The browser sends its copy of the conversation too (SPEC §7); 200 messages fit in this.
const CHAT_BODY_LIMIT = 1024 * 1024;

/** POST /api/chat and POST /api/chat/handoff (SPEC §7, issue 5). */
export function chatRoutes(services: Services) {
  const { rateLimiter, chat, config, conversations } = services;
  const busy = busyMessage(config.CONTACT_PHONE);

  /**
   * Counts a conversation the server has not seen against the address's cap. An unknown id
   * opens a new, empty conversation under that id (SPEC §3: the client makes it), so it reads
   * nothing that was not said under it; the answer repeats the id (ADR 019).
   */
  async function admitNewConversation(c: Context<AppEnv>, sessionId: string): Promise<void> {
    if (await conversations.exists(sessionId)) return;
    const opened = await rateLimiter.hit(newChatRule, addressGroup(c.get("clientIp")));
    if (!opened.allowed) {
      throw new AppError(
        "rate_limited",
        `Too many new chats from your network. Please try again in ${formatWait(opened.retryAfterSeconds)}, or contact us directly at ${config.CONTACT_PHONE}.`,
        undefined,
        { "Retry-After": String(opened.retryAfterSeconds) },
      );
    }
  }

  return new Hono<AppEnv>()
    .post("/chat", rateLimit(rateLimiter, chatIpRule, { message: busy }), async (c) => {
      const body = await readJson(c, chatRequest, CHAT_BODY_LIMIT);
      const { sessionId } = body;
      await admitNewConversation(c, sessionId);
      const perSession = await rateLimiter.hit(chatSessionRule, sessionId);
      if (!perSession.allowed) {
        throw new AppError("rate_limited", busy, undefined, {
          "Retry-After": String(perSession.retryAfterSeconds),
        });
      }
      return c.json(await chat.turn(sessionId, body.message));
    })
    .post("/chat/handoff", rateLimit(rateLimiter, chatIpRule, { message: busy }), async (c) => {
      const { sessionId } = await readJson(c, chatHandoffRequest, 4096);
      await chat.handOff(sessionId);
      return c.json({ success: true });
    });
}
