import { Hono } from "hono";
import { chatHandoffRequest, chatRequest } from "../../../contract/chat";
import { busyMessage } from "../../assistant/chat-service";
import { AppError } from "../../errors";
import type { Services } from "../../services";
import type { AppEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { readJson } from "../read-body";

/** Per IP: generous enough for a family behind one router, tight enough to stop a script. */
export const chatIpRule = { bucket: "chat-ip", limit: 120, windowSeconds: 600 };
/** Per session: a person types at most a few messages a minute. */
export const chatSessionRule = { bucket: "chat-session", limit: 20, windowSeconds: 60 };

// The browser sends its copy of the conversation too (SPEC §7); 200 messages fit in this.
const CHAT_BODY_LIMIT = 1024 * 1024;

/** POST /api/chat and POST /api/chat/handoff (SPEC §7, issue 5). */
export function chatRoutes(services: Services) {
  const { rateLimiter, chat, config } = services;
  const busy = busyMessage(config.CONTACT_PHONE);
  return new Hono<AppEnv>()
    .post("/chat", rateLimit(rateLimiter, chatIpRule, { message: busy }), async (c) => {
      const body = await readJson(c, chatRequest, CHAT_BODY_LIMIT);
      const perSession = await rateLimiter.hit(chatSessionRule, body.sessionId);
      if (!perSession.allowed) {
        throw new AppError("rate_limited", busy, undefined, {
          "Retry-After": String(perSession.retryAfterSeconds),
        });
      }
      return c.json(await chat.turn(body.sessionId, body.message));
    })
    .post("/chat/handoff", rateLimit(rateLimiter, chatIpRule, { message: busy }), async (c) => {
      const { sessionId } = await readJson(c, chatHandoffRequest, 4096);
      await chat.handOff(sessionId);
      return c.json({ success: true });
    });
}
