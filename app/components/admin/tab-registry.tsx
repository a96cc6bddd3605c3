import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export interface AdminTab {
  /** Stable id, also the `?tab=` value in the URL. */
  id: string;
  label: string;
  /** Loaded only when the tab is first opened. */
  component: LazyExoticComponent<ComponentType>;
  /** Shown to owners only (the server answers 403 to anyone else). */
  ownerOnly?: true;
}

/**
 * Every tab of the staff panel, in the order shown: Overview, Leads, Conversations,
 * Document Management, CV Documents, Proofreading, Blog Management, then Upload & Generate
 * (upload and manual CV forms), Inquiries, Subscribers, and Accounts for owners. Each area
 * registers its own tab here, in that order.
 */
export const adminTabs: readonly AdminTab[] = [
  {
    id: "overview",
    label: "Overview",
    component: lazy(() => import("./overview/overview-tab")),
  },
  {
    id: "leads",
    label: "Leads",
    component: lazy(() => import("./leads/leads-tab")),
  },
  {
    id: "conversations",
    label: "Conversations",
    component: lazy(() => import("./conversations/conversations-tab")),
  },
  {
    id: "document-management",
    label: "Document Management",
    component: lazy(() => import("./document-management/document-management-tab")),
  },
  {
    id: "cv-documents",
    label: "CV Documents",
    component: lazy(() => import("./cv-documents/cv-documents-tab")),
  },
  {
    id: "proofreading",
    label: "Proofreading",
    component: lazy(() => import("./proofreading/proofreading-tab")),
  },
  {
    id: "blog",
    label: "Blog Management",
    component: lazy(() => import("./blog/blog-management-tab")),
  },
  {
    id: "upload-generate",
    label: "Upload & Generate",
    component: lazy(() => import("./upload-generate/upload-generate-tab")),
  },
  {
    id: "inquiries",
    label: "Inquiries",
    component: lazy(() => import("./inquiries/inquiries-tab")),
  },
  {
    id: "subscribers",
    label: "Subscribers",
    component: lazy(() => import("./subscribers/subscribers-tab")),
  },
  {
    id: "accounts",
    label: "Accounts",
    component: lazy(() => import("./accounts/accounts-tab")),
    ownerOnly: true,
  },
];

export const defaultTabId = "overview";

/** The tabs a signed-in admin of this role sees (a session stored before roles has none). */
export function tabsFor(role: string | undefined): readonly AdminTab[] {
  return adminTabs.filter((tab) => !tab.ownerOnly || role === "owner");
}

/** The tab named in the URL, or Overview when it names none of `tabs`. */
export function tabFromParam(value: string | null, tabs: readonly AdminTab[]): string {
  return tabs.some((tab) => tab.id === value) ? (value as string) : defaultTabId;
}
