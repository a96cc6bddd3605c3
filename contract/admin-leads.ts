import { z } from "zod";
import { services } from "../content/services";
import { recordId } from "./record-id";

/** Where a lead stands, from its arrival to a result. */
export const leadStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export const leadStatus = z.enum(leadStatuses, {
  error: "Choose new, contacted, qualified, won or lost",
});
export type LeadStatus = z.infer<typeof leadStatus>;

/** A chat conversation with a contact detail or hand-over, or a contact-form inquiry. */
export const leadSources = ["chat", "inquiry"] as const;
export const leadSource = z.enum(leadSources, { error: "Choose chat or inquiry" });
export type LeadSource = z.infer<typeof leadSource>;

export const leadEventKinds = ["status", "assignee", "note"] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

export const leadPageSize = 25;

const serviceIds = services.map((s) => s.id) as [string, ...string[]];

/** Query of GET /api/admin/leads and /api/admin/leads/export.csv. */
export const leadListQuery = z.object({
  q: z.string().trim().max(200, "Search text is too long").optional(),
  status: leadStatus.optional(),
  source: leadSource.optional(),
  /** A catalogue service id ("cv-writing"). */
  service: z.enum(serviceIds, { error: "Unknown service" }).optional(),
  /** A staff account id, or "none" for leads nobody holds. */
  assignee: z
    .union([z.literal("none"), z.coerce.number().int().positive()], {
      error: "Assignee must be a staff account id or none",
    })
    .optional(),
  page: z.coerce.number().int("Page must be a whole number").min(1).max(10_000).default(1),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;

export interface LeadSummaryRow {
  source: LeadSource;
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Service names as the visitor gave them. */
  services: string[];
  /** The chat's KZ- code, or null for an inquiry. */
  referenceCode: string | null;
  createdAt: string;
  arrivedOutOfHours: boolean;
  status: LeadStatus;
  lostReason: string | null;
  assignee: { id: number; username: string } | null;
}

export interface LeadListResponse {
  leads: LeadSummaryRow[];
  /** Every match; one page holds at most `leadPageSize`. */
  total: number;
  page: number;
}

export interface LeadEvent {
  id: number;
  at: string;
  /** The staff account that made the change. */
  by: string;
  kind: LeadEventKind;
  /** The new status (with ": reason" for lost), the assignee's username ("" for none), the note. */
  detail: string;
}

export interface LeadDetail extends LeadSummaryRow {
  /** The contact form's message; null for a chat. */
  message: string | null;
  /** Notes, oldest first. */
  notes: LeadEvent[];
  /** Every change, notes included, oldest first. */
  history: LeadEvent[];
}

/** PATCH /api/admin/leads/{source}/{id}: a status, an assignee, or both. */
export const leadChangeRequest = z
  .object({
    status: leadStatus.optional(),
    lostReason: z.string().trim().max(500, "Keep the reason under 500 characters").optional(),
    /** A staff account id, or null to leave the lead unassigned. */
    assigneeId: z
      .number({ error: "Assignee must be a staff account id or null" })
      .int()
      .nullable()
      .optional(),
  })
  .refine((c) => c.status !== undefined || c.assigneeId !== undefined, {
    message: "Send a status or an assigneeId",
  })
  .refine((c) => c.status !== "lost" || Boolean(c.lostReason), {
    message: "Say why the lead was lost",
    path: ["lostReason"],
  });
export type LeadChangeRequest = z.infer<typeof leadChangeRequest>;

/** POST /api/admin/leads/{source}/{id}/notes */
export const leadNoteRequest = z.object({
  text: z
    .string({ error: "Write the note" })
    .trim()
    .min(1, "Write the note")
    .max(4000, "Keep the note under 4000 characters"),
});

/** GET /api/admin/leads/assignees: who a lead can be given to (active staff accounts). */
export interface LeadAssigneeList {
  assignees: { id: number; username: string }[];
}

/** The Leads tab's `lead` URL parameter: "chat-12", "inquiry-3". */
export const leadLinkParam = (source: LeadSource, id: number) => `${source}-${id}`;

/** The lead a `lead` URL parameter names, or null when it names none. */
export function leadOfLinkParam(value: string | null): { source: LeadSource; id: number } | null {
  const match = /^(chat|inquiry)-([1-9]\d*)$/.exec(value ?? "");
  const source = leadSource.safeParse(match?.[1]);
  const id = recordId("lead").safeParse(match?.[2]);
  return source.success && id.success ? { source: source.data, id: id.data } : null;
}

/** The staff panel's address that opens one lead: what alerts link to. */
export const leadPanelPath = (source: LeadSource, id: number) =>
  `/admin/dashboard?tab=leads&lead=${leadLinkParam(source, id)}`;
