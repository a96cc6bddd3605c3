import { type MouseEvent, useEffect, useRef } from "react";
import type { BlogListPage } from "../../../contract/blog";
import { isPlainClick } from "../../lib/plain-click";
import type { PublicConfig } from "../../lib/public-config";
import { BlogCard, BlogCardSkeletons } from "./blog-card";
import { CategoryFilter } from "./category-filter";
import { PagerNav } from "./pager-nav";
import { useBlogList } from "./use-blog-list";

/** What the results' heading says: the list shown, for screen readers and focus. */
function resultsTitle({ category, page, pageCount }: BlogListPage): string {
  const what = `${category ?? "All"} articles`;
  return pageCount > 1 ? `${what}, page ${page} of ${pageCount}` : what;
}

/**
 * The blog's category filter, grid and pager. Server-rendered, they are links the loader answers;
 * hydrated (an island, on intent), a choice keeps the page: 6 skeleton cards hold the grid while
 * the next results load, then the URL and the head follow and focus moves to the results' heading.
 * `config` names the site in the head, as the server's `meta` does.
 */
export function BlogResults({
  list: initial,
  config,
}: {
  list: BlogListPage;
  config: PublicConfig;
}) {
  const { list, pending, arrivals, go, retry } = useBlogList(initial, config);
  const results = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (arrivals === 0) return;
    heading.current?.focus({ preventScroll: true });
    // From the pager below the grid: back to the top of the new results.
    if (results.current && results.current.getBoundingClientRect().top < 0)
      results.current.scrollIntoView({ block: "start" });
  }, [arrivals]);

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const { pathname, search } = event.currentTarget;
    go(`${pathname}${search}`);
  };

  const loading = pending !== null && !pending.failed;
  const { posts } = list;
  return (
    <>
      <div className="mt-8">
        <CategoryFilter
          categories={list.categories}
          current={pending ? pending.category : list.category}
          onLinkClick={onLinkClick}
        />
      </div>
      <div
        ref={results}
        className="mt-8 scroll-mt-24"
        aria-busy={loading}
        data-testid="blog-results"
      >
        <h2 ref={heading} tabIndex={-1} className="sr-only">
          {resultsTitle(list)}
        </h2>
        {pending?.failed ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <p role="alert" className="text-slate-700">
              Failed to load blog posts. Please try again.
            </p>
            <button
              type="button"
              onClick={retry}
              className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
            >
              Try again
            </button>
          </div>
        ) : loading ? (
          <BlogCardSkeletons />
        ) : posts.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
            No articles found in this category.
          </p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
        )}
      </div>
      {pending ? null : (
        <PagerNav
          category={list.category}
          page={list.page}
          pageCount={list.pageCount}
          onLinkClick={onLinkClick}
        />
      )}
    </>
  );
}
