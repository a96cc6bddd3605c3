import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { axeViolations, publicRoutes, waitForIsland } from "./support/public";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pages = [...new Set(publicRoutes.map((r) => r.canonical)), "/no-such-page"];

describe("accessibility", () => {
  it.each(pages)("axe-core finds no violations on %s", async (path) => {
    const { page } = await openPage(browser);
    await page.goto(path);
    await waitForIsland(page, "navbar");
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("reaches the skip link first and shows focus", async () => {
    const { page } = await openPage(browser);
    await page.goto("/");
    await waitForIsland(page, "navbar");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        text: el.textContent,
        outline: style.outlineStyle,
        visible: el.getBoundingClientRect().width > 1,
      };
    });
    expect(focused).toEqual({
      text: "Skip to content",
      outline: expect.not.stringMatching(/^none$/),
      visible: true,
    });
    await page.context().close();
  });
});

describe("responsive layout", () => {
  it.each([360, 390, 768, 1024, 1440])("has no horizontal scroll at %i px", async (width) => {
    const { page } = await openPage(browser, { width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    await page.context().close();
  });
});
