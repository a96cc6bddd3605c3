import { useEffect, useState } from "react";
import type { SeoAnalysisRequest, SeoReportBody } from "../../../../contract/blog";
import { apiJson } from "../../../lib/api-client";

/** Re-analyses the draft `delay` ms after the author stops typing; stale answers are dropped. */
export function useLiveSeo(input: SeoAnalysisRequest, delay = 500) {
  const [report, setReport] = useState<SeoReportBody | null>(null);
  const [pending, setPending] = useState(false);
  const key = JSON.stringify(input);
  useEffect(() => {
    let cancelled = false;
    setPending(true);
    const timer = setTimeout(() => {
      apiJson<SeoReportBody>("POST", "/api/admin/blog-seo-analysis", JSON.parse(key))
        .then((r) => {
          if (!cancelled) setReport(r);
        })
        .catch(() => {
          // The panel keeps the last report; saving still works and stores its own score.
        })
        .finally(() => {
          if (!cancelled) setPending(false);
        });
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, delay]);
  return { report, pending };
}
