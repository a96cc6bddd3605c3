import { count, desc, eq, gte, sql } from "drizzle-orm";
import { serviceLabel } from "../../contract/admin-inquiries";
import type { LeadsForService, MetricsResponse } from "../../contract/admin-metrics";
import type { Database } from "../db/client";
import { chatInteractions, contactInquiries, cvDocuments, proofreadingJobs } from "../db/schema";
import { shareInFlight } from "../share-in-flight";
import { fillDays, lastDays, nairobiOffsetHours } from "./days";

const chartDays = 30;
// Inlined, not a bound parameter: GROUP BY must repeat the select expression exactly.
const nairobiOffset = sql.raw(`interval '${nairobiOffsetHours} hours'`);

/** Blank and missing services are not a service: they are left out of the service lists. */
const named = (column: typeof chatInteractions.serviceInterest | typeof contactInquiries.service) =>
  sql`nullif(trim(${column}), '')`;

/** The figures of the Overview tab. */
export function createMetricsService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  const total = async (
    table: typeof chatInteractions | typeof cvDocuments | typeof proofreadingJobs,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

  /** Leads per Nairobi day since `since`. */
  async function perDay(
    table: typeof chatInteractions | typeof contactInquiries,
    since: Date,
  ): Promise<Array<{ day: string; count: number }>> {
    const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC' + ${nairobiOffset}, 'YYYY-MM-DD')`;
    return db
      .select({ day, count: count() })
      .from(table)
      .where(gte(table.createdAt, since))
      .groupBy(day);
  }

  async function perService(
    table: typeof chatInteractions | typeof contactInquiries,
    column: typeof chatInteractions.serviceInterest | typeof contactInquiries.service,
  ): Promise<Array<{ service: string; count: number }>> {
    const service = sql<string>`${named(column)}`;
    return db
      .select({ service, count: count() })
      .from(table)
      .where(sql`${named(column)} is not null`)
      .groupBy(service)
      .orderBy(desc(count()), service);
  }

  async function computeOverview(): Promise<MetricsResponse> {
    const days = lastDays(now(), chartDays);
    const since = new Date(`${days[0]}T00:00:00+03:00`);
    const [
      totalConversations,
      totalCvs,
      totalProofreadingJobs,
      [active],
      serviceMetrics,
      inquiryServices,
      conversationDays,
      inquiryDays,
    ] = await Promise.all([
      total(chatInteractions),
      total(cvDocuments),
      total(proofreadingJobs),
      db
        .select({ n: count() })
        .from(chatInteractions)
        .where(eq(chatInteractions.sentToWhatsApp, "sent")),
      perService(chatInteractions, chatInteractions.serviceInterest),
      perService(contactInquiries, contactInquiries.service),
      perDay(chatInteractions, since),
      perDay(contactInquiries, since),
    ]);
    return {
      totalConversations,
      totalCvs,
      totalProofreadingJobs,
      serviceMetrics,
      activeUsers: active?.n ?? 0,
      leadsPerDay: fillDays(days, conversationDays, inquiryDays),
      leadsByService: mergeServices(
        serviceMetrics,
        inquiryServices.map((s) => ({ ...s, service: serviceLabel(s.service) })),
      ),
    };
  }

  // Eight aggregate queries: staff opening the dashboard together share one computation.
  return { overview: shareInFlight(computeOverview) };
}

/** Conversations and inquiries side by side per service, busiest first. */
export function mergeServices(
  conversations: Array<{ service: string; count: number }>,
  inquiries: Array<{ service: string; count: number }>,
): LeadsForService[] {
  const merged = new Map<string, LeadsForService>();
  const entry = (service: string) => {
    const existing = merged.get(service);
    if (existing) return existing;
    const created = { service, conversations: 0, inquiries: 0 };
    merged.set(service, created);
    return created;
  };
  for (const c of conversations) entry(c.service).conversations += c.count;
  for (const q of inquiries) entry(q.service).inquiries += q.count;
  return [...merged.values()].sort(
    (a, b) =>
      b.conversations + b.inquiries - (a.conversations + a.inquiries) ||
      a.service.localeCompare(b.service),
  );
}

export type MetricsService = ReturnType<typeof createMetricsService>;
