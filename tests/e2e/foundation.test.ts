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
    // A React click handler only works once the page has hydrated: the chat call to action
    // raises the open-chat window event.
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
