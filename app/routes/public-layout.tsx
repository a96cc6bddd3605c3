import { Outlet } from "react-router";
import { PageShell } from "../components/layout/page-shell";

/** Layout route of every public page: navbar, footer, toasts. */
export default function PublicLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
