import { appContext } from "~/lib/app-context";
import { SITEMAPS } from "../../content/site-pages";
import type { Route } from "./+types/sitemap[.]xml";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * sitemap.xml: a sitemaps.org sitemap index of the site's sitemaps (the public pages, the blog)
 * and the blog's RSS 2.0 feed, which search engines accept as a sitemap too (ADR 015).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const siteUrl = services.config.SITE_URL.replace(/\/$/, "");
  // The blog's sitemap and feed change when a post does.
  const blogChanged = (await services.blog.feedEntries())
    .map((e) => e.updatedAt)
    .sort()
    .at(-1);
  const entries = SITEMAPS.map(({ path, blog }) => {
    const lastmod = blog && blogChanged ? `<lastmod>${blogChanged}</lastmod>` : "";
    return `  <sitemap><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}</sitemap>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
