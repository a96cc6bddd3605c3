import { appContext } from "~/lib/app-context";
import { SITEMAPS } from "../../content/site-pages";
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
    // The index, and what it lists, for crawlers that do not follow an index.
    `Sitemap: ${siteUrl}/sitemap.xml`,
    ...SITEMAPS.map((s) => `Sitemap: ${siteUrl}${s.path}`),
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
