import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript of a page: every script and modulepreload the server-rendered HTML
 * references, fetched and gzipped (level 9, like a CDN would serve). Lazy chunks loaded
 * after hydration (toaster, chat widget) are not counted.
 */
export async function firstLoadJs(pageUrl: string): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(pageUrl)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    srcs.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1]!);
  let gzipBytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).byteLength;
  }
  return { files: srcs.size, gzipBytes };
}

if (import.meta.main) {
  const url = process.argv[2] ?? "http://127.0.0.1:3000/";
  const { files, gzipBytes } = await firstLoadJs(url);
  console.log(`${url}: ${files} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
}
