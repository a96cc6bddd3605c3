import { Hono } from "hono";
import {
  downloadProofreadingPdfRequest,
  proofreadRequest,
  updateProofreadingJobRequest,
} from "../../../../contract/documents";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { readJson } from "../../read-body";
import { attachment, pathId } from "./document-responses";

/** Proofreading jobs: start (answers with the result, or 202 while it still runs), list, edit, erase, PDF. */
export function proofreadingRoutes(services: Services) {
  const { proofreading, documents } = services.documents;
  return new Hono<AppEnv>()
    .post("/proofread", async (c) => {
      const { cvDocumentId } = await readJson(c, proofreadRequest);
      const job = await proofreading.start(cvDocumentId);
      const finished = job.status === "completed" || job.status === "failed";
      return c.json({ success: true, job }, finished ? 200 : 202);
    })
    .get("/proofreading-jobs", async (c) => c.json({ jobs: await proofreading.list() }))
    .patch("/proofreading-jobs/:id", async (c) => {
      const id = pathId(c);
      const body = await readJson(c, updateProofreadingJobRequest, 512 * 1024);
      return c.json({ success: true, job: await proofreading.update(id, body) });
    })
    .delete("/proofreading-jobs/:id", async (c) => {
      await proofreading.remove(pathId(c));
      return c.json({ success: true });
    })
    .post("/download-proofreading-pdf", async (c) => {
      const { jobId } = await readJson(c, downloadProofreadingPdfRequest);
      const file = await documents.pdf("proofreading", jobId);
      return attachment(c, file.bytes, file.fileName, "application/pdf");
    });
}
