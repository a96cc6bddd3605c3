import { z } from "zod";

/** The periods the funnel can cover, in Nairobi days ending today. */
export const funnelPeriods = [7, 30, 90] as const;
export type FunnelPeriod = (typeof funnelPeriods)[number];

export const funnelUrl = "/api/admin/funnel";

/** GET /api/admin/funnel?days=7|30|90 (30 when left out). */
export const funnelQuery = z.object({
  days: z
    .enum(["7", "30", "90"], { error: "days must be 7, 30 or 90" })
    .default("30")
    .transform((days) => Number(days) as FunnelPeriod),
});

/**
 * The steps, in order: visits whose chat opened, conversations started, conversations that
 * left a phone number or an email, conversations handed over to WhatsApp, conversations won.
 */
export const funnelStepIds = [
  "chatOpened",
  "conversationStarted",
  "leftContact",
  "handedOver",
  "won",
] as const;
export type FunnelStepId = (typeof funnelStepIds)[number];

export interface FunnelStep {
  step: FunnelStepId;
  count: number;
  /**
   * The step before's count minus this one's; null on the first step. Each step is counted on
   * its own, so it is negative where more reached a step than the one before: a lead won
   * without opening WhatsApp, or conversations of a day before chat opens were recorded.
   */
  drop: number | null;
  /** `drop` over the step before's count (0.25 = a quarter lost); null if that count is 0. */
  dropRate: number | null;
}

/**
 * Time from a lead's arrival (a chat lead as the inbox lists it, or a contact inquiry) to its
 * first change of status, over the leads that arrived in the period.
 */
export interface FirstStatusChange {
  /** Leads that arrived in the period. */
  leads: number;
  /** Of those, the ones whose status has been changed. */
  changed: number;
  /** Null while no lead's status has been changed. */
  medianSeconds: number | null;
  p90Seconds: number | null;
}

/**
 * The Overview's funnel: everything that began in the period, from `since` (midnight in
 * Nairobi, `days` days ago counting today) to now. Conversations are counted by the day they
 * started, whatever their later steps' dates. Conversations that never left a contact are
 * deleted 30 days after their last turn, so a 90-day period counts only the recent ones.
 */
export interface FunnelResponse {
  days: FunnelPeriod;
  /** ISO time the period starts. */
  since: string;
  steps: FunnelStep[];
  firstStatusChange: FirstStatusChange;
}
