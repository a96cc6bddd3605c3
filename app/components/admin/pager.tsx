import { Button } from "../ui/button";

/** Previous / "Page n of m" / Next under a paginated list; nothing when one page holds all. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  /** Names the navigation landmark, e.g. "Lead pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
