import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, PAGE_CACHE_HEADER } from "./page-cache";

/** A renderer that counts its calls and writes the nonce where React Router puts it. */
function renderer(status = 200, type = "text/html; charset=utf-8", extra: HeadersInit = {}) {
  let calls = 0;
  return {
    calls: () => calls,
    render: (nonce: string) => async () => {
      calls++;
      return new Response(`<script nonce="${nonce}">hydrate(${calls})</script>`, {
        status,
        headers: { "content-type": type, ...extra },
      });
    },
  };
}

const get = (path: string, headers: HeadersInit = {}) =>
  new Request(`http://kazi.test${path}`, { headers });

describe("page cache", () => {
  it("renders a page once and serves it again with the new request's nonce", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = renderer();
    const first = await cache.serve(get("/"), "nonce-one", page.render("nonce-one"));
    const second = await cache.serve(get("/"), "nonce-two", page.render("nonce-two"));
    expect(page.calls()).toBe(1);
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await second.text()).toBe('<script nonce="nonce-two">hydrate(1)</script>');
  });

  it("puts the nonce back everywhere it stood, in a page of any characters, with its byte length", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const render = (nonce: string) => async () =>
      new Response(
        `<script nonce="${nonce}"></script><p>Karibu — CV ✓</p><link nonce="${nonce}">`,
        {
          headers: { "content-type": "text/html; charset=utf-8" },
        },
      );
    await cache.serve(get("/"), "nonce-one", render("nonce-one"));
    const hit = await cache.serve(get("/"), "nonce-two", render("nonce-two"));
    const expected =
      '<script nonce="nonce-two"></script><p>Karibu — CV ✓</p><link nonce="nonce-two">';
    expect(await hit.clone().text()).toBe(expected);
    expect(hit.headers.get("content-length")).toBe(String(Buffer.byteLength(expected)));
  });

  it("keys by the whole URL, query included", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = renderer();
    await cache.serve(get("/blog?page=1"), "a", page.render("a"));
    await cache.serve(get("/blog?page=2"), "b", page.render("b"));
    expect(page.calls()).toBe(2);
  });

  it("renders again after clear() and after the TTL", async () => {
    const cache = createPageCache({ ttlMs: 30 });
    const page = renderer();
    await cache.serve(get("/"), "a", page.render("a"));
    cache.clear();
    await cache.serve(get("/"), "b", page.render("b"));
    await new Promise((r) => setTimeout(r, 40));
    const late = await cache.serve(get("/"), "c", page.render("c"));
    expect(page.calls()).toBe(3);
    expect(await late.text()).toBe('<script nonce="c">hydrate(3)</script>');
  });

  it("never keeps errors, non-HTML, cookies, the staff panel, signed-in or non-GET requests", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const cases = [
      { request: get("/missing"), page: renderer(404) },
      { request: get("/blog.data"), page: renderer(200, "text/x-script") },
      { request: get("/"), page: renderer(200, "text/html", { "set-cookie": "a=1" }) },
      { request: get("/admin/dashboard"), page: renderer() },
      { request: get("/", { authorization: "Bearer x" }), page: renderer() },
      { request: new Request("http://kazi.test/", { method: "POST" }), page: renderer() },
    ];
    for (const { request, page } of cases) {
      await cache.serve(request.clone(), "a", page.render("a"));
      const again = await cache.serve(request, "b", page.render("b"));
      expect(page.calls(), request.url).toBe(2);
      expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    }
  });

  it("keeps at most maxEntries pages, dropping the oldest", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2 });
    const page = renderer();
    for (const path of ["/a", "/b", "/c", "/a"])
      await cache.serve(get(path), "n", page.render("n"));
    expect(page.calls()).toBe(4);
  });

  it("renders a page once for requests that miss it together, each with its own nonce", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = renderer();
    const nonces = ["n1", "n2", "n3", "n4"];
    const answers = await Promise.all(
      nonces.map((nonce) => cache.serve(get("/"), nonce, page.render(nonce))),
    );
    expect(page.calls()).toBe(1);
    expect(await Promise.all(answers.map((a) => a.text()))).toEqual(
      nonces.map((nonce) => `<script nonce="${nonce}">hydrate(1)</script>`),
    );
    expect(answers.map((a) => a.headers.get(PAGE_CACHE_HEADER))).toEqual([
      "miss",
      "hit",
      "hit",
      "hit",
    ]);
  });

  it("lets each waiting request render its own when the shared render cannot be kept", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = renderer(404);
    const answers = await Promise.all(
      ["a", "b", "c"].map((nonce) => cache.serve(get("/missing"), nonce, page.render(nonce))),
    );
    expect(page.calls()).toBe(3);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
  });

  it("does not keep a render that began before clear(), nor share it with later requests", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = renderer();
    let finishEarly = () => {};
    const held = new Promise<void>((resolve) => {
      finishEarly = resolve;
    });
    const early = cache.serve(get("/"), "nonce-a", async () => {
      await held;
      return page.render("nonce-a")();
    });
    cache.clear();
    const late = await cache.serve(get("/"), "nonce-b", page.render("nonce-b"));
    finishEarly();
    await (await early).text();
    expect(await late.text()).toBe('<script nonce="nonce-b">hydrate(1)</script>');
    const next = await cache.serve(get("/"), "nonce-c", page.render("nonce-c"));
    expect(await next.text()).toBe('<script nonce="nonce-c">hydrate(1)</script>');
    expect(page.calls()).toBe(2);
  });

  it("serves a kept page gzip'd when the client accepts it, decoding to the identity page", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = renderer();
    const gzip = { "accept-encoding": "gzip, deflate, br" };
    const miss = await cache.serve(get("/", gzip), "nonce-one", page.render("nonce-one"));
    const hit = await cache.serve(get("/", gzip), "nonce-two", page.render("nonce-two"));
    const plain = await cache.serve(get("/"), "nonce-three", page.render("nonce-three"));
    for (const [response, nonce] of [
      [miss, "nonce-one"],
      [hit, "nonce-two"],
    ] as const) {
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get("content-length")).toBe(String(body.length));
      expect(gunzipSync(body).toString()).toBe(`<script nonce="${nonce}">hydrate(1)</script>`);
    }
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe('<script nonce="nonce-three">hydrate(1)</script>');
  });

  it("never serves a gzip'd copy of a page cleared by an edit", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const page = renderer();
    const gzip = { "accept-encoding": "gzip" };
    await cache.serve(get("/blog", gzip), "a", page.render("a"));
    cache.clear();
    const after = await cache.serve(get("/blog", gzip), "b", page.render("b"));
    const again = await cache.serve(get("/blog", gzip), "c", page.render("c"));
    expect(gunzipSync(Buffer.from(await after.arrayBuffer())).toString()).toContain("hydrate(2)");
    expect(gunzipSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(
      '<script nonce="c">hydrate(2)</script>',
    );
  });
});
