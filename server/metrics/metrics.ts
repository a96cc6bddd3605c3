import { type Name, sql } from "drizzle-orm";
import { contactOptionLabels, storedServiceNames } from "../../content";
import type { LeadsForService, MetricsResponse } from "../../contract/admin-metrics";
import type { Database } from "../db/client";
import { shareInFlight } from "../share-in-flight";
import { fillDays, lastDays, nairobiOffsetHours } from "./days";

const chartDays = 30;
// Inlined, not a bound parameter: GROUP BY must repeat the select expression exactly.
const nairobiOffset = sql.raw(`interval '${nairobiOffsetHours} hours'`);

type Counted<K extends string> = Array<Record<K, string> & { count: number }>;

/** The one row the overview statement returns. */
interface OverviewRow {
  total_conversations: number;
  total_cvs: number;
  total_proofreading_jobs: number;
  active_users: number;
  conversation_services: Counted<"service">;
  inquiry_services: Counted<"service">;
  conversation_days: Counted<"day">;
  inquiry_days: Counted<"day">;
}

/** Leads per service (blank and missing left out), busiest first, as a JSON array. */
const perService = (table: Name, column: Name) => sql`(
  select coalesce(json_agg(json_build_object('service', service, 'count', n) order by n desc, service), '[]')
  from (
    select nullif(trim(${column}), '') as service, count(*)::int as n from ${table}
    where nullif(trim(${column}), '') is not null group by 1
  ) as counted
)`;

/** Leads per Nairobi day since `since`, as a JSON array. */
const perDay = (table: Name, since: Date) => sql`(
  select coalesce(json_agg(json_build_object('day', day, 'count', n)), '[]')
  from (
    select to_char(created_at at time zone 'UTC' + ${nairobiOffset}, 'YYYY-MM-DD') as day,
      count(*)::int as n
    from ${table} where created_at >= ${since.toISOString()}::timestamptz group by 1
  ) as counted
)`;

/** The figures of the Overview tab. */
export function createMetricsService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const chats = sql.identifier("chat_interactions");
  const inquiries = sql.identifier("contact_inquiries");

  /**
   * Every figure in one statement: on PGlite each statement waits its turn behind every other
   * request's queries, so eight separate ones made a busy dashboard eight times slower.
   */
  async function computeOverview(): Promise<MetricsResponse> {
    const days = lastDays(now(), chartDays);
    const since = new Date(`${days[0]}T00:00:00+03:00`);
    const result = await db.execute(sql`select
      (select count(*)::int from ${chats}) as total_conversations,
      (select count(*)::int from ${sql.identifier("cv_documents")}) as total_cvs,
      (select count(*)::int from ${sql.identifier("proofreading_jobs")}) as total_proofreading_jobs,
      (select count(*)::int from ${chats} where sent_to_whatsapp = 'sent') as active_users,
      ${perService(chats, sql.identifier("service_interest"))} as conversation_services,
      ${perService(inquiries, sql.identifier("service"))} as inquiry_services,
      ${perDay(chats, since)} as conversation_days,
      ${perDay(inquiries, since)} as inquiry_days`);
    // Database is typed over both drivers, so execute() cannot name its result; both answer
    // { rows } (node-postgres' QueryResult and PGlite's Results).
    const row = (result as { rows: OverviewRow[] }).rows[0];
    if (!row) throw new Error("the overview statement returned no row");
    return {
      totalConversations: row.total_conversations,
      totalCvs: row.total_cvs,
      totalProofreadingJobs: row.total_proofreading_jobs,
      // The services as visitors asked for them (ADR 010, services as asked).
      serviceMetrics: countBy(row.conversation_services, storedServiceNames),
      activeUsers: row.active_users,
      leadsPerDay: fillDays(days, row.conversation_days, row.inquiry_days),
      // Side by side with the contact form, which knows only the six options.
      leadsByService: mergeServices(
        countBy(row.conversation_services, contactOptionLabels),
        countBy(row.inquiry_services, contactOptionLabels),
      ),
    };
  }

  // Staff opening the dashboard together share one computation.
  return { overview: shareInFlight(computeOverview) };
}

/**
 * Counts per group, a stored value counting once in each group it falls in. Conversations
 * store the services asked for ("CV Writing, LinkedIn Optimization"), the contact form an
 * option value ("cv-writing"); `groups` reads either (content/services.ts).
 */
function countBy(
  rows: Counted<"service">,
  groups: (stored: string) => string[],
): Counted<"service"> {
  const counts = new Map<string, number>();
  for (const { service, count } of rows) {
    for (const group of new Set(groups(service))) {
      counts.set(group, (counts.get(group) ?? 0) + count);
    }
  }
  return [...counts]
    .map(([service, count]) => ({ service, count }))
    .sort((a, b) => b.count - a.count || a.service.localeCompare(b.service));
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
