import type { BoundedWriter } from "../db/bounded-write";
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

/**
 * Queries of the contact_inquiries table that the public site needs. An insert waits for the
 * database only so long (see bounded-write.ts): it throws WriteNotBegun, having written nothing,
 * when it could not begin in time or `signal` (the visitor's request) ended first.
 */
export function createContactInquiryStore(writer: BoundedWriter) {
  return {
    async insert(inquiry: NewContactInquiry, signal?: AbortSignal): Promise<{ id: number }> {
      const [row] = await writer.write(
        (tx) =>
          tx
            .insert(contactInquiries)
            .values({
              firstName: inquiry.firstName,
              lastName: inquiry.lastName,
              email: inquiry.email,
              phone: inquiry.phone,
              service: inquiry.service,
              message: inquiry.message,
            })
            .returning({ id: contactInquiries.id }),
        signal,
      );
      if (!row) throw new Error("contact inquiry insert returned no row");
      return row;
    },
  };
}
