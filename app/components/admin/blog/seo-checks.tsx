import type { SeoReportBody } from "../../../../contract/blog";

const ratingStyle = {
  good: { label: "Good", dot: "bg-emerald-600", text: "text-emerald-800" },
  ok: { label: "Needs work", dot: "bg-amber-500", text: "text-amber-800" },
  bad: { label: "Bad", dot: "bg-red-600", text: "text-red-800" },
} as const;

function scoreColour(score: number) {
  if (score >= 70) return "text-emerald-700";
  if (score >= 40) return "text-amber-700";
  return "text-red-700";
}

/** Live SEO and readability panel: every check with its rating and message, and the total. */
export function SeoChecks({ report, pending }: { report: SeoReportBody | null; pending: boolean }) {
  return (
    <section aria-labelledby="live-seo-title" className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-baseline justify-between">
        <h3 id="live-seo-title" className="font-semibold text-slate-900">
          SEO &amp; readability
        </h3>
        <p aria-live="polite" className="text-sm text-slate-600">
          {pending ? "Analysing…" : null}
        </p>
      </div>
      {report ? (
        <>
          <p className="mt-2">
            <span
              className={`text-3xl font-bold ${scoreColour(report.score)}`}
              data-testid="live-seo-score"
            >
              {report.score}
            </span>
            <span className="text-slate-600">/100</span>
            <span className="ml-3 text-xs text-slate-600">
              SEO {report.seoScore} · Readability {report.readabilityScore}
            </span>
          </p>
          {(["seo", "readability"] as const).map((group) => (
            <div key={group} className="mt-3">
              <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {group === "seo" ? "SEO" : "Readability"}
              </h4>
              <ul className="mt-1 space-y-1.5">
                {report.checks
                  .filter((c) => c.group === group)
                  .map((check) => {
                    const style = ratingStyle[check.rating];
                    return (
                      <li key={check.id} className="flex gap-2 text-xs" data-rating={check.rating}>
                        <span
                          className={`mt-1 h-2.5 w-2.5 shrink-0 rounded-full ${style.dot}`}
                          aria-hidden="true"
                        />
                        <span>
                          <span className={`font-semibold ${style.text}`}>
                            {check.label} ({style.label}):
                          </span>{" "}
                          <span className="text-slate-700">{check.message}</span>
                        </span>
                      </li>
                    );
                  })}
              </ul>
            </div>
          ))}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Start writing to see the analysis.</p>
      )}
    </section>
  );
}

/** How the post may look as a Google result (title cut near 60 characters, description near 160). */
export function SearchPreview({
  siteUrl,
  slug,
  title,
  description,
}: {
  siteUrl: string;
  slug: string;
  title: string;
  description: string;
}) {
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return (
    <section
      aria-labelledby="search-preview-title"
      className="rounded-lg border border-slate-200 p-4"
    >
      <h3 id="search-preview-title" className="font-semibold text-slate-900">
        Search result preview
      </h3>
      <div className="mt-2 font-[arial,sans-serif]" data-testid="search-preview">
        <p className="truncate text-xs text-slate-700">
          {siteUrl.replace(/^https?:\/\//, "")} › blog › {slug || "your-slug"}
        </p>
        <p className="text-lg leading-snug text-[#1a0dab]">{cut(title || "Your post title", 60)}</p>
        <p className="text-sm text-slate-700">
          {cut(
            description ||
              "Add a meta description: search engines will show copy from the page instead.",
            160,
          )}
        </p>
      </div>
    </section>
  );
}
