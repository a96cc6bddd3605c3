import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "../../content/types";
import type { PublicConfig } from "./public-config";

/** Original artwork for link previews (public/images/og-image.png, 1200 x 630). */
export const OG_IMAGE_PATH = "/images/og-image.png";

interface SeoInput {
  meta: PageMeta;
  /** The page's canonical path (aliases point at their primary path). */
  path: string;
  config: PublicConfig;
  /** JSON-LD objects (schema.org) added to the page. */
  jsonLd?: object[];
  noindex?: boolean;
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
}: SeoInput): MetaDescriptor[] {
  const title = `${meta.title} | ${config.siteName}`;
  const url = `${config.siteUrl}${path}`;
  const image = `${config.siteUrl}${OG_IMAGE_PATH}`;
  return [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: config.siteName },
    { property: "og:locale", content: "en_KE" },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${config.siteName}: career services in Nairobi` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
