import { appContext } from "~/lib/app-context";
import type { Route } from "./+types/robots[.]txt";

/** robots.txt: everything public is crawlable; the staff panel and the API are not. */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(appContext).services.config.SITE_URL.replace(/\/$/, "");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    `Sitemap: ${siteUrl}/blog-sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
