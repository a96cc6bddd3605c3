import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";

/** Newsletter sign-ups: one row per address; signing up again is a success, not an error. */
export function createNewsletterService(db: Database) {
  return {
    async subscribe(email: string): Promise<{ created: boolean }> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      return { created: rows.length > 0 };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
