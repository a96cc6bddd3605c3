import type { MouseEventHandler } from "react";
import { blogHref, pageWindow } from "./pager";

const base =
  "inline-flex min-w-11 items-center justify-center rounded-md px-3 py-2 text-sm font-semibold";

/**
 * Previous, a window of page numbers and Next, as plain links the blog loader answers.
 * `onLinkClick` is the hydrated list's, which answers a click in place.
 */
export function PagerNav({
  category,
  page,
  pageCount,
  onLinkClick,
}: {
  category: string | null;
  page: number;
  pageCount: number;
  onLinkClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a
              onClick={onLinkClick}
              href={blogHref(category, page - 1)}
              rel="prev"
              className={`${base} border border-slate-300 text-slate-800`}
            >
              Previous
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n) => (
          <li key={n}>
            <a
              onClick={onLinkClick}
              href={blogHref(category, n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={
                n === page
                  ? `${base} bg-brand-700 text-white`
                  : `${base} border border-slate-300 text-slate-800`
              }
            >
              {n}
            </a>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a
              onClick={onLinkClick}
              href={blogHref(category, page + 1)}
              rel="next"
              className={`${base} border border-slate-300 text-slate-800`}
            >
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
