import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors";
import { validate } from "../validate";

/** Default cap for JSON bodies; routes that need more say so. */
export const DEFAULT_JSON_LIMIT = 64 * 1024;

/**
 * Reads at most `maxBytes` of the request body. Stops reading (413) as soon as the cap is
 * passed, so an oversized body is never held in memory whole.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const { bytes, complete } = await readBodyPrefix(request, maxBytes);
  if (!complete) throw tooLarge(maxBytes);
  return bytes;
}

/**
 * The first `maxBytes` of the request body, and whether that is all of it. Reading stops at the
 * cap, so an oversized body is never held whole; what came before the cap can still be used.
 */
export async function readBodyPrefix(
  request: Request,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; complete: boolean }> {
  const body = request.body;
  if (!body) return { bytes: new Uint8Array(), complete: true };
  const chunks: Uint8Array[] = [];
  let total = 0;
  let complete = true;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - total));
      total = maxBytes;
      complete = false;
      await reader.cancel();
      break;
    }
    total += value.byteLength;
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, complete };
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
  const bytes = await readBodyBytes(c.req.raw, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(bytes));
  } catch {
    throw new AppError("malformed_json", "The request body is not valid JSON");
  }
  return validate(schema, value);
}
