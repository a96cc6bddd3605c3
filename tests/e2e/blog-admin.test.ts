import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/server";
import { baseUrl, launchBrowser, openPage, signInAsAdmin } from "./support/browser";

/**
 * Staff write a post in the Blog Management tab (registered in the staff panel's tab registry
 * as `?tab=blog`): the slug follows the title, the SEO panel reacts while they type, a draft
 * stays private until published, and AI Generate fills the editor.
 */
let browser: Browser;
const TITLE = "Staff Draft on Cover Letters for Kenyan Employers";
const SLUG = "staff-draft-on-cover-letters-for-kenyan-employers";

async function adminToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  const token = await adminToken();
  const res = await fetch(`${baseUrl()}/api/admin/blog-posts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { posts } = (await res.json()) as { posts: { id: number; slug: string }[] };
  for (const post of posts.filter((p) => p.slug === SLUG)) {
    await fetch(`${baseUrl()}/api/admin/blog-posts/${post.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
  }
  await browser.close();
});

async function openBlogTab(page: Page) {
  await signInAsAdmin(page, TEST_ADMIN);
  await page.goto("/admin/dashboard?tab=blog");
  await page.getByRole("button", { name: "New Blog Post" }).waitFor({ timeout: 30_000 });
}

const liveScore = (page: Page) => page.getByTestId("live-seo-score").textContent();

describe("Blog Management", () => {
  it("creates a private draft while the SEO panel follows the typing, then publishes it", async () => {
    const { page } = await openPage(browser, { width: 1400, height: 1000 });
    await openBlogTab(page);
    await page.getByRole("button", { name: "New Blog Post" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Title *").fill(TITLE);
    await expect(dialog.getByLabel("URL slug *").inputValue()).resolves.toBe(SLUG);

    // The first analysis of an almost empty post, then a better one once there is content.
    await expect.poll(() => liveScore(page), { timeout: 30_000 }).toMatch(/^\d+$/);
    const before = Number(await liveScore(page));
    await dialog.getByLabel("Focus keyword").fill("cover letters");
    await dialog
      .getByLabel("Meta description")
      .fill(
        "Cover letters that Kenyan employers read: structure, tone, length and the mistakes to avoid, with an example you can adapt today.",
      );
    await expect(dialog.getByTestId("meta-counter").textContent()).resolves.toMatch(/^\d+\/160$/);
    const paragraph =
      "Cover letters matter because they explain why you want this job. However, most applicants send a generic one. ";
    await dialog
      .getByLabel("Content (HTML) *")
      .fill(
        `<p>${paragraph.repeat(4)}</p><h2>Why cover letters matter</h2><p>${paragraph.repeat(8)}</p><h2>Structure</h2><p>${paragraph.repeat(8)}</p>`,
      );
    await expect
      .poll(async () => Number(await liveScore(page)), { timeout: 30_000 })
      .toBeGreaterThan(before);
    await expect(dialog.getByTestId("word-count").textContent()).resolves.toMatch(/^\d{3} words$/);
    await expect(dialog.getByTestId("search-preview").textContent()).resolves.toContain(
      TITLE.slice(0, 40),
    );

    await dialog.getByLabel("Excerpt *").fill("How to write cover letters Kenyan employers read.");
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await dialog.waitFor({ state: "detached" });

    const row = page.getByTestId("admin-post").filter({ hasText: TITLE });
    await expect(row.textContent()).resolves.toContain("draft");
    expect((await fetch(`${baseUrl()}/blog/${SLUG}`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl()}/blog`)).text()).not.toContain(TITLE);

    await row.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => row.textContent()).toContain("published");
    await expect.poll(() => row.getByRole("button", { name: "Publish" }).count()).toBe(0);

    const blog = await openPage(browser);
    await blog.page.goto("/blog");
    await expect(blog.page.getByRole("link", { name: TITLE }).isVisible()).resolves.toBe(true);
  });

  it("fills the editor with AI Generate", async () => {
    const { page } = await openPage(browser, { width: 1400, height: 1000 });
    await openBlogTab(page);
    await page.getByRole("button", { name: "New Blog Post" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "AI Generate" }).click();
    await expect(dialog.getByText("Please enter a title first").isVisible()).resolves.toBe(true);

    await dialog.getByLabel("Title *").fill("Preparing for a Panel Interview in Nairobi");
    await dialog.getByRole("button", { name: "AI Generate" }).click();
    await expect
      .poll(() => dialog.getByLabel("Content (HTML) *").inputValue(), { timeout: 30_000 })
      .toContain("<h2>");
    await expect(dialog.getByLabel("Excerpt *").inputValue()).resolves.not.toBe("");
    await expect(dialog.getByLabel("Meta description").inputValue()).resolves.not.toBe("");
    await expect(dialog.getByLabel("Focus keyword").inputValue()).resolves.not.toBe("");
    await expect
      .poll(async () => Number(await liveScore(page)), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(70);

    // A brief with a length and topics: each topic gets a section, one without facts an outline.
    await dialog
      .getByLabel("Instructions for AI Generate (optional)")
      .fill("600-800 words. Cover the STAR method and KCB panel rules.");
    await dialog.getByRole("button", { name: "AI Generate" }).click();
    await expect
      .poll(() => dialog.getByLabel("Content (HTML) *").inputValue())
      .toContain("<h2>KCB panel rules</h2>");
    const briefed = await dialog.getByLabel("Content (HTML) *").inputValue();
    expect(briefed).toContain("<h2>STAR method</h2>");
    expect(briefed).toContain("Outline for the author:");

    // AI Modify appears once there is content.
    await dialog.getByLabel("Describe a change for AI Modify").fill("add a conclusion");
    await dialog.getByRole("button", { name: "AI Modify" }).click();
    await expect
      .poll(() => dialog.getByLabel("Content (HTML) *").inputValue())
      .toContain("<h2>Conclusion</h2>");
  });
});
