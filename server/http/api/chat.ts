import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { type ChatSessionResponse, chatHandoffRequest, chatRequest } from "../../../contract/chat";
import { busyMessage, chatTurnBudget, chatUnavailable } from "../../assistant/chat-service";
import { isIssuedId } from "../../assistant/session-ids";
import { type WaitBudget, WriteNotBegun } from "../../db/bounded-write";
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

/**
 * Per address: chat opens recorded for the funnel. The widget records one per browser session;
 * a household opens a few an hour, so this only stops a script inflating the figure.
 */
export const chatOpenRule = { bucket: "chat-open", limit: 60, windowSeconds: 3600 };

// The browser sends its copy of the conversation too; 200 messages fit in this.
const CHAT_BODY_LIMIT = 1024 * 1024;

/**
 * The browser key that signs the ids issued to one browser (session-ids.ts). HttpOnly, so a
 * script on the page cannot read it; sent only to the chat API; kept as long as an unfinished
 * conversation is (30 days after its last turn).
 */
const BROWSER_KEY_COOKIE = "kazi_chat";
const BROWSER_KEY_MAX_AGE = 30 * 24 * 3600;

/**
 * POST /api/chat/session, POST /api/chat and POST /api/chat/handoff (ADR 019); POST
 * /api/chat/opened, the widget's note that a visit opened the chat.
 */
export function chatRoutes(services: Services) {
  const { rateLimiter, chat, config, conversations, chatSessionIds, chatOpens } = services;
  const busy = busyMessage(config.CONTACT_PHONE);

  /**
   * Refuses an issued id that this browser's cookie does not sign (a leaked or forged one).
   * True when the id is issued and so bound to the browser that writes.
   */
  async function requireOwnConversation(c: Context<AppEnv>, sessionId: string): Promise<boolean> {
    const browserKey = chatSessionIds.browserKeyOf(getCookie(c, BROWSER_KEY_COOKIE));
    if (!(await chatSessionIds.mayUse(sessionId, browserKey))) {
      throw new AppError(
        "forbidden",
        "This chat was started in another browser, or its cookie was cleared. Please start a new chat.",
      );
    }
    return isIssuedId(sessionId);
  }

  /**
   * Counts a conversation the server has not seen against the address's cap. An unknown id
   * opens a new, empty conversation under that id (a client may make its own), so it reads
   * nothing that was not said under it; the answer repeats the id (ADR 019).
   */
  async function admitNewConversation(
    c: Context<AppEnv>,
    sessionId: string,
    budget: WaitBudget,
  ): Promise<void> {
    if (await budget.within(conversations.exists(sessionId))) return;
    const opened = await budget.within(
      rateLimiter.hit(newChatRule, addressGroup(c.get("clientIp"))),
    );
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
    .post("/chat/session", rateLimit(rateLimiter, chatIpRule, { message: busy }), async (c) => {
      const { sessionId, browserKey } = await chatSessionIds.issue(
        chatSessionIds.browserKeyOf(getCookie(c, BROWSER_KEY_COOKIE)),
      );
      setCookie(c, BROWSER_KEY_COOKIE, browserKey, {
        httpOnly: true,
        sameSite: "Strict",
        path: "/api/chat",
        secure: config.SITE_URL.startsWith("https:"),
        maxAge: BROWSER_KEY_MAX_AGE,
      });
      return c.json({ sessionId } satisfies ChatSessionResponse, 201);
    })
    .post("/chat", rateLimit(rateLimiter, chatIpRule, { message: busy }), async (c) => {
      const body = await readJson(c, chatRequest, CHAT_BODY_LIMIT);
      const { sessionId } = body;
      const browserBound = await requireOwnConversation(c, sessionId);
      // Every wait of this turn for the database, before its write begins, comes out of one
      // budget: a reply is stored and given, or refused in time with nothing stored (ADR 028).
      const budget = chatTurnBudget();
      try {
        await admitNewConversation(c, sessionId, budget);
        const perSession = await budget.within(rateLimiter.hit(chatSessionRule, sessionId));
        if (!perSession.allowed) {
          throw new AppError("rate_limited", busy, undefined, {
            "Retry-After": String(perSession.retryAfterSeconds),
          });
        }
      } catch (err) {
        if (err instanceof WriteNotBegun) throw chatUnavailable(config.CONTACT_PHONE);
        throw err;
      }
      return c.json(await chat.turn(sessionId, body.message, browserBound, budget));
    })
    .post("/chat/opened", rateLimit(rateLimiter, chatOpenRule), async (c) => {
      await chatOpens.record();
      return c.body(null, 204);
    })
    .post("/chat/handoff", rateLimit(rateLimiter, chatIpRule, { message: busy }), async (c) => {
      const { sessionId } = await readJson(c, chatHandoffRequest, 4096);
      await requireOwnConversation(c, sessionId);
      await chat.handOff(sessionId);
      return c.json({ success: true });
    });
}
