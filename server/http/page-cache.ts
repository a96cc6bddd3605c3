/**
 * A short-lived cache of server-rendered public pages. Rendering a page with React costs a few
 * milliseconds of CPU, and the same anonymous HTML is asked for again and again; serving it from
 * memory keeps pages fast under load (bench/load.ts). The pages depend only on configuration
 * and published blog posts, so blog writes clear the cache at once (server/services.ts), and
 * the TTL, the same as the blog's read cache, bounds how stale another instance can be.
 *
 * Each response carries its own CSP nonce: a cached page is stored with the nonce it was
 * rendered with, and that nonce is replaced by the current request's on the way out. The old
 * nonce is 128 random bits, so it cannot occur in the page by accident or by a visitor's design.
 */
export interface PageCacheOptions {
  ttlMs: number;
  /** Distinct URLs kept (query strings make URLs unbounded); the oldest goes first. */
  maxEntries?: number;
}

interface CachedPage {
  expires: number;
  status: number;
  headers: [string, string][];
  html: string;
  nonce: string;
}

/** Header the cache sets on every page it serves from memory, so a hit can be told apart. */
export const PAGE_CACHE_HEADER = "x-page-cache";

export function createPageCache(options: PageCacheOptions) {
  const maxEntries = options.maxEntries ?? 300;
  const pages = new Map<string, CachedPage>();

  /** Only anonymous full-page GETs of the public site, never the staff panel. */
  function cacheable(request: Request): boolean {
    if (options.ttlMs <= 0 || request.method !== "GET") return false;
    const { pathname } = new URL(request.url);
    return !pathname.startsWith("/admin") && !request.headers.has("authorization");
  }

  function served(page: CachedPage, nonce: string, state: "hit" | "miss"): Response {
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_HEADER, state);
    return new Response(page.html.replaceAll(page.nonce, nonce), {
      status: page.status,
      headers,
    });
  }

  return {
    /**
     * Answers `request` from memory, or renders it with `render` and keeps the result when it is
     * a 200 HTML page that sets no cookie.
     */
    async serve(request: Request, nonce: string, render: () => Promise<Response>) {
      if (!cacheable(request)) return render();
      const key = new URL(request.url).href;
      const hit = pages.get(key);
      if (hit && hit.expires > Date.now()) return served(hit, nonce, "hit");

      const response = await render();
      const type = response.headers.get("content-type") ?? "";
      if (
        response.status !== 200 ||
        !type.startsWith("text/html") ||
        response.headers.has("set-cookie")
      ) {
        return response;
      }
      const page: CachedPage = {
        expires: Date.now() + options.ttlMs,
        status: response.status,
        headers: [...response.headers],
        html: await response.text(),
        nonce,
      };
      pages.delete(key);
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
      return served(page, nonce, "miss");
    },

    clear() {
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
