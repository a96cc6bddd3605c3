import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminShell } from "../../components/admin/admin-shell";
import { Loading } from "../../components/admin/states";
import { signInPath } from "../../lib/admin-return";
import { readAdminSession } from "../../lib/admin-session";
import { seo } from "../../lib/seo";
import { publicConfigOfMatches } from "../../lib/site-config";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    meta: {
      title: "Staff panel",
      description: "The team's inquiries, conversations, blog and documents.",
    },
    path: "/admin/dashboard",
    config: publicConfigOfMatches(matches),
    noindex: true,
  });
}

/** The session lives in the browser's local storage, so only the browser can check it. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = readAdminSession();
  if (!session) {
    const url = new URL(request.url);
    throw redirect(signInPath(url.pathname + url.search));
  }
  return { session };
}
clientLoader.hydrate = true as const;

/** Switching tabs changes only ?tab=; there is nothing to reload. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function HydrateFallback() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <Loading label="Opening the staff panel..." />
    </main>
  );
}

/** /admin/dashboard */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <AdminShell session={loaderData.session} />;
}
