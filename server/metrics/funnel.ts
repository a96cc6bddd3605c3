import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  type FunnelPeriod,
  type FunnelResponse,
  type FunnelStep,
  type FunnelStepId,
  funnelStepIds,
} from "../../contract/admin-funnel";
import type { Database } from "../db/client";
import { chatInteractions, chatOpens, contactInquiries, leadEvents } from "../db/schema";
import type { Clock } from "../leads/business-hours";
import { chatIsLead } from "../leads/lead-inbox";
import { lastDays } from "./days";

/** The one row the funnel statement returns. */
type FunnelRow = Record<FunnelStepId, number> & {
  leads: number;
  changed: number;
  median_seconds: number | null;
  p90_seconds: number | null;
};

/** Seconds from a lead's arrival to its first status event, null while it has none. */
const firstStatusChange = (
  eventColumn: PgColumn,
  lead: { id: PgColumn; createdAt: PgColumn },
) => sql`(
  select extract(epoch from min(${leadEvents.at}) - ${lead.createdAt})::float8 from ${leadEvents}
  where ${leadEvents.kind} = 'status' and ${eventColumn} = ${lead.id}
)`;

/** The Overview's funnel: from a chat opened to a lead won, and how soon leads are answered. */
export function createFunnel(db: Database, clock: Clock) {
  return {
    async report(days: FunnelPeriod): Promise<FunnelResponse> {
      const [first] = lastDays(clock(), days);
      const since = new Date(`${first}T00:00:00+03:00`);
      const from = sql`${since.toISOString()}::timestamptz`;
      const c = chatInteractions;
      const startedChats = sql`${c} where ${c.createdAt} >= ${from}`;
      // One statement: on PGlite every statement waits its turn behind other requests'.
      const result = await db.execute(sql`
        with first_changes as (
          select ${firstStatusChange(leadEvents.conversationId, c)} as seconds
          from ${startedChats} and ${chatIsLead}
          union all
          select ${firstStatusChange(leadEvents.inquiryId, contactInquiries)}
          from ${contactInquiries} where ${contactInquiries.createdAt} >= ${from}
        )
        select
          (select count(*)::int from ${chatOpens} where ${chatOpens.at} >= ${from}) as "chatOpened",
          (select count(*)::int from ${startedChats}) as "conversationStarted",
          (select count(*)::int from ${startedChats}
            and (${c.phone} is not null or ${c.email} is not null)) as "leftContact",
          (select count(*)::int from ${startedChats} and ${c.sentToWhatsApp} = 'sent') as "handedOver",
          (select count(*)::int from ${startedChats} and ${c.leadStatus} = 'won') as "won",
          (select count(*)::int from first_changes) as leads,
          (select count(seconds)::int from first_changes) as changed,
          (select percentile_cont(0.5) within group (order by seconds) from first_changes) as median_seconds,
          (select percentile_cont(0.9) within group (order by seconds) from first_changes) as p90_seconds`);
      // Database is typed over both drivers, so execute() cannot name its result; both answer { rows }.
      const row = (result as { rows: FunnelRow[] }).rows[0];
      if (!row) throw new Error("the funnel statement returned no row");
      return {
        days,
        since: since.toISOString(),
        steps: withDrops(funnelStepIds.map((step) => ({ step, count: row[step] }))),
        firstStatusChange: {
          leads: row.leads,
          changed: row.changed,
          medianSeconds: wholeSeconds(row.median_seconds),
          p90Seconds: wholeSeconds(row.p90_seconds),
        },
      };
    },
  };
}

const wholeSeconds = (seconds: number | null) => (seconds === null ? null : Math.round(seconds));

/** Each step with what was lost since the step before. */
function withDrops(steps: Array<{ step: FunnelStepId; count: number }>): FunnelStep[] {
  return steps.map(({ step, count }, i) => {
    const previous = steps[i - 1]?.count;
    if (previous === undefined) return { step, count, drop: null, dropRate: null };
    const drop = previous - count;
    return { step, count, drop, dropRate: previous > 0 ? drop / previous : null };
  });
}

export type Funnel = ReturnType<typeof createFunnel>;
