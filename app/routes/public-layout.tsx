import { Outlet } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import type { Route } from "./+types/public-layout";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Layout route of every public page: navbar, footer, toasts. */
export default function PublicLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
