import type { QueryClient } from "@tanstack/react-query";
import { funnelUrl } from "../../../../contract/admin-funnel";

/**
 * Every view that shows where a lead stands: the Leads list and its leads, the Inquiries list
 * (its handled mark is the lead status) and the Overview's funnel.
 */
const leadViews = ["/api/admin/leads", "/api/admin/inquiries", funnelUrl];

/** After a lead's status or assignee changed, from either tab: refresh all of them. */
export const refreshLeadViews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (q) => leadViews.some((url) => String(q.queryKey[0]).startsWith(url)),
  });
