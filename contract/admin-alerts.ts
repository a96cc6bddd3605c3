import { z } from "zod";

/** A staff alert that could not be sent: still being retried, or given up on. */
export const alertProblem = z.object({
  id: z.number().int(),
  kind: z.string(),
  leadId: z.number().int().nullable(),
  channel: z.string(),
  status: z.enum(["retrying", "failed"]),
  attempts: z.number().int(),
  lastError: z.string(),
  /** When the next try is due; null once given up on. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AlertProblem = z.infer<typeof alertProblem>;

/** GET /api/admin/alerts/problems */
export const alertProblemsResponse = z.object({
  /** False when neither email nor webhook alerts are configured. */
  enabled: z.boolean(),
  alerts: z.array(alertProblem),
});
export type AlertProblemsResponse = z.infer<typeof alertProblemsResponse>;
