import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

/**
 * Public pages are server HTML with islands (ADR 023): the browser gets one script, which loads
 * the island entry once the page has loaded, with the response's CSP nonce, and none of the
 * router's (no modulepreload, no router state). The staff panel still hydrates whole. Needs
 * `npm run build`.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "off" }, { pages: true });
});
afterAll(() => server.close());

async function page(path: string) {
  const res = await server.fetch(path);
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  return { status: res.status, html: await res.text(), nonce };
}

/** Every <script> start tag of the page, JSON-LD (data for crawlers) aside. */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes("application/ld+json"));
}

/** The URL the page's loader script imports. */
function entryOf(html: string): string | undefined {
  return /import\("([^"]+)"\)/.exec(html)?.[1];
}

describe("a public page", () => {
  it.each(["/", "/services/cv-writing", "/blog", "/no-such-page"])(
    "%s loads only the island entry, with the nonce, and no router code",
    async (path) => {
      const { html, nonce } = await page(path);
      expect(nonce).toBeTruthy();
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("__reactRouter");
      const tags = scriptTags(html);
      const code = tags.filter((tag) => !tag.includes('type="application/json"'));
      expect(code).toEqual([`<script nonce="${nonce}">`]);
      expect(entryOf(html)).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
      // Props of the islands are data, but carry the nonce like every script element.
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).toContain('data-island="navbar"');
      expect(html).toContain('data-island="chat"');
    },
  );

  it("links an island entry the server serves as JavaScript", async () => {
    const { html } = await page("/");
    const res = await server.fetch(entryOf(html) ?? "/missing");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});

describe("the staff panel", () => {
  it("still hydrates whole, with the router's scripts", async () => {
    const { html } = await page("/admin");
    expect(html).toContain("modulepreload");
    expect(html).not.toContain("data-island");
  });
});
