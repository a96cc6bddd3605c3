import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  downloadProofreadingPdfRequest,
  proofreadRequest,
  type SuggestionAction,
  updateProofreadingJobRequest,
} from "../../../../contract/documents";
import { recordId } from "../../../../contract/record-id";
import type { Services } from "../../../services";
import { validate } from "../../../validate";
import { download, fileType } from "../../download";
import type { AppEnv } from "../../env";
import { pathId } from "../../params";
import { readJson } from "../../read-body";

const suggestionParam = z.object({ suggestionId: recordId("suggestionId") });

/**
 * Proofreading jobs: start (answers with the result, or 202 while it still runs), list, edit,
 * apply or dismiss one suggestion, erase, PDF.
 */
export function proofreadingRoutes(services: Services) {
  const { proofreading, documents } = services.documents;
  const decide = (action: SuggestionAction) => async (c: Context<AppEnv>) => {
    const id = pathId(c);
    const { suggestionId } = validate(suggestionParam, {
      suggestionId: c.req.param("suggestionId"),
    });
    return c.json({ success: true, job: await proofreading.decide(id, suggestionId, action) });
  };
  return new Hono<AppEnv>()
    .post("/proofread", async (c) => {
      const job = await proofreading.start(await readJson(c, proofreadRequest));
      const finished = job.status === "completed" || job.status === "failed";
      return c.json({ success: true, job }, finished ? 200 : 202);
    })
    .get("/proofreading-jobs", async (c) => c.json({ jobs: await proofreading.list() }))
    .patch("/proofreading-jobs/:id", async (c) => {
      const id = pathId(c);
      const body = await readJson(c, updateProofreadingJobRequest, 512 * 1024);
      return c.json({ success: true, job: await proofreading.update(id, body) });
    })
    .post("/proofreading-jobs/:id/suggestions/:suggestionId/apply", decide("apply"))
    .post("/proofreading-jobs/:id/suggestions/:suggestionId/dismiss", decide("dismiss"))
    .delete("/proofreading-jobs/:id", async (c) => {
      await proofreading.remove(pathId(c));
      return c.json({ success: true });
    })
    .post("/download-proofreading-pdf", async (c) => {
      const { jobId } = await readJson(c, downloadProofreadingPdfRequest);
      const file = await documents.pdf("proofreading", jobId);
      return download(c, file.bytes, file.fileName, fileType.pdf);
    });
}
