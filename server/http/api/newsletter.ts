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
      const { created } = await services.newsletter.subscribe(email);
      return c.json({
        success: true as const,
        message: created
          ? "Thanks for subscribing! Our next career tips will reach your inbox."
          : "You're already subscribed. Thanks for staying with us!",
      });
    },
  );
}
