import { eq } from "drizzle-orm";
import { INVALID_UNSUBSCRIBE_LINK } from "../../contract/erasure";
import type { AuditLog } from "../auth/audit";
import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { AppError } from "../errors";
import { createUnsubscribeTokens } from "./unsubscribe-token";

const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** Newsletter sign-ups: one row per address; signing up again is a success, not an error. */
export function createNewsletterService(db: Database, deps: { siteUrl: string; audit: AuditLog }) {
  const tokens = createUnsubscribeTokens(db);
  return {
    /** Says nothing of whether the address was already there: the caller must not tell (L6). */
    async subscribe(email: string): Promise<void> {
      await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
    },

    /** The link a subscriber follows to leave the list (staff put it in every mailing). */
    async unsubscribeUrl(subscriberId: number): Promise<string> {
      const url = new URL(UNSUBSCRIBE_PATH, deps.siteUrl);
      url.searchParams.set("token", await tokens.sign(subscriberId));
      return url.href;
    },

    /** True when `token` is one we signed (the page checks before it offers the button). */
    async isValidToken(token: string): Promise<boolean> {
      return (await tokens.verify(token)) !== null;
    },

    /**
     * Removes the subscriber a signed token names. A forged token is a 400 and changes nothing;
     * a good one succeeds alike whether the address was still there or not.
     */
    async unsubscribe(token: string): Promise<void> {
      const id = await tokens.verify(token);
      if (id === null) throw new AppError("invalid_input", INVALID_UNSUBSCRIBE_LINK);
      const removed = await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .returning({ id: newsletterSubscribers.id });
      // The subscriber's own request: no staff name, no address, no IP (personal data too).
      if (removed.length > 0)
        await deps.audit.record({
          event: "erasure",
          detail: `subscriber ${id} (unsubscribe link)`,
        });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
