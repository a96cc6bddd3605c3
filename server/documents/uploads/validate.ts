import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../errors";
import { damagedDocx, docxTooLarge } from "./docx-unpack";
import { inspectZip } from "./zip-inspect";

export const maxUploadBytes = 10 * 1024 * 1024;
/**
 * A long CV with photos unpacks to a few MB; 50 MB leaves room and stops zip bombs (checked on
 * the declared sizes here, and on the real ones while unpacking: docx-unpack.ts).
 */
export const maxDocxUnpackedBytes = 50 * 1024 * 1024;
export const maxDocxEntries = 1000;

export type UploadKind = "pdf" | "doc" | "docx" | "txt";

export const uploadMimeTypes: Record<UploadKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
};

export type CheckedUpload = {
  kind: UploadKind;
  mimeType: string;
  /** The client's name for the file, path parts removed: kept only as data. */
  originalName: string;
  /** The name we store it under: never derived from the client's name. */
  storedName: string;
};

/** Strips any directory part (either slash) and control characters; never empty. */
export function safeOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (cleaned === "" || cleaned === "." || cleaned === ".." ? "upload" : cleaned).slice(0, 255);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

const isKind = (ext: string): ext is UploadKind => ext in uploadMimeTypes;

const describe: Record<UploadKind, string> = {
  pdf: "a PDF",
  doc: "a Word 97-2003 (.doc) document",
  docx: "a Word (.docx) document",
  txt: "a plain text file",
};

/** The answer for a file whose content is not what its extension says. */
export function contentMismatch(kind: UploadKind): AppError {
  return new AppError(
    "unsupported_media_type",
    `The file is named .${kind} but its content is not ${describe[kind]}.`,
    { document: `The content of this file is not ${describe[kind]}.` },
  );
}

const startsWithZipEntry = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A text file is UTF-8 (or Latin-1) text without NUL bytes. */
function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.includes(0);
}

/**
 * Accepts only pdf, doc, docx and txt, by extension AND by content (magic bytes); a .docx
 * must also pass the zip limits before anything opens it. (A .doc is only known to be a compound
 * file here; readUpload refuses one that holds no Word document.) Throws AppError with a reason
 * a consultant understands.
 */
export async function checkUpload(name: string, bytes: Uint8Array): Promise<CheckedUpload> {
  const originalName = safeOriginalName(name);
  const ext = extensionOf(originalName);
  if (!isKind(ext))
    throw new AppError(
      "unsupported_media_type",
      "Only PDF, Word (.doc, .docx) and text (.txt) files can be uploaded.",
      { document: "Choose a .pdf, .doc, .docx or .txt file." },
    );
  if (bytes.length === 0)
    throw new AppError("invalid_input", "The file is empty.", { document: "The file is empty." });
  if (bytes.length > maxUploadBytes)
    throw new AppError("payload_too_large", "The file is larger than 10 MB.");

  if (ext === "docx") {
    const zip = inspectZip(bytes);
    // A zip whose directory cannot be read cannot be sized, so it is not opened either.
    if (!zip && startsWithZipEntry(bytes)) throw damagedDocx("its list of parts cannot be read");
    if (zip && (zip.unpackedBytes > maxDocxUnpackedBytes || zip.entries > maxDocxEntries))
      throw docxTooLarge(maxDocxUnpackedBytes);
  }

  const detected = await fileTypeFromBuffer(bytes);
  const matches =
    ext === "txt"
      ? detected === undefined && looksLikeText(bytes)
      : ext === "pdf"
        ? detected?.ext === "pdf"
        : ext === "docx"
          ? detected?.ext === "docx"
          : detected?.ext === "cfb";
  if (!matches) throw contentMismatch(ext);
  return {
    kind: ext,
    mimeType: uploadMimeTypes[ext],
    originalName,
    storedName: `${randomUUID()}.${ext}`,
  };
}
