import type { MetaDescriptor } from "react-router";
import type { BlogListPage } from "../../../contract/blog";
import { categoryImage } from "../../../contract/blog-rules";
import type { PublicConfig } from "../../lib/public-config";
import { seo } from "../../lib/seo";
import { blogHref, blogListTitle } from "./pager";

/** What of a /blog list its head depends on. */
export type BlogListHeadInput = Pick<BlogListPage, "category" | "page" | "posts">;

/**
 * The head of the /blog list `list` (title, description, canonical or noindex, previews): one
 * function for the server's `meta` and for the list changed in place, so both say the same.
 */
export function blogListSeo(
  list: BlogListHeadInput | undefined,
  config: PublicConfig,
): MetaDescriptor[] {
  const category = list?.category ?? null;
  return seo({
    meta: category
      ? {
          title: blogListTitle(category),
          description: `Practical ${category.toLowerCase()} advice for job seekers and professionals in Kenya from the ${config.siteName} team.`,
        }
      : {
          title: blogListTitle(null),
          description: `Practical career advice for Kenya: CV writing, interview preparation, LinkedIn and workplace skills from the ${config.siteName} team.`,
        },
    path: blogHref(category, list?.page ?? 1),
    config,
    // A list with no article (an unknown or emptied category) still answers 200 with the empty
    // state, but is kept out of search results rather than indexed as an empty page (ADR 015).
    noindex: !list || list.posts.length === 0,
    image: {
      path: categoryImage(category ?? "", "png"),
      alt: `${category ?? "Career advice"} on the ${config.siteName} blog`,
    },
    feed: true,
  });
}
