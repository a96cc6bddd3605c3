import type { Context } from "hono";

/** The media types of the files staff download. */
export const fileType = {
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  html: "text/html; charset=utf-8",
  gzip: "application/gzip",
} as const;

/**
 * A file the browser saves as `name`. Never cached: every download (CSV exports, CVs, letters)
 * holds a person's data (a backup holds everyone's).
 */
export function download(
  c: Context,
  bytes: Uint8Array | string,
  name: string,
  type: (typeof fileType)[keyof typeof fileType],
): Response {
  // Hono takes bytes over a plain ArrayBuffer only; the renderers' may sit on any (ArrayBufferLike).
  return c.body(typeof bytes === "string" ? bytes : new Uint8Array(bytes), 200, {
    "content-type": type,
    "content-disposition": `attachment; filename="${name}"`,
    "cache-control": "no-store",
  });
}
