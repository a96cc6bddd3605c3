import type { Context } from "hono";

/** A CSV download: never cached (it holds personal data), saved under `fileName`. */
export function csvResponse(c: Context, csv: string, fileName: string): Response {
  return c.body(csv, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "no-store",
  });
}
