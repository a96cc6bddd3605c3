import { Hono } from "hono";
import {
  downloadDocumentPdfRequest,
  exportRequest,
  updateDocumentRequest,
} from "../../../../contract/documents";
import type { Services } from "../../../services";
import { download, fileType } from "../../download";
import type { AppEnv } from "../../env";
import { pathId } from "../../params";
import { readJson } from "../../read-body";

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
      return download(c, file.bytes, file.fileName, fileType.pdf);
    })
    .post("/download-word", async (c) => {
      const { kind, id } = await readJson(c, exportRequest);
      const file = await documents.docx(kind, id);
      return download(c, file.bytes, file.fileName, fileType.docx);
    })
    .post("/download-html", async (c) => {
      const { kind, id } = await readJson(c, exportRequest);
      const file = await documents.html(kind, id);
      return download(c, file.text, file.fileName, fileType.html);
    });
}
