import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "../../content/types";
import type { PublicConfig } from "./public-config";

/** Original artwork for link previews (public/images/og-image.png, 1200 x 630). */
export const OG_IMAGE_PATH = "/images/og-image.png";

/** What makes a page an article: Open Graph `article:*` tags and `og:type` article. */
export interface ArticleMeta {
  /** The headline previews show, without the brand (og:site_name carries it). */
  headline: string;
  publishedAt: string;
  modifiedAt: string;
  section: string;
  tags: readonly string[];
}

interface SeoInput {
  meta: PageMeta;
  /** The page's canonical path (aliases point at their primary path). */
  path: string;
  config: PublicConfig;
  /** JSON-LD objects (schema.org) added to the page. */
  jsonLd?: object[];
  /** Kept out of search results, so it names no canonical URL either. */
  noindex?: boolean;
  /** A 1200 x 630 PNG on this site for link previews instead of the site's own artwork. */
  image?: { path: string; alt: string };
  article?: ArticleMeta;
  keywords?: readonly string[];
  /** Points feed readers at the blog's RSS feed. */
  feed?: boolean;
}

/**
 * Title, description, canonical URL from SITE_URL, Open Graph and Twitter tags, and JSON-LD
 * for one page. The brand is appended to the title here, once.
 */
export function seo({
  meta,
  path,
  config,
  jsonLd = [],
  noindex = false,
  image = { path: OG_IMAGE_PATH, alt: `${config.siteName}: career services in Nairobi` },
  article,
  keywords = [],
  feed = false,
}: SeoInput): MetaDescriptor[] {
  const title = `${meta.title} | ${config.siteName}`;
  const previewTitle = article?.headline ?? title;
  const url = `${config.siteUrl}${path}`;
  const imageUrl = `${config.siteUrl}${image.path}`;
  return [
    { title },
    { name: "description", content: meta.description },
    ...(keywords.length > 0 ? [{ name: "keywords", content: keywords.join(", ") }] : []),
    ...(noindex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    ...(feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: `${config.siteName} Blog`,
            href: `${config.siteUrl}/rss.xml`,
          },
        ]
      : []),
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: config.siteName },
    { property: "og:locale", content: "en_KE" },
    { property: "og:title", content: previewTitle },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    // Every preview image is a PNG: social networks do not show SVG.
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: image.alt },
    ...(article
      ? [
          { property: "article:published_time", content: article.publishedAt },
          { property: "article:modified_time", content: article.modifiedAt },
          { property: "article:section", content: article.section },
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: previewTitle },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: imageUrl },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
