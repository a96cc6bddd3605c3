import type { Database } from "../db/client";
import { contactInquiries } from "../db/schema";

export interface NewContactInquiry {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, e.g. +254712345678. */
  phone: string;
  service: string | null;
  message: string | null;
}

/** Queries of the contact_inquiries table that the public site needs. */
export function createContactInquiryStore(db: Database) {
  return {
    async insert(inquiry: NewContactInquiry): Promise<{ id: number }> {
      const [row] = await db
        .insert(contactInquiries)
        .values({
          firstName: inquiry.firstName,
          lastName: inquiry.lastName,
          email: inquiry.email,
          phone: inquiry.phone,
          service: inquiry.service,
          message: inquiry.message,
        })
        .returning({ id: contactInquiries.id });
      if (!row) throw new Error("contact inquiry insert returned no row");
      return row;
    },
  };
}
