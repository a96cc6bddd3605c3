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
});
