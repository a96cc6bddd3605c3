/**
 * A short-lived cache of server-rendered public pages. Rendering a page with React costs a few
 * milliseconds of CPU, and the same anonymous HTML is asked for again and again; serving it from
 * memory keeps pages fast under load (bench/load.ts). The pages depend only on configuration
 * and published blog posts, so blog writes clear the cache at once (server/services.ts), and
 * the TTL, the same as the blog's read cache, bounds how stale another instance can be.
 *
 * Each response carries its own CSP nonce: a cached page is stored as the UTF-8 bytes between
 * the places where its render's nonce stood, and a hit is those bytes joined by the current
 * request's nonce. The old nonce is 128 random bits, so it cannot occur in the page by accident
 * or by a visitor's design. Kept as bytes, a hit writes those parts as they are; replacing the
 * nonce in the page's string made a new string of the whole page per hit, which then had to be
 * encoded, and under load that garbage grew the heap by 130 MB (ADR 022).
 *
 * A kept page is also compressed once, as gzip pieces the nonce is joined between
 * (gzip-around-nonce.ts), so a hit asked for with gzip does no compression work; compressing the
 * page per request was most of a cached hit's CPU. That copy is about a fifth of the page's
 * bytes and goes with the page (maxEntries bounds both).
 *
 * Requests that miss the same page while it renders wait for that one render instead of each
 * starting its own: when a page expires under load, dozens of connections ask for it at once,
 * and rendering it dozens of times costs CPU and holds memory for every render in flight.
 */
import { acceptsGzip, gzipAroundNonce } from "./gzip-around-nonce";

export interface PageCacheOptions {
  ttlMs: number;
  /** Distinct URLs kept (query strings make URLs unbounded); the oldest goes first. */
  maxEntries?: number;
}

interface CachedPage {
  expires: number;
  status: number;
  headers: [string, string][];
  /** The page's bytes around each place its nonce stood: the nonce goes between each two. */
  parts: Buffer[];
  gzip: ReturnType<typeof gzipAroundNonce>;
}

/** Header the cache sets on every page it serves from memory, so a hit can be told apart. */
export const PAGE_CACHE_HEADER = "x-page-cache";

export function createPageCache(options: PageCacheOptions) {
  const maxEntries = options.maxEntries ?? 300;
  const pages = new Map<string, CachedPage>();
  /** Renders under way, by URL: the page they produced, or null when it cannot be kept. */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by clear(): a render begun before a clear may show what the clear removed. */
  let generation = 0;

  /** Only anonymous full-page GETs of the public site, never the staff panel. */
  function cacheable(request: Request): boolean {
    if (options.ttlMs <= 0 || request.method !== "GET") return false;
    const { pathname } = new URL(request.url);
    return !pathname.startsWith("/admin") && !request.headers.has("authorization");
  }

  function served(
    page: CachedPage,
    request: Request,
    nonce: string,
    state: "hit" | "miss",
  ): Response {
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_HEADER, state);
    headers.append("vary", "Accept-Encoding");
    const nonceBytes = Buffer.from(nonce);
    const gzip = acceptsGzip(request.headers.get("accept-encoding")) && page.gzip.fits(nonceBytes);
    // With a Content-Encoding set, the compress middleware leaves the body as it is.
    if (gzip) headers.set("content-encoding", "gzip");
    const pieces = gzip
      ? page.gzip.withNonce(nonceBytes)
      : page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part]));
    headers.set("content-length", String(pieces.reduce((sum, piece) => sum + piece.length, 0)));
    // The kept parts are written as they are: no copy of the page is made for a hit.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });
    return new Response(body, { status: page.status, headers });
  }

  /** The page to keep from a render: a 200 HTML page that sets no cookie, else null. */
  async function keepable(response: Response, nonce: string): Promise<CachedPage | null> {
    const type = response.headers.get("content-type") ?? "";
    if (
      response.status !== 200 ||
      !type.startsWith("text/html") ||
      response.headers.has("set-cookie")
    ) {
      return null;
    }
    const parts = splitAt(await response.text(), nonce).map((part) => Buffer.from(part));
    return {
      expires: Date.now() + options.ttlMs,
      status: response.status,
      headers: [...response.headers],
      parts,
      gzip: gzipAroundNonce(parts, Buffer.byteLength(nonce)),
    };
  }

  function store(key: string, page: CachedPage) {
    pages.delete(key);
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
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
      if (hit && hit.expires > Date.now()) return served(hit, request, nonce, "hit");
      const shared = rendering.get(key);
      if (shared) {
        const page = await shared;
        return page ? served(page, request, nonce, "hit") : render();
      }

      let settle: (page: CachedPage | null) => void = () => {};
      rendering.set(
        key,
        new Promise((resolve) => {
          settle = resolve;
        }),
      );
      const started = generation;
      try {
        const response = await render();
        const page = await keepable(response, nonce);
        if (!page) {
          settle(null);
          return response;
        }
        settle(page);
        if (started === generation) store(key, page);
        return served(page, request, nonce, "miss");
      } catch (err) {
        settle(null);
        throw err;
      } finally {
        if (started === generation) rendering.delete(key);
      }
    },

    clear() {
      generation++;
      pages.clear();
      rendering.clear();
    },
  };
}

/** `text` cut at each occurrence of `nonce` (none when there is no nonce). */
const splitAt = (text: string, nonce: string) => (nonce ? text.split(nonce) : [text]);

export type PageCache = ReturnType<typeof createPageCache>;
