import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../../server/db/schema";
import { TEST_ADMIN } from "../support/server";
import type { SpawnedServer } from "../support/spawn-server";
import { openPageAt, startSeededServer } from "./support/admin";
import { launchBrowser, signInAsAdmin } from "./support/browser";

/**
 * Security review L9: the staff panel sanitises a post's HTML again before it shows it. The
 * server cleans HTML on every save, so the hostile post is written into the database directly,
 * as a post saved under an older allow-list or by hand would be. The panel's View must then
 * show the article text with none of the markup that could run next to the staff token.
 */
let browser: Browser;
let server: SpawnedServer;

const hostileContent = [
  "<p>Readable article text.</p>",
  '<img src="/favicon.ico" alt="logo" onerror="window.__kaziXss = 1">',
  "<script>window.__kaziXss = 2</script>",
  '<a href="javascript:window.__kaziXss = 3">a bad link</a>',
  '<iframe src="https://example.com"></iframe>',
  '<p style="position:fixed;inset:0" id="adminToken">overlay</p>',
].join("");

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startSeededServer(async (db) => {
      await db.insert(blogPosts).values({
        title: "A Post Saved Before Today's Allow-list",
        slug: "a-post-saved-before-todays-allow-list",
        content: hostileContent,
        status: "draft",
      });
    }),
  ]);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  server.cleanup();
});

describe("viewing a stored post in the staff panel", () => {
  it("shows its text and drops scripts, handlers, javascript: links, frames and styles", async () => {
    const { page } = await openPageAt(browser, server.url);
    await signInAsAdmin(page, TEST_ADMIN);
    await page.goto("/admin/dashboard?tab=blog");
    await page.getByRole("button", { name: "View" }).click();
    const content = page.getByRole("dialog").locator(".blog-content");
    await expect(content.textContent()).resolves.toContain("Readable article text.");

    const counts = await content.evaluate((el) => ({
      scripts: el.querySelectorAll("script").length,
      handlers: el.querySelectorAll("[onerror]").length,
      javascriptLinks: [...el.querySelectorAll("a")].filter((a) =>
        (a.getAttribute("href") ?? "").toLowerCase().startsWith("javascript:"),
      ).length,
      frames: el.querySelectorAll("iframe").length,
      styledOrIds: el.querySelectorAll("[style], [id]").length,
      images: el.querySelectorAll("img").length,
    }));
    expect(counts).toEqual({
      scripts: 0,
      handlers: 0,
      javascriptLinks: 0,
      frames: 0,
      styledOrIds: 0,
      images: 1,
    });
    expect(await page.evaluate(() => (window as { __kaziXss?: number }).__kaziXss)).toBeUndefined();
  }, 90_000);
});
