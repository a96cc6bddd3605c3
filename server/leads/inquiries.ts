import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  type AdminInquiry,
  type InquiryListQuery,
  type InquiryListResponse,
  inquiryPageSize,
  serviceLabel,
} from "../../contract/admin-inquiries";
import type { Database } from "../db/client";
import { contactInquiries } from "../db/schema";
import { AppError } from "../errors";
import { isOpenAt } from "./business-hours";
import { type CsvCell, toCsv } from "./csv";
import { inquiryColumns } from "./lead-columns";
import type { LeadActor, LeadInbox } from "./lead-inbox";
import { containsPattern } from "./search";

/** A row as selected: the contract's inquiry with real dates. */
type Row = Omit<AdminInquiry, "createdAt" | "arrivedOutOfHours" | "handledAt"> & {
  createdAt: Date;
  handledAt: Date | null;
};

function toInquiry(row: Row): AdminInquiry {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    arrivedOutOfHours: !isOpenAt(row.createdAt),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

function matching(query: InquiryListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status === "handled") conditions.push(isNotNull(contactInquiries.handledAt));
  if (query.status === "unhandled") conditions.push(isNull(contactInquiries.handledAt));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const fullName = sql`${contactInquiries.firstName} || ' ' || ${contactInquiries.lastName}`;
    const anyField = or(
      ilike(fullName, pattern),
      ilike(contactInquiries.email, pattern),
      ilike(contactInquiries.phone, pattern),
      ilike(contactInquiries.service, pattern),
      ilike(contactInquiries.message, pattern),
    );
    if (anyField) conditions.push(anyField);
  }
  return and(...conditions);
}

const csvColumns = [
  ["Received", (r) => r.createdAt],
  ["First name", (r) => r.firstName],
  ["Last name", (r) => r.lastName],
  ["Email", (r) => r.email],
  ["Phone", (r) => r.phone],
  ["Service", (r) => (r.service ? serviceLabel(r.service) : null)],
  ["Message", (r) => r.message],
  ["Handled", (r) => (r.handledAt ? "yes" : "no")],
  ["Handled at", (r) => r.handledAt],
] as const satisfies ReadonlyArray<readonly [string, (row: Row) => CsvCell]>;

/** The contact-form messages as staff see them in the Inquiries tab. */
export function createInquiriesService(db: Database, inbox: LeadInbox) {
  const select = (query: InquiryListQuery) =>
    db
      .select(inquiryColumns)
      .from(contactInquiries)
      .where(matching(query))
      .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));

  return {
    /** Newest first; at most `inquiryPageSize` rows, with the total number of matches. */
    async list(query: InquiryListQuery): Promise<InquiryListResponse> {
      const [rows, [totals]] = await Promise.all([
        select(query).limit(inquiryPageSize),
        db.select({ total: count() }).from(contactInquiries).where(matching(query)),
      ]);
      return { inquiries: rows.map(toInquiry), total: totals?.total ?? 0 };
    },

    /**
     * Marks an inquiry handled or back to unhandled through its lead, so the Leads tab agrees:
     * handled moves a new lead to contacted, unhandled moves it back to new (both recorded
     * with who and when); a lead already past new is already handled.
     */
    async setHandled(
      actor: LeadActor,
      id: number,
      handled: boolean,
      now = new Date(),
    ): Promise<AdminInquiry> {
      const [before] = await db
        .select({ status: contactInquiries.leadStatus })
        .from(contactInquiries)
        .where(eq(contactInquiries.id, id));
      if (!before) throw new AppError("not_found", `Inquiry ${id} does not exist.`);
      if (handled !== (before.status !== "new")) {
        await inbox.change(actor, "inquiry", id, { status: handled ? "contacted" : "new" }, now);
      }
      const [row] = await db
        .select(inquiryColumns)
        .from(contactInquiries)
        .where(eq(contactInquiries.id, id));
      if (!row) throw new AppError("not_found", `Inquiry ${id} does not exist.`);
      return toInquiry(row);
    },

    /** Erasure on the person's request (Kenya Data Protection Act). */
    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(contactInquiries)
        .where(eq(contactInquiries.id, id))
        .returning({ id: contactInquiries.id });
      if (deleted.length === 0) throw new AppError("not_found", `Inquiry ${id} does not exist.`);
    },

    /** Every match, same order as the list. */
    async csv(query: InquiryListQuery): Promise<string> {
      return toCsv(csvColumns, await select(query));
    },
  };
}

export type InquiriesService = ReturnType<typeof createInquiriesService>;
