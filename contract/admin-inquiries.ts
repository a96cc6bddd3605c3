import { z } from "zod";
import { contactOptionLabels } from "../content/services";
import { listPage } from "./list-page";

export const inquiryFilter = z.enum(["all", "unhandled", "handled"]);
export type InquiryFilter = z.infer<typeof inquiryFilter>;

/** Query of GET /api/admin/inquiries and /api/admin/inquiries.csv. */
export const inquiryListQuery = z.object({
  q: z.string().trim().max(200, "Search text is too long").optional(),
  status: inquiryFilter.default("all"),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuery>;

export const adminInquiry = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  service: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  /** Sent outside the opening hours (Nairobi time): nobody was at work to answer. */
  arrivedOutOfHours: z.boolean(),
  handledAt: z.string().nullable(),
});
export type AdminInquiry = z.infer<typeof adminInquiry>;

/** The newest `inquiryPageSize` matches at most. */
export const inquiryListResponse = listPage("inquiries", adminInquiry);
export type InquiryListResponse = z.infer<typeof inquiryListResponse>;

export const inquiryPageSize = 500;

/** PATCH /api/admin/inquiries/{id} */
export const inquiryUpdateRequest = z.object({
  handled: z.boolean({ error: "handled must be true or false" }),
});
export type InquiryUpdateRequest = z.infer<typeof inquiryUpdateRequest>;

export const inquiryUpdateResponse = z.object({ inquiry: adminInquiry });

/** The contact form stores an option value ("cv-writing"); staff read its label. */
export function serviceLabel(value: string): string {
  return contactOptionLabels(value)[0] ?? value;
}
