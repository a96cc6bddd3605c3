import { data, type HeadersArgs } from "react-router";

/**
 * A browser may keep a blog page a minute, so a new or changed post shows within that. Only the
 * browser: the page carries a CSP nonce made for this response, and a shared cache would hand
 * the same nonce to every visitor, which defeats it.
 */
const PUBLIC_PAGE_CACHE = "private, max-age=60";

/** A blog loader's answer, marked as fit for the browser's cache. */
export function cacheablePage<T>(payload: T) {
  return data(payload, { headers: { "Cache-Control": PUBLIC_PAGE_CACHE } });
}

/**
 * Headers of a blog page. React Router calls `headers()` for the error boundary too, and
 * a "Blog Post Not Found" or "Failed to load blog posts" page must never sit in a cache.
 * An unexpected error thrown by a loader comes with no `errorHeaders`, so the cacheable header is
 * only ever the one a loader that answered set (cacheablePage); anything else is `no-store`.
 * A form post's own headers (Retry-After on a 429) reach its answer.
 */
export function blogPageHeaders({
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}: Pick<HeadersArgs, "loaderHeaders" | "errorHeaders"> &
  Partial<Pick<HeadersArgs, "actionHeaders">>) {
  const fromLoader = errorHeaders ? null : loaderHeaders.get("Cache-Control");
  return {
    ...Object.fromEntries(actionHeaders ?? []),
    "Cache-Control": fromLoader ?? "no-store",
  };
}
