import { z } from "zod";
import { AppError, type ErrorCode } from "../../errors";
import { validate } from "../../validate";
import { extractUploadText } from "./extract";
import { type CheckedUpload, checkUpload, contentMismatch } from "./validate";

/**
 * A long CV is 20,000 characters. Past this the text is cut (and the document says so): every
 * list and editor carries the text, and megabytes of it would stall the panel and the server.
 */
export const maxExtractedChars = 200_000;

const uploadFields = z.object({
  clientName: z
    .string({ error: "Client name is required" })
    .trim()
    .min(1, "Client name is required")
    .max(200, "Client name is at most 200 characters"),
  clientEmail: z.email("Enter a valid client email").max(255),
});

export type PreparedUpload =
  | { ok: false; error: { code: ErrorCode; message: string; fields?: Record<string, string> } }
  | (CheckedUpload & {
      ok: true;
      clientName: string;
      clientEmail: string;
      size: number;
      /** The file's bytes, base64, as the row stores them. */
      base64: string;
      /** The extracted text, or null when it could not be read. */
      text: string | null;
      truncated: boolean;
    });

/**
 * Checks an upload and reads its text (null when a pdf, docx or txt cannot be read: it is kept,
 * marked failed; refused when unpacking it shows a decompression bomb). Any compound file (an
 * .msi, an .xls) passes the magic-byte check for .doc, so a .doc whose Word stream
 * word-extractor cannot read is refused like any other mismatch.
 */
export async function readUpload(
  name: string,
  bytes: Uint8Array,
): Promise<CheckedUpload & { text: string | null }> {
  const checked = await checkUpload(name, bytes);
  // A bomb found while unpacking is refused; any other failure to read keeps the file, marked failed.
  const text = await extractUploadText(checked.kind, bytes).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    return null;
  });
  if (text === null && checked.kind === "doc") throw contentMismatch("doc");
  return { ...checked, text };
}

/**
 * Everything CPU-bound about an upload, run in the document worker: multipart parsing, the
 * checks (extension, magic bytes, zip limits), base64 encoding and text extraction. The main
 * thread is left with the database writes.
 */
export async function prepareUpload(
  body: Uint8Array,
  contentType: string,
): Promise<PreparedUpload> {
  try {
    let form: FormData;
    try {
      form = await new Request("http://local/", {
        method: "POST",
        headers: { "content-type": contentType },
        body: new Blob([body as Uint8Array<ArrayBuffer>]),
      }).formData();
    } catch {
      throw new AppError("invalid_input", "The upload is not valid multipart form data");
    }
    const file = form.get("document");
    if (!(file instanceof File))
      throw new AppError("invalid_input", "Choose a file to upload", {
        document: "Choose a file to upload",
      });
    const fields = validate(uploadFields, {
      clientName: form.get("clientName"),
      clientEmail: form.get("clientEmail"),
    });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { text, ...checked } = await readUpload(file.name, bytes);
    return {
      ok: true,
      ...checked,
      ...fields,
      size: bytes.length,
      base64: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64"),
      text: text === null ? null : text.slice(0, maxExtractedChars),
      truncated: text !== null && text.length > maxExtractedChars,
    };
  } catch (error) {
    if (error instanceof AppError)
      return {
        ok: false,
        error: { code: error.code, message: error.message, fields: error.fields },
      };
    throw error;
  }
}
