import type { Context } from "hono";
import { z } from "zod";
import { validate } from "../../../validate";

/** A file the browser saves under our `{type}_{id}.{ext}` name. */
export function attachment(c: Context, bytes: Uint8Array | string, fileName: string, type: string) {
  return c.body(typeof bytes === "string" ? bytes : new Uint8Array(bytes), 200, {
    "content-type": type,
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "no-store",
  });
}

const idParam = z.object({
  id: z.coerce
    .number()
    .int("id must be a whole number")
    .positive("id must be a positive number")
    .max(2_147_483_647),
});

/** The numeric `:id` of a path, or 400. */
export const pathId = (c: Context) => validate(idParam, { id: c.req.param("id") }).id;
