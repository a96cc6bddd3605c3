import { Hono } from "hono";
import {
  conversationSessionParam,
  downloadCvPdfRequest,
  generateCvRequest,
  manualCvRequest,
  updateCvRequest,
} from "../../../../contract/documents";
import type {
  ConversationErasureResponse,
  ErasureResponse,
  UnfinishedCvRequest,
} from "../../../../contract/erasure";
import type { Services } from "../../../services";
import { validate } from "../../../validate";
import type { AppEnv } from "../../env";
import { readJson } from "../../read-body";
import { attachment, pathId } from "./document-responses";
import { recordErasure } from "./erasure-audit";

/** CVs: list, generate (conversation or manual form), edit, erase, PDF. */
export function cvRoutes(services: Services) {
  const { cvs, documents, generateManual, unfinishedCvRequests } = services.documents;
  return (
    new Hono<AppEnv>()
      .get("/cvs", async (c) => c.json({ cvs: await cvs.list() }))
      .post("/generate-cv", async (c) => {
        const { sessionId } = await readJson(c, generateCvRequest);
        return c.json(await cvs.generateFromConversation(sessionId));
      })
      .post("/manual-cv-generation", async (c) => {
        const form = await readJson(c, manualCvRequest);
        return c.json(await generateManual(form, c.get("admin").id), 201);
      })
      .patch("/cvs/:id", async (c) => {
        const id = pathId(c);
        const body = await readJson(c, updateCvRequest, 512 * 1024);
        return c.json({ success: true, cv: await cvs.update(id, body) });
      })
      .delete("/cvs/:id", async (c) => {
        await cvs.remove(pathId(c));
        return c.json({ success: true });
      })
      .get("/cv-requests", async (c) => {
        const requests: UnfinishedCvRequest[] = await unfinishedCvRequests.list();
        return c.json({ requests });
      })
      .delete("/cv-requests/:id", async (c) => {
        const id = pathId(c);
        await unfinishedCvRequests.remove(id);
        await recordErasure(services, c, `CV request ${id}`);
        return c.json({ success: true } satisfies ErasureResponse);
      })
      // Erasure of a conversation and what was made from it (the client's right to deletion).
      .delete("/conversations/:sessionId", async (c) => {
        const { sessionId } = validate(conversationSessionParam, {
          sessionId: c.req.param("sessionId"),
        });
        const erased = await services.documents.eraseConversation(sessionId);
        // Counts only: the session id is the key to the person's data (review L1).
        await recordErasure(
          services,
          c,
          `conversation (messages ${erased.messages}, CVs ${erased.cvs}, cover letters ${erased.coverLetters}, CV requests ${erased.cvRequests})`,
        );
        return c.json({ success: true, ...erased } satisfies ConversationErasureResponse);
      })
      .post("/download-cv-pdf", async (c) => {
        const { cvId } = await readJson(c, downloadCvPdfRequest);
        const file = await documents.pdf("cv", cvId);
        return attachment(c, file.bytes, file.fileName, "application/pdf");
      })
  );
}
