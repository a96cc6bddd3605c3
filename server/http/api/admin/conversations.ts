import { Hono } from "hono";
import { z } from "zod";
import {
  chatSessionId,
  followUpRequest,
  setFlagRequest,
  setPriorityRequest,
} from "../../../../contract/chat";
import { AppError } from "../../../errors";
import type { Services } from "../../../services";
import { validate } from "../../../validate";
import type { AppEnv } from "../../env";
import { readJson } from "../../read-body";

const idParam = z.object({ id: z.coerce.number().int().positive("id must be a positive number") });
const sessionParam = z.object({ sessionId: chatSessionId });

/** The Conversations tab's calls (SPEC §2, §7; issue 5 point 7). Mounted behind requireAdmin. */
export function conversationRoutes(services: Services) {
  const { conversations } = services;
  const found = <T>(value: T | null): T => {
    if (!value) throw new AppError("not_found", "No conversation with this id");
    return value;
  };
  return new Hono<AppEnv>()
    .get("/conversations", async (c) => c.json({ conversations: await conversations.list() }))
    .get("/conversation-messages/:sessionId", async (c) => {
      const { sessionId } = validate(sessionParam, c.req.param());
      return c.json(await conversations.messages(sessionId));
    })
    .post("/conversations/:id/priority", async (c) => {
      const { id } = validate(idParam, c.req.param());
      const { priority } = await readJson(c, setPriorityRequest, 1024);
      return c.json({ conversation: found(await conversations.setPriority(id, priority)) });
    })
    .post("/conversations/:id/flag", async (c) => {
      const { id } = validate(idParam, c.req.param());
      const { flagged, note } = await readJson(c, setFlagRequest, 8192);
      return c.json({
        conversation: found(await conversations.setFlag(id, flagged, note ?? null)),
      });
    })
    .post("/conversations/:id/follow-up", async (c) => {
      const { id } = validate(idParam, c.req.param());
      const { channel } = await readJson(c, followUpRequest, 1024);
      return c.json({ conversation: found(await conversations.recordFollowUp(id, channel)) });
    });
}
