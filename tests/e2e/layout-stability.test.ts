import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { waitForIsland } from "./support/public";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The budget of ARCHITECTURE.md for every public page. */
const maxCls = 0.02;

/**
 * Sums every layout shift the browser reports from the start of the page (buffered), as the
 * Layout Instability API defines CLS for a page without user input.
 */
function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Entries are delivered asynchronously: give the observer two frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

describe("layout stability", () => {
  it.each([
    ["/", 390, 844],
    ["/", 1280, 800],
    ["/services/cv-writing", 390, 844],
    ["/blog", 390, 844],
  ])(
    "%s at %i px wide shifts nothing while it loads and the chat opens by itself",
    async (path, width, height) => {
      const { page } = await openPage(browser, { width, height });
      await page.goto(path);
      await waitForIsland(page, "navbar");
      // The panel opens by itself 3 s after load: the shift it could cause counts.
      await page.getByTestId("chat-panel").waitFor({ state: "visible", timeout: 10_000 });
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(maxCls);
      await page.context().close();
    },
  );
});
