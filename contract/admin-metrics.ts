import { z } from "zod";

export const serviceCount = z.object({ service: z.string(), count: z.number().int() });

/** One calendar day in Nairobi time, "YYYY-MM-DD". */
export const leadsOnDay = z.object({
  date: z.string(),
  conversations: z.number().int(),
  inquiries: z.number().int(),
});
export type LeadsOnDay = z.infer<typeof leadsOnDay>;

export const leadsForService = z.object({
  service: z.string(),
  conversations: z.number().int(),
  inquiries: z.number().int(),
});
export type LeadsForService = z.infer<typeof leadsForService>;

/**
 * GET /api/admin/metrics. The first four fields are the Overview's totals; `activeUsers` (conversations
 * handed to WhatsApp), `leadsPerDay` (last 30 days) and `leadsByService` feed the charts.
 */
export const metricsResponse = z.object({
  totalConversations: z.number().int(),
  totalCvs: z.number().int(),
  totalProofreadingJobs: z.number().int(),
  serviceMetrics: z.array(serviceCount),
  activeUsers: z.number().int(),
  leadsPerDay: z.array(leadsOnDay),
  leadsByService: z.array(leadsForService),
});
export type MetricsResponse = z.infer<typeof metricsResponse>;
