import { Hono } from "hono";
import {
  CONTACT_MAX_BODY_BYTES,
  type ContactResponse,
  contactRequest,
} from "../../../contract/contact";
import type { Services } from "../../services";
import type { AppEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { readJson } from "../read-body";

/** Per client IP: enough for a person who corrects and resends, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { bucket: "contact", limit: 5, windowSeconds: 600 };

/** POST /api/contact: validate, store (or drop a bot), answer {success, message}. */
export function contactRoutes(services: Services) {
  return new Hono<AppEnv>().post(
    "/contact",
    rateLimit(services.rateLimiter, CONTACT_RATE_LIMIT),
    async (c) => {
      const submission = await readJson(c, contactRequest, CONTACT_MAX_BODY_BYTES);
      await services.contact.submit(submission, c.req.raw.signal);
      const body: ContactResponse = { success: true, message: services.contact.successMessage() };
      return c.json(body);
    },
  );
}
