import { count, desc, eq } from "drizzle-orm";
import { type SubscriberListResponse, subscriberPageSize } from "../../contract/admin-subscribers";
import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { AppError } from "../errors";
import { toCsv } from "./csv";

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  createdAt: newsletterSubscribers.createdAt,
};

/** Newsletter sign-ups as staff see them; the public sign-up is in server/newsletter/. */
export function createSubscribersService(
  db: Database,
  unsubscribeUrl: (subscriberId: number) => Promise<string>,
) {
  const select = () =>
    db
      .select(columns)
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));

  return {
    async list(): Promise<SubscriberListResponse> {
      const [rows, [totals]] = await Promise.all([
        select().limit(subscriberPageSize),
        db.select({ total: count() }).from(newsletterSubscribers),
      ]);
      return {
        subscribers: await Promise.all(
          rows.map(async (r) => ({
            ...r,
            createdAt: r.createdAt.toISOString(),
            unsubscribeUrl: await unsubscribeUrl(r.id),
          })),
        ),
        total: totals?.total ?? 0,
      };
    },

    /** Erasure on the person's request; the public unsubscribe link is in server/newsletter. */
    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .returning({ id: newsletterSubscribers.id });
      if (deleted.length === 0) throw new AppError("not_found", `Subscriber ${id} does not exist.`);
    },

    async csv(): Promise<string> {
      const rows = await Promise.all(
        (await select()).map(async (r) => ({ ...r, link: await unsubscribeUrl(r.id) })),
      );
      return toCsv(
        [
          ["Email", (r) => r.email],
          ["Subscribed", (r) => r.createdAt],
          ["Unsubscribe link", (r) => r.link],
        ],
        rows,
      );
    },
  };
}

export type SubscribersService = ReturnType<typeof createSubscribersService>;
