import { Hono } from "hono";
import { publicPagePaths } from "../../content/site-pages";
import type { Services } from "../services";
import type { AppEnv } from "./env";

/** XML text and attribute escaping. */
export function xml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 forbids would make the whole feed unreadable.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
  );
}

/**
 * GET /blog-sitemap.xml and GET /rss.xml (published posts only), and GET /pages-sitemap.xml of
 * the public pages. /sitemap.xml indexes all three (app/routes/sitemap[.]xml.ts).
 */
export function feedRoutes(services: Services) {
  const site = services.config.SITE_URL.replace(/\/$/, "");
  const headers = { "Cache-Control": "public, max-age=300" };
  const xmlType = { "Content-Type": "application/xml; charset=utf-8" };
  return new Hono<AppEnv>()
    .get("/pages-sitemap.xml", (c) => {
      const urls = publicPagePaths.map(
        (p) =>
          `<url><loc>${xml(`${site}${p.path}`)}</loc><priority>${p.priority.toFixed(1)}</priority></url>`,
      );
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
      return c.body(body, 200, { ...headers, ...xmlType });
    })
    .get("/blog-sitemap.xml", async (c) => {
      const entries = await services.blog.feedEntries();
      const latest =
        entries
          .map((e) => e.updatedAt)
          .sort()
          .at(-1) ?? "";
      const urls = [
        `<url><loc>${xml(`${site}/blog`)}</loc>${latest ? `<lastmod>${latest}</lastmod>` : ""}<changefreq>daily</changefreq></url>`,
        ...entries.map(
          (e) =>
            `<url><loc>${xml(`${site}/blog/${e.slug}`)}</loc><lastmod>${e.updatedAt}</lastmod></url>`,
        ),
      ];
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
      return c.body(body, 200, { ...headers, ...xmlType });
    })
    .get("/rss.xml", async (c) => {
      const entries = await services.blog.feedEntries();
      const name = services.config.SITE_NAME;
      const items = entries.slice(0, 50).map((e) => {
        const link = xml(`${site}/blog/${e.slug}`);
        return `<item><title>${xml(e.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><description>${xml(e.excerpt)}</description><category>${xml(e.category)}</category><pubDate>${new Date(e.publishedAt).toUTCString()}</pubDate></item>`;
      });
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xml(`${name} Blog`)}</title>
<link>${xml(`${site}/blog`)}</link>
<description>Career advice for job seekers and professionals in Kenya: CVs, interviews, LinkedIn and workplace skills.</description>
<language>en-KE</language>
<atom:link href="${xml(`${site}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${entries[0] ? `<lastBuildDate>${new Date(entries[0].updatedAt).toUTCString()}</lastBuildDate>\n` : ""}${items.join("\n")}
</channel>
</rss>
`;
      return c.body(body, 200, {
        ...headers,
        "Content-Type": "application/rss+xml; charset=utf-8",
      });
    });
}
