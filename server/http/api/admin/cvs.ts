import { Hono } from "hono";
import {
  conversationSessionParam,
  downloadCvPdfRequest,
  generateCvRequest,
  manualCvRequest,
  updateCvRequest,
} from "../../../../contract/documents";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { readJson, validate } from "../../read-body";
import { attachment, pathId } from "./document-responses";

/** CVs: list, generate (conversation or manual form), edit, erase, PDF. */
export function cvRoutes(services: Services) {
  const { cvs, documents, generateManual } = services.documents;
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
      // Erasure of a conversation and its messages (the client's right to deletion).
      .delete("/conversations/:sessionId", async (c) => {
        const { sessionId } = validate(conversationSessionParam, {
          sessionId: c.req.param("sessionId"),
        });
        return c.json({
          success: true,
          ...(await services.documents.eraseConversation(sessionId)),
        });
      })
      .post("/download-cv-pdf", async (c) => {
        const { cvId } = await readJson(c, downloadCvPdfRequest);
        const file = await documents.pdf("cv", cvId);
        return attachment(c, file.bytes, file.fileName, "application/pdf");
      })
  );
}
