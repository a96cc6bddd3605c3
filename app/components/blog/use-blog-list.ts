import { useCallback, useEffect, useRef, useState } from "react";
import type { BlogListPage } from "../../../contract/blog";
import { syncHead } from "../../lib/head-sync";
import type { PublicConfig } from "../../lib/public-config";
import { blogListSeo } from "./blog-list-seo";

/** The list being fetched: the link's URL and whether its last attempt failed. */
export interface PendingList {
  href: string;
  category: string | null;
  failed: boolean;
}

/** The public API's answer for the /blog URL `href` (it reads the query as the page does). */
function apiUrlOf(href: string): string {
  const params = new URL(href, window.location.origin).searchParams;
  // A page is what asks the API for the list's page rather than the bare list of posts.
  params.set("page", params.get("page") ?? "1");
  return `/api/blog-posts?${params}`;
}

const currentHref = () => `${window.location.pathname}${window.location.search}`;

/**
 * The blog list changed in place: `go` shows another category or page (the URL follows, so Back,
 * Forward and reload work), Back and Forward show theirs, and `retry` fetches a failed one again.
 * The head follows the list shown (title, description, canonical, previews), as the server
 * renders it for the URL. `arrivals` counts the lists shown after a visitor's own choice, for
 * moving focus to them.
 */
export function useBlogList(initial: BlogListPage, config: PublicConfig) {
  const [list, setList] = useState(initial);
  const head = useRef(blogListSeo(initial, config));
  const [pending, setPending] = useState<PendingList | null>(null);
  const [arrivals, setArrivals] = useState(0);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(
    async (href: string, chosen: boolean) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const category = new URL(href, window.location.origin).searchParams.get("category") || null;
      setPending({ href, category, failed: false });
      try {
        const res = await fetch(apiUrlOf(href), { signal: controller.signal });
        if (!res.ok) throw new Error(`blog list: HTTP ${res.status}`);
        const next = (await res.json()) as BlogListPage;
        setList(next);
        setPending(null);
        const nextHead = blogListSeo(next, config);
        syncHead(head.current, nextHead);
        head.current = nextHead;
        if (chosen) setArrivals((n) => n + 1);
      } catch {
        // A newer choice replaced this one: it shows its own state.
        if (!controller.signal.aborted) setPending({ href, category, failed: true });
      }
    },
    [config],
  );

  useEffect(() => {
    const onPopState = () => {
      if (window.location.pathname === "/blog") void load(currentHref(), false);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [load]);

  const go = useCallback(
    (href: string) => {
      if (href !== currentHref()) window.history.pushState(null, "", href);
      void load(href, true);
    },
    [load],
  );
  const retry = useCallback(() => {
    if (pending) void load(pending.href, true);
  }, [load, pending]);

  return { list, pending, arrivals, go, retry };
}
