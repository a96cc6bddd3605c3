import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("server-rendered pages", () => {
  it("render before any script runs, then hydrate with no CSP violation", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('id="home"');

    const { page, errors } = await openPage(browser);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("'strict-dynamic'");
    // The chat call to action only works once the page's script has run: it raises the
    // open-chat window event.
    await page.evaluate(() => {
      window.addEventListener("open-chat", () => {
        document.body.dataset.chatRequested = "yes";
      });
    });
    const button = page.getByRole("button", { name: "Chat with us now" });
    await expect
      .poll(async () => {
        await button.click();
        return page.evaluate(() => document.body.dataset.chatRequested);
      })
      .toBe("yes");
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
  });

  it("answer an unknown route with the 404 page and status 404", async () => {
    const { page } = await openPage(browser);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "404 Page Not Found",
    );
  });
});

describe("security headers outside the API", () => {
  /** The headers every answer carries, with a per-request nonce as the only script source. */
  function expectSecurityHeaders(res: Response) {
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  }
  const nonceOf = (res: Response) =>
    res.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

  it("are on pages, with a fresh nonce each time that the page's scripts carry", async () => {
    const [first, second] = [await fetch(`${baseUrl()}/`), await fetch(`${baseUrl()}/`)];
    for (const res of [first, second]) expectSecurityHeaders(res);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const html = await first.text();
    expect(html).toContain(`nonce="${nonceOf(first)}"`);
    expect(html).not.toContain(`nonce="${nonceOf(second)}"`);
  });

  it("are on the 404 page", async () => {
    const res = await fetch(`${baseUrl()}/no/such/page`);
    expect(res.status).toBe(404);
    expectSecurityHeaders(res);
  });

  it("are on hashed assets, which are immutable and compressed as the browser asks", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    // The page's one script, the island entry (ADR 023).
    const entry = html.match(/\/assets\/islands-[\w-]+\.js/)?.[0];
    expect(entry).toBeDefined();
    for (const encoding of ["br", "gzip"]) {
      const res = await fetch(`${baseUrl()}${entry}`, { headers: { "accept-encoding": encoding } });
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-encoding")).toBe(encoding);
      // fetch decodes the body: it must be the script, not the compressed bytes.
      expect(await res.text()).toContain("import");
    }
  });
});
