import { Hono } from "hono";
import {
  downloadDocumentPdfRequest,
  exportRequest,
  updateDocumentRequest,
} from "../../../../contract/documents";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { readJson } from "../../read-body";
import { attachment, pathId } from "./document-responses";

const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Documents (uploads and cover letters): list, edit, erase; PDF, Word and HTML downloads of any item. */
export function documentRoutes(services: Services) {
  const { documents } = services.documents;
  return new Hono<AppEnv>()
    .get("/documents", async (c) => c.json({ documents: await documents.list() }))
    .patch("/documents/:id", async (c) => {
      const id = pathId(c);
      const body = await readJson(c, updateDocumentRequest, 512 * 1024);
      return c.json({ success: true, document: await documents.update(id, body) });
    })
    .delete("/documents/:id", async (c) => {
      await documents.remove(pathId(c));
      return c.json({ success: true });
    })
    .post("/download-document-pdf", async (c) => {
      const { documentId } = await readJson(c, downloadDocumentPdfRequest);
      const file = await documents.pdf("document", documentId);
      return attachment(c, file.bytes, file.fileName, "application/pdf");
    })
    .post("/download-word", async (c) => {
      const { kind, id } = await readJson(c, exportRequest);
      const file = await documents.docx(kind, id);
      return attachment(c, file.bytes, file.fileName, docxType);
    })
    .post("/download-html", async (c) => {
      const { kind, id } = await readJson(c, exportRequest);
      const file = await documents.html(kind, id);
      return attachment(c, file.text, file.fileName, "text/html; charset=utf-8");
    });
}
