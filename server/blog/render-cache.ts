import { sanitizePostHtml } from "./sanitize";

/** Render-time sanitising is cached per post version: the same HTML is served many times. */
export function createRenderCache(max = 500) {
  const cache = new Map<string, string>();
  return (id: number, version: Date, html: string) => {
    const key = `${id}:${version.getTime()}`;
    let clean = cache.get(key);
    if (clean === undefined) {
      clean = sanitizePostHtml(html);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(key, clean);
    }
    return clean;
  };
}
