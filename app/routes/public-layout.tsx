import { Outlet } from "react-router";
import { PageShell } from "../components/layout/page-shell";
import type { IslandsHandle } from "../islands/page";

/**
 * Every public page is server HTML with islands (ADR 023): no router runtime in the browser,
 * links are document loads, and only the interactive parts hydrate, each when it is due.
 */
export const handle: IslandsHandle = { islands: true };

/** Layout route of every public page: navbar, footer, toasts. */
export default function PublicLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
