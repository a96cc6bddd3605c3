import { Hono } from "hono";
import { publicPagePaths, SITEMAPS } from "../../content/site-pages";
import type { Services } from "../services";
import type { AppEnv } from "./env";

/** XML text and attribute escaping. */
function xml(text: string): string {
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

/** Five minutes for every crawler file: the blog's change as soon as a post is published. */
const cacheControl = { "Cache-Control": "public, max-age=300" };
const xmlType = { "Content-Type": "application/xml; charset=utf-8" };
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";

const urlset = (urls: string[]) =>
  `${xmlDeclaration}<urlset xmlns="${sitemapNamespace}">\n${urls.join("\n")}\n</urlset>\n`;

/** The newest change of any published post, or undefined before the first. */
const latestChange = (entries: { updatedAt: string }[]) =>
  entries
    .map((e) => e.updatedAt)
    .sort()
    .at(-1);

/**
 * Every file crawlers read, in one place: /robots.txt, the /sitemap.xml index, the sitemaps it
 * lists (/pages-sitemap.xml, /blog-sitemap.xml) and the /rss.xml feed (published posts only),
 * which search engines accept as a sitemap too (ADR 015).
 */
export function feedRoutes(services: Services) {
  const site = services.config.SITE_URL;
  const { blog } = services;
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      const body = [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /api/",
        "",
        // The index, and what it lists, for crawlers that do not follow an index.
        `Sitemap: ${site}/sitemap.xml`,
        ...SITEMAPS.map((s) => `Sitemap: ${site}${s.path}`),
        "",
      ].join("\n");
      return c.body(body, 200, { ...cacheControl, "Content-Type": "text/plain; charset=utf-8" });
    })
    .get("/sitemap.xml", async (c) => {
      const blogChanged = latestChange(await blog.feedEntries());
      const entries = SITEMAPS.map(({ path, blog: changesWithPosts }) => {
        const lastmod = changesWithPosts && blogChanged ? `<lastmod>${blogChanged}</lastmod>` : "";
        return `  <sitemap><loc>${xml(`${site}${path}`)}</loc>${lastmod}</sitemap>`;
      });
      const body = `${xmlDeclaration}<sitemapindex xmlns="${sitemapNamespace}">\n${entries.join("\n")}\n</sitemapindex>\n`;
      return c.body(body, 200, { ...cacheControl, ...xmlType });
    })
    .get("/pages-sitemap.xml", (c) => {
      const urls = publicPagePaths.map(
        (p) =>
          `<url><loc>${xml(`${site}${p.path}`)}</loc><priority>${p.priority.toFixed(1)}</priority></url>`,
      );
      return c.body(urlset(urls), 200, { ...cacheControl, ...xmlType });
    })
    .get("/blog-sitemap.xml", async (c) => {
      const entries = await blog.feedEntries();
      const latest = latestChange(entries);
      const urls = [
        `<url><loc>${xml(`${site}/blog`)}</loc>${latest ? `<lastmod>${latest}</lastmod>` : ""}<changefreq>daily</changefreq></url>`,
        ...entries.map(
          (e) =>
            `<url><loc>${xml(`${site}/blog/${e.slug}`)}</loc><lastmod>${e.updatedAt}</lastmod></url>`,
        ),
      ];
      return c.body(urlset(urls), 200, { ...cacheControl, ...xmlType });
    })
    .get("/rss.xml", async (c) => {
      const entries = await blog.feedEntries();
      const name = services.config.SITE_NAME;
      const items = entries.slice(0, 50).map((e) => {
        const link = xml(`${site}/blog/${e.slug}`);
        return `<item><title>${xml(e.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><description>${xml(e.excerpt)}</description><category>${xml(e.category)}</category><pubDate>${new Date(e.publishedAt).toUTCString()}</pubDate></item>`;
      });
      const body = `${xmlDeclaration}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
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
        ...cacheControl,
        "Content-Type": "application/rss+xml; charset=utf-8",
      });
    });
}
