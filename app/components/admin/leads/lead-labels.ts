import type { LeadSource, LeadStatus } from "../../../../contract/admin-leads";
import type { BadgeProps } from "../../ui/badge";

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const statusVariants: Record<LeadStatus, BadgeProps["variant"]> = {
  new: "warning",
  contacted: "brand",
  qualified: "info",
  won: "success",
  lost: "danger",
};

export const sourceLabels: Record<LeadSource, string> = { chat: "Chat", inquiry: "Contact form" };
