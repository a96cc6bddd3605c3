import type { FormPostAnswer } from "../../contract/form-post";
import { AppError, errorStatus } from "../errors";
import type { Logger } from "../log";
import { addressGroup } from "../rate-limit/address-group";
import type { RateLimiter, RateLimitRule } from "../rate-limit/rate-limiter";
import { enforceRateLimit } from "./middleware/rate-limit";
import { readBodyPrefix } from "./read-body";

/** What a page action needs to answer: the answer and the HTTP status and headers to send. */
export interface FormPostReply {
  answer: FormPostAnswer;
  status: number;
  headers: Record<string, string>;
}

/**
 * One form a page answers without JavaScript, as its JSON API route does: the same rate limit,
 * the same body cap (as JSON) and the same service call, which returns the success text.
 */
export interface PageForm {
  rateLimit: { rule: RateLimitRule; message?: string };
  maxJsonBytes: number;
  /** `signal` is the visitor's request: it ends when they leave. */
  accept(fields: Record<string, string>, signal: AbortSignal): Promise<string>;
}

/**
 * A form post carries the JSON API's content percent-encoded, where each byte of UTF-8 may take
 * three ("—" is 3 bytes, sent as 9): so its cap is three times the JSON cap, and whatever passes
 * the API's cap passes here too.
 */
const PERCENT_ENCODED = 3;

const utf8 = new TextDecoder("utf-8", { fatal: true });
const AMPERSAND = 0x26;

/**
 * The fields of an application/x-www-form-urlencoded body (what an HTML form sends by default),
 * read up to `maxBytes`. Past the cap, reading stops: `complete` is false and the fields are
 * those that arrived whole before it (the cut one is dropped), so the page can give back what
 * was typed. Invalid UTF-8 is refused, as in readJson.
 */
async function readFormFields(
  request: Request,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; complete: boolean }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw new AppError(
      "unsupported_media_type",
      "Send the form as application/x-www-form-urlencoded",
    );
  }
  const { bytes, complete } = await readBodyPrefix(request, maxBytes);
  const whole = complete ? bytes : bytes.subarray(0, Math.max(0, bytes.lastIndexOf(AMPERSAND)));
  let text: string;
  try {
    text = utf8.decode(whole);
  } catch {
    throw new AppError("invalid_input", "The form is not valid UTF-8");
  }
  return { fields: Object.fromEntries(new URLSearchParams(text)), complete };
}

/**
 * A form posted to a page by a visitor whose JavaScript has not loaded, answered as data for the
 * page to render instead of JSON. Errors of the visitor's own (4xx) become the answer; anything
 * else is logged and answered as a failure; either way what was typed is given back.
 */
export async function answerFormPost(
  form: PageForm,
  request: Request,
  client: { rateLimiter: RateLimiter; ip: string; log: Logger },
): Promise<FormPostReply> {
  const maxBytes = PERCENT_ENCODED * form.maxJsonBytes;
  let values: Record<string, string> = {};
  try {
    await enforceRateLimit(
      client.rateLimiter,
      form.rateLimit.rule,
      addressGroup(client.ip),
      form.rateLimit.message,
    );
    const body = await readFormFields(request, maxBytes);
    values = body.fields;
    if (!body.complete) {
      throw new AppError("payload_too_large", `The form is larger than ${maxBytes} bytes`);
    }
    return {
      answer: { sent: true, message: await form.accept(values, request.signal) },
      status: 200,
      headers: {},
    };
  } catch (error) {
    const known = error instanceof AppError;
    const status = known ? errorStatus[error.code] : 500;
    if (known && error.code === "unavailable") {
      // Refused under load on purpose: a line, no stack, as a flood may bring many.
      client.log.warn({ code: error.code }, error.message);
    } else if (status >= 500) client.log.error({ err: error }, "form post failed");
    return {
      answer: {
        sent: false,
        status,
        message: known ? error.message : "Internal error",
        fields: (known && error.fields) || {},
        values,
      },
      status,
      headers: (known && error.headers) || {},
    };
  }
}
