import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BlogAnalytics, OptimizeResult } from "../../../../contract/blog";
import { apiJson } from "../../../lib/api-client";
import { Button } from "../../ui/button";

/** SEO panel of the tab: analytics, Optimize All Blogs, View Blog Sitemap. */
export function SeoOverview() {
  const queryClient = useQueryClient();
  const analytics = useQuery<BlogAnalytics>({ queryKey: ["/api/admin/blog-analytics"] });
  const [result, setResult] = useState<OptimizeResult | null>(null);
  const optimize = useMutation({
    mutationFn: () => apiJson<OptimizeResult>("POST", "/api/admin/optimize-blogs"),
    onSuccess: async (answer) => {
      setResult(answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/admin/blog-analytics"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/blog-posts"] }),
      ]);
    },
    // An optimisation failure is only logged: the panel's figures stay as they were.
    onError: (error) => console.warn("Blog optimisation failed", error),
  });
  if (analytics.isError) console.warn("Blog analytics failed", analytics.error);
  const data = analytics.data;
  const stat = (label: string, value: string | number, testId: string) => (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </p>
    </div>
  );
  return (
    <section
      aria-labelledby="seo-overview-title"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="seo-overview-title" className="text-lg font-bold text-slate-900">
          SEO overview
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => optimize.mutate()} disabled={optimize.isPending}>
            {optimize.isPending ? "Optimizing..." : "Optimize All Blogs"}
          </Button>
          <Button variant="outline" asChild>
            <a href="/blog-sitemap.xml" target="_blank" rel="noopener">
              View Blog Sitemap
            </a>
          </Button>
        </div>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {stat("Published blogs", data?.publishedBlogs ?? "–", "stat-published")}
        {stat("Average SEO score", data ? `${data.avgSeoScore}%` : "–", "stat-avg-seo")}
        {stat(
          "Top category posts",
          data?.topCategories[0]
            ? `${data.topCategories[0].count} (${data.topCategories[0].category})`
            : "–",
          "stat-top-category",
        )}
        {stat("Improvements needed", data?.suggestions.length ?? "–", "stat-improvements")}
      </div>
      {result ? (
        <div role="status" className="mt-4 rounded-lg bg-white p-4 text-sm">
          <p className="font-semibold text-slate-900">
            Optimized {result.optimizedCount} {result.optimizedCount === 1 ? "post" : "posts"}.
          </p>
          {result.improvements.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {result.improvements.slice(0, 5).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
