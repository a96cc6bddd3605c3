import { Hono } from "hono";
import { newsletterRequest } from "../../../contract/blog";
import { UNSUBSCRIBED_MESSAGE, unsubscribeRequest } from "../../../contract/erasure";
import type { Services } from "../../services";
import type { AppEnv } from "../env";
import { rateLimit } from "../middleware/rate-limit";
import { readJson } from "../read-body";

/** Ten sign-ups per address per hour is plenty for a person and dull for a script. */
export const NEWSLETTER_RULE = { bucket: "newsletter", limit: 10, windowSeconds: 3600 };
export const NEWSLETTER_LIMITED = "Too many sign-ups from your network. Please try again later.";
/** An email address and its JSON wrapping fit many times over. */
export const NEWSLETTER_MAX_BODY_BYTES = 2048;
/**
 * One answer for a new and a known address, so the form cannot be used to learn who is on the
 * list (security review L6).
 */
export const SUBSCRIBED_MESSAGE =
  "Thanks for subscribing! Our next career tips will reach your inbox.";
/** A person follows their link once or twice; a signature cannot be guessed, only retried. */
export const UNSUBSCRIBE_RULE = { bucket: "unsubscribe", limit: 20, windowSeconds: 3600 };

/** POST /api/newsletter {email}; POST /api/newsletter/unsubscribe {token}. */
export function newsletterRoutes(services: Services) {
  return new Hono<AppEnv>()
    .post(
      "/newsletter/unsubscribe",
      rateLimit(services.rateLimiter, UNSUBSCRIBE_RULE, {
        message: "Too many attempts from your network. Please try again later.",
      }),
      async (c) => {
        const { token } = await readJson(c, unsubscribeRequest, 1024);
        await services.newsletter.unsubscribe(token);
        return c.json({ success: true as const, message: UNSUBSCRIBED_MESSAGE });
      },
    )
    .post(
      "/newsletter",
      rateLimit(services.rateLimiter, NEWSLETTER_RULE, { message: NEWSLETTER_LIMITED }),
      async (c) => {
        const { email } = await readJson(c, newsletterRequest, NEWSLETTER_MAX_BODY_BYTES);
        await services.newsletter.subscribe(email);
        return c.json({ success: true as const, message: SUBSCRIBED_MESSAGE });
      },
    );
}
