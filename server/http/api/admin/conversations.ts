import { Hono } from "hono";
import { z } from "zod";
import {
  chatSessionId,
  conversationsQuery,
  followUpRequest,
  setFlagRequest,
  setPriorityRequest,
} from "../../../../contract/chat";
import { conversationSessionParam } from "../../../../contract/documents";
import type { ConversationErasureResponse } from "../../../../contract/erasure";
import type { Services } from "../../../services";
import { validate } from "../../../validate";
import type { AppEnv } from "../../env";
import { pathId } from "../../params";
import { readJson } from "../../read-body";
import { recordErasure } from "./erasure-audit";

const sessionParam = z.object({ sessionId: chatSessionId });

/**
 * The Conversations tab's calls: list, transcript, staff marks, erasure. Mounted behind
 * requireAdmin.
 */
export function conversationRoutes(services: Services) {
  const { conversations } = services;
  return (
    new Hono<AppEnv>()
      .get("/conversations", async (c) => {
        const { page, limit } = validate(conversationsQuery, c.req.query());
        return c.json(await conversations.list({ offset: (page - 1) * limit, limit }));
      })
      .get("/conversation-messages/:sessionId", async (c) => {
        const { sessionId } = validate(sessionParam, c.req.param());
        return c.json(await conversations.messages(sessionId));
      })
      .post("/conversations/:id/priority", async (c) => {
        const id = pathId(c);
        const { priority } = await readJson(c, setPriorityRequest, 1024);
        return c.json({ conversation: await conversations.setPriority(id, priority) });
      })
      .post("/conversations/:id/flag", async (c) => {
        const id = pathId(c);
        const { flagged, note } = await readJson(c, setFlagRequest, 8192);
        return c.json({
          conversation: await conversations.setFlag(id, flagged, note ?? null),
        });
      })
      .post("/conversations/:id/follow-up", async (c) => {
        const id = pathId(c);
        const { channel } = await readJson(c, followUpRequest, 1024);
        return c.json({ conversation: await conversations.recordFollowUp(id, channel) });
      })
      // Erasure of a conversation and what was made from it (the client's right to deletion).
      .delete("/conversations/:sessionId", async (c) => {
        const { sessionId } = validate(conversationSessionParam, {
          sessionId: c.req.param("sessionId"),
        });
        const erased = await services.eraseConversation(sessionId);
        // Counts only: the session id is the key to the person's data (review L1).
        await recordErasure(
          services,
          c,
          `conversation (messages ${erased.messages}, CVs ${erased.cvs}, cover letters ${erased.coverLetters}, CV requests ${erased.cvRequests})`,
        );
        return c.json({ success: true, ...erased } satisfies ConversationErasureResponse);
      })
  );
}
