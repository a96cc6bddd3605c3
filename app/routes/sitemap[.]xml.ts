import { appContext } from "~/lib/app-context";
import { publicPagePaths } from "~/lib/public-pages";
import type { Route } from "./+types/sitemap[.]xml";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** sitemap.xml of the public pages, with absolute URLs from SITE_URL. */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context.get(appContext).services.config.SITE_URL.replace(/\/$/, "");
  const urls = publicPagePaths
    .map(
      (p) =>
        `  <url><loc>${escapeXml(`${siteUrl}${p.path}`)}</loc><priority>${p.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
