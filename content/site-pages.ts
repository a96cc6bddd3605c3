import { resourcePages } from "./resources";

/**
 * Canonical public pages for /pages-sitemap.xml (aliases are left out: they point their
 * canonical link at these). Each post is in /blog-sitemap.xml.
 */
export const publicPagePaths: readonly { path: string; priority: number }[] = [
  { path: "/", priority: 1 },
  { path: "/services/cv-writing", priority: 0.9 },
  { path: "/linkedin-optimization", priority: 0.9 },
  { path: "/services/corporate-training", priority: 0.9 },
  { path: "/services/editing", priority: 0.9 },
  { path: "/blog", priority: 0.8 },
  { path: "/sample-cvs", priority: 0.6 },
  ...resourcePages.map((r) => ({ path: `/resources/${r.slug}`, priority: 0.5 })),
];

/**
 * What /sitemap.xml (an index) and robots.txt point crawlers at: the sitemaps, and the RSS
 * feed that search engines also read as a sitemap. `blog`: it changes with the posts.
 */
export const SITEMAPS: readonly { path: string; blog: boolean }[] = [
  { path: "/pages-sitemap.xml", blog: false },
  { path: "/blog-sitemap.xml", blog: true },
  { path: "/rss.xml", blog: true },
];
