import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors";

/** Default cap for JSON bodies; routes that need more say so. */
export const DEFAULT_JSON_LIMIT = 64 * 1024;

/**
 * Reads at most `maxBytes` of the request body. Stops reading (413) as soon as the cap is
 * passed, so an oversized body is never held in memory whole.
 */
export async function readBodyBytes(c: Context, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(c.req.header("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("payload_too_large", `Request body is larger than ${maxBytes} bytes`);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads a JSON body and validates it against a zod schema from contract/.
 * 415 for another content type, 400 for malformed JSON or invalid UTF-8, 400 with a message per
 * field for invalid data, 413 past `maxBytes`.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  maxBytes = DEFAULT_JSON_LIMIT,
): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new AppError("unsupported_media_type", "Send the body as application/json");
  }
  const bytes = await readBodyBytes(c, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(bytes));
  } catch {
    throw new AppError("malformed_json", "The request body is not valid JSON");
  }
  return validate(schema, value);
}

/**
 * Where a NUL character hides in a parsed value, or null. PostgreSQL cannot store U+0000 in
 * text, and no field of this product needs it. Iterative, so 10,000-deep nesting is fine.
 */
export function findNul(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const v = item.value;
    if (typeof v === "string") {
      if (v.includes("\u0000")) return item.path || "body";
    } else if (v && typeof v === "object") {
      for (const [key, child] of Object.entries(v)) {
        if (key.includes("\u0000")) return item.path || "body";
        stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
      }
    }
  }
  return null;
}

/** Validates any input (query, params, JSON) with one error shape. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const nul = findNul(value);
  if (nul) {
    throw new AppError("invalid_input", "Some fields are missing or invalid", {
      [nul]: "must not contain a NUL character",
    });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  throw new AppError("invalid_input", "Some fields are missing or invalid", fields);
}
