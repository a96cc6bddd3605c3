import { publicPagePaths } from "../content/site-pages";
import { demoPosts } from "../server/blog/demo-posts";

/** The URL measured for the not-found page: any unknown path answers it. */
export const NOT_FOUND_PAGE = "/no-such-page";

/**
 * Every public page bench:lighthouse measures: each page of /pages-sitemap.xml (home, every
 * service page, the blog, the sample CVs, every resource page), a post, and the 404.
 */
export const MEASURED_PAGES: readonly string[] = [
  ...publicPagePaths.map((p) => p.path),
  `/blog/${demoPosts[0]?.slug}`,
  NOT_FOUND_PAGE,
];

/**
 * Audits a page fails because it says the truth about itself, per page (ADR 024): the 404 answers
 * status 404 (the browser logs the failed document, Lighthouse flags the status, and Chromium keeps
 * no non-2xx page in its back/forward cache) and `noindex`. Its no-JS twin fails the same.
 */
export const FAILED_BY_DESIGN: Readonly<Record<string, readonly string[]>> = {
  [NOT_FOUND_PAGE]: ["errors-in-console", "http-status-code", "is-crawlable", "bf-cache"],
};

/** A page's medians beside its twin's, and the audits it failed in any run. */
export interface TargetInput {
  page: string;
  asIs: TargetFigures;
  twin: TargetFigures;
  /**
   * Audits the page failed in any run: binary audits of any category, and any audit that lowers
   * accessibility, best practices or SEO.
   */
  failed: readonly string[];
}

export interface TargetFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferredBytes: number;
}

/**
 * The targets of ARCHITECTURE.md's budgets this row misses, in words (empty when all hold), and
 * the failed audits excused by design (ADR 024). Accessibility, best practices and SEO below 100
 * are excused only when every audit that failed is one of the page's own by-design audits.
 */
export function missedTargets({ page, asIs, twin, failed }: TargetInput): {
  missed: string[];
  byDesign: string[];
} {
  const excused = FAILED_BY_DESIGN[page] ?? [];
  const byDesign = failed.filter((id) => excused.includes(id));
  const other = failed.filter((id) => !excused.includes(id));
  const missed: string[] = [];
  if (asIs.performance < 0.97 * twin.performance) missed.push("performance ratio");
  if (asIs.tbtMs > twin.tbtMs + 100) missed.push("TBT");
  if (asIs.lcpMs > 1.1 * twin.lcpMs) missed.push("LCP");
  if (asIs.cls > 0.02) missed.push("CLS");
  if (asIs.jsTransferredBytes > 70 * 1024) missed.push("JS");
  const below100 = Math.min(asIs.accessibility, asIs.bestPractices, asIs.seo) < 100;
  if (other.length > 0) missed.push(`a11y/BP/SEO (${other.join(", ")})`);
  // A score below 100 that no failed audit accounts for is never excused.
  else if (below100 && byDesign.length === 0) missed.push("a11y/BP/SEO");
  return { missed, byDesign };
}

/** The "targets missed" cell of a row. */
export function targetsCell(row: TargetInput): string {
  const { missed, byDesign } = missedTargets(row);
  const design = byDesign.length ? `by design (ADR 024): ${byDesign.join(", ")}` : "";
  return [missed.join(", ") || (design ? "" : "none"), design].filter(Boolean).join("; ");
}
