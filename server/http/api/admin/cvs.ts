import { Hono } from "hono";
import {
  downloadCvPdfRequest,
  generateCvRequest,
  manualCvRequest,
  updateCvRequest,
} from "../../../../contract/documents";
import type { ErasureResponse, UnfinishedCvRequest } from "../../../../contract/erasure";
import type { Services } from "../../../services";
import { download, fileType } from "../../download";
import type { AppEnv } from "../../env";
import { pathId } from "../../params";
import { readJson } from "../../read-body";
import { recordErasure } from "./erasure-audit";

/** CVs: list, generate (conversation, uploaded CV or manual form), edit, erase, PDF; failed CV requests. */
export function cvRoutes(services: Services) {
  const { cvs, documents, generateManual, unfinishedCvRequests } = services.documents;
  return new Hono<AppEnv>()
    .get("/cvs", async (c) => c.json({ cvs: await cvs.list() }))
    .post("/generate-cv", async (c) => {
      const { sessionId } = await readJson(c, generateCvRequest);
      return c.json(await cvs.generateFromConversation(sessionId));
    })
    .post("/documents/:id/cv", async (c) => c.json(await cvs.generateFromUpload(pathId(c)), 201))
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
    .post("/download-cv-pdf", async (c) => {
      const { cvId } = await readJson(c, downloadCvPdfRequest);
      const file = await documents.pdf("cv", cvId);
      return download(c, file.bytes, file.fileName, fileType.pdf);
    });
}
