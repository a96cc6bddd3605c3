import { z } from "zod";
import { listPage } from "./list-page";

export const adminSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  /** The subscriber's own signed link to leave the list, for staff to put in each mailing. */
  unsubscribeUrl: z.string(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriber>;

/** GET /api/admin/subscribers; the CSV at /api/admin/subscribers.csv has every row. */
export const subscriberListResponse = listPage("subscribers", adminSubscriber);
export type SubscriberListResponse = z.infer<typeof subscriberListResponse>;

export const subscriberPageSize = 1000;
