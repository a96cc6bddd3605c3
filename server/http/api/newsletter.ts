import { Hono } from "hono";
import { newsletterRequest } from "../../../contract/blog";
import type { Services } from "../../services";
import type { AppEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { readJson } from "../read-body";

/** Ten sign-ups per address per hour is plenty for a person and dull for a script. */
export const NEWSLETTER_RULE = { bucket: "newsletter", limit: 10, windowSeconds: 3600 };

/** POST /api/newsletter {email}. */
export function newsletterRoutes(services: Services) {
  return new Hono<AppEnv>().post(
    "/newsletter",
    rateLimit(services.rateLimiter, NEWSLETTER_RULE, {
      message: "Too many sign-ups from your network. Please try again later.",
    }),
    async (c) => {
      const { email } = await readJson(c, newsletterRequest, 2048);
      await services.newsletter.subscribe(email);
      // One answer for a new and a known address, so the form cannot be used to learn who is
      // on the list (security review L6).
      return c.json({
        success: true as const,
        message: "Thanks for subscribing! Our next career tips will reach your inbox.",
      });
    },
  );
}
