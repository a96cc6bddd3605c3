import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";

/** Newsletter sign-ups: one row per address; signing up again is a success, not an error. */
export function createNewsletterService(db: Database) {
  return {
    /** Says nothing of whether the address was already there: the caller must not tell (L6). */
    async subscribe(email: string): Promise<void> {
      await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
