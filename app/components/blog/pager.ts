/**
 * The pager shows at most `max` page numbers and slides with the current page,
 * keeping it centred where it can.
 */
export function pageWindow(current: number, pageCount: number, max = 5): number[] {
  const count = Math.min(max, pageCount);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The title of the /blog list of a category ("All" when null), before the site's name. */
export function blogListTitle(category: string | null): string {
  return category ? `${category} articles` : "Career Advice Blog";
}

/** The /blog URL of a category and page; page 1 and "All" are left out of the query. */
export function blogHref(category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
