import { lazy } from "react";

/**
 * The Blog Management tab, loaded only when opened (staff-panel code stays out of public
 * bundles). Render inside the panel's QueryClientProvider and a <Suspense>.
 */
export const BlogManagementTab = lazy(() => import("./blog-management-tab"));
