import { blogHref, pageWindow } from "./pager";

const base =
  "inline-flex min-w-11 items-center justify-center rounded-md px-3 py-2 text-sm font-semibold";

/** Previous, a window of page numbers and Next, as plain links the blog loader answers. */
export function PagerNav({
  category,
  page,
  pageCount,
}: {
  category: string | null;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a
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
