import { type ContactFormAnswer, contactRequest } from "../../contract/contact";
import { CONTACT_FORM_MAX_BODY_BYTES } from "../../contract/contact-limits";
import { AppError, errorStatus } from "../errors";
import type { Logger } from "../log";
import { addressGroup } from "../rate-limit/address-group";
import type { Services } from "../services";
import { validate } from "../validate";
import { CONTACT_RATE_LIMIT } from "./api/contact";
import { enforceRateLimit } from "./middleware/rate-limit";
import { readBodyPrefix } from "./read-body";

/** What a page action needs to answer: the answer and the HTTP status and headers to send. */
export interface ContactFormReply {
  answer: ContactFormAnswer;
  status: number;
  headers: Record<string, string>;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

const AMPERSAND = 0x26;

/**
 * The fields of an application/x-www-form-urlencoded body (what an HTML form sends by default),
 * read up to CONTACT_FORM_MAX_BODY_BYTES. Past the cap, reading stops: `complete` is false and the
 * fields are those that arrived whole before it (the cut one is dropped), so the page can give
 * back what was typed. Invalid UTF-8 is refused, as in readJson.
 */
async function readFormFields(
  request: Request,
): Promise<{ fields: Record<string, string>; complete: boolean }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw new AppError(
      "unsupported_media_type",
      "Send the form as application/x-www-form-urlencoded",
    );
  }
  const { bytes, complete } = await readBodyPrefix(request, CONTACT_FORM_MAX_BODY_BYTES);
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
 * POST of the contact form to a page, for a visitor whose JavaScript has not loaded: the same
 * rate limit, validation and service as POST /api/contact (server/http/api/contact.ts), answered
 * as data for the page to render instead of JSON. Errors of the visitor's own (4xx) become the
 * answer; anything else is logged and answered with the form's generic failure, keeping what
 * was typed.
 */
export async function answerContactForm(
  services: Services,
  request: Request,
  client: { ip: string; log: Logger },
): Promise<ContactFormReply> {
  let values: Record<string, string> = {};
  try {
    await enforceRateLimit(services.rateLimiter, CONTACT_RATE_LIMIT, addressGroup(client.ip));
    const form = await readFormFields(request);
    values = form.fields;
    if (!form.complete) {
      throw new AppError(
        "payload_too_large",
        `The form is larger than ${CONTACT_FORM_MAX_BODY_BYTES} bytes`,
      );
    }
    await services.contact.submit(validate(contactRequest, values));
    return {
      answer: { sent: true, message: services.contact.successMessage() },
      status: 200,
      headers: {},
    };
  } catch (error) {
    const known = error instanceof AppError;
    const status = known ? errorStatus[error.code] : 500;
    if (status >= 500) client.log.error({ err: error }, "contact form post failed");
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
