import type { MouseEventHandler } from "react";
import { blogHref } from "./pager";

/**
 * "All" plus the distinct categories, as plain links the blog loader answers (they work before
 * any script has run). Each link omits the page, so a change resets to page 1. `onLinkClick` is
 * the hydrated list's, which answers a click in place.
 */
export function CategoryFilter({
  categories,
  current,
  onLinkClick,
}: {
  categories: string[];
  current: string | null;
  onLinkClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const options: { label: string; value: string | null }[] = [
    { label: "All", value: null },
    ...categories.map((c) => ({ label: c, value: c })),
  ];
  return (
    <nav aria-label="Filter articles by category">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === current;
          return (
            <li key={option.label}>
              <a
                href={blogHref(option.value)}
                aria-current={active ? "page" : undefined}
                onClick={onLinkClick}
                className={
                  active
                    ? "inline-block rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
                    : "inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
                }
              >
                {option.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
