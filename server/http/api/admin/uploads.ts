import { Hono } from "hono";
import { maxUploadBytes } from "../../../documents/uploads/validate";
import { AppError } from "../../../errors";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { readBodyBytes } from "../../read-body";

/** Room for the multipart boundaries and the two text fields around a 10 MB file. */
const multipartOverhead = 64 * 1024;

/** POST /api/admin/upload-document (multipart: document, clientName, clientEmail). */
export function uploadRoutes(services: Services) {
  const { documents, engine } = services.documents;
  return new Hono<AppEnv>().post("/upload-document", async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data;/i.test(type))
      throw new AppError("unsupported_media_type", "Send the file as multipart/form-data");
    // Stops reading (413) once past the cap: an oversized upload is never held whole.
    const body = await readBodyBytes(c.req.raw, maxUploadBytes + multipartOverhead).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.code === "payload_too_large")
          throw new AppError("payload_too_large", "The file is larger than 10 MB.");
        throw error;
      },
    );
    // Parsing, checks and extraction run in the document worker, off the event loop.
    const prepared = await engine.prepareUpload(body, type);
    if (!prepared.ok)
      throw new AppError(prepared.error.code, prepared.error.message, prepared.error.fields);
    const document = await documents.storeUpload(prepared, c.get("admin").id);
    return c.json({ success: true, document }, 201);
  });
}
