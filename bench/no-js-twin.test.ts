import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTwinProxy, TWIN_MARK, withoutScripts } from "./no-js-twin";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-abc.js" fetchpriority="low"/>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  '<script type="application/ld+json">{"@type":"ProfessionalService"}</script>',
  "</head><body><h1>Land the job</h1>",
  '<script nonce="n1">window.__reactRouterContext = {"a":"</p>"};</script>',
  '<script type="module" nonce="n1">import("/assets/entry.client-abc.js");</script>',
  '<SCRIPT src="/assets/other.js"></SCRIPT>',
  "</body></html>",
].join("\n");

describe("withoutScripts", () => {
  it("drops every script and modulepreload, keeping the HTML, the CSS and the JSON-LD", () => {
    const twin = withoutScripts(page);
    expect(twin).not.toMatch(/modulepreload|__reactRouterContext|import\(|other\.js/i);
    expect(twin).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(twin).toContain('{"@type":"ProfessionalService"}');
    expect(twin).toContain("<h1>Land the job</h1>");
  });
});

describe("the twin proxy", () => {
  let upstream: ReturnType<typeof createServer>;
  let proxy: Awaited<ReturnType<typeof startTwinProxy>>;
  const seen: string[] = [];
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(req.url ?? "");
      if (req.url?.startsWith("/assets/")) {
        res.writeHead(200, { "content-type": "text/javascript" });
        res.end("console.log(1)");
        return;
      }
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
      });
      res.end(gzipSync(page));
    });
    await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
    const { port } = upstream.address() as AddressInfo;
    proxy = await startTwinProxy(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((r) => upstream.close(r));
  });

  it("serves the page as the server wrote it, and its twin without scripts at ?no-js-twin", async () => {
    const asIs = await (await fetch(`${proxy.url}/blog`)).text();
    expect(asIs).toBe(page);
    const twin = await (await fetch(`${proxy.url}/blog?${TWIN_MARK}`)).text();
    expect(twin).toBe(withoutScripts(page));
    // The server never sees the mark: both are the same request to it.
    expect(seen).toEqual(["/blog", "/blog"]);
    const script = await fetch(`${proxy.url}/assets/x.js`);
    expect(await script.text()).toBe("console.log(1)");
  });
});
