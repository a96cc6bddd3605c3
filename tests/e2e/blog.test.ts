import { DOMParser } from "@xmldom/xmldom";
import type { Browser, Page } from "playwright-core";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBlogPosts } from "./support/blog-posts";
import { baseUrl, launchBrowser, openPage } from "./support/browser";

/**
 * The public blog in Chromium against the production build (demo content on). The test adds
 * 23 posts in its own category to exercise paging, and removes them afterwards.
 */
const CATEGORY = "Leadership";
let browser: Browser;
const posts = testBlogPosts();

/** Console errors other than a missing favicon (the site's icon is not the blog's concern). */
function pageErrors(page: Page, errors: string[]) {
  const failed: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400 && !r.url().endsWith("/favicon.ico"))
      failed.push(`${r.status()} ${r.url()}`);
  });
  return () => [...errors.filter((e) => !e.startsWith("Failed to load resource")), ...failed];
}

/** Strictly well-formed XML (saxes throws otherwise), as a DOM. */
function parseXml(text: string) {
  new SaxesParser().write(text).close();
  return new DOMParser().parseFromString(text, "application/xml");
}

/** A URL the site printed (absolute, from SITE_URL) fetched from the server under test. */
function fetchOwn(url: string) {
  const { pathname, search } = new URL(url);
  return fetch(`${baseUrl()}${pathname}${search}`);
}

async function expectPng(url: string) {
  const res = await fetchOwn(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type"), url).toBe("image/png");
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(1, 4).toString(), url).toBe("PNG");
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (let i = 1; i <= 23; i++)
    await posts.add({
      title: `Leading teams lesson ${i}`,
      slug: `e2e-leading-teams-lesson-${i}`,
      excerpt: `Lesson ${i} on leading teams in Kenyan workplaces.`,
      content: `<p>${"Good leaders listen first and decide second. ".repeat(25)}</p>`,
      category: CATEGORY,
      metaDescription: `Lesson ${i} on leading teams.`,
      // Stored, but no part of the page: it must not reach the HTML or its data.
      focusKeyword: "unrendered focus phrase",
      tags: ["leadership"],
      status: "published",
    });
}, 120_000);

afterAll(async () => {
  await posts.removeAll();
  await browser.close();
});

describe("/blog", () => {
  it("filters by category and pages through results with both in the URL", async () => {
    const { page, errors } = await openPage(browser);
    const problems = pageErrors(page, errors);
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("blog-counts").textContent()).resolves.toMatch(
      /\d+ articles · \d+ categories/,
    );

    // Page 1 of "All" shows 20 cards and a pager.
    expect(await page.locator("main article").count()).toBe(20);
    await page.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/\/blog\?page=2$/);
    await expect.poll(() => page.locator("main article").count()).toBeGreaterThan(0);

    // Changing the category resets to page 1.
    await page
      .getByRole("navigation", { name: "Filter articles by category" })
      .getByRole("link", { name: CATEGORY })
      .click();
    await page.waitForURL(`**/blog?category=${CATEGORY}`);
    await expect.poll(() => page.locator("main article").count()).toBe(20);
    for (const label of await page.locator("main article p.text-brand-700").allTextContents())
      expect(label).toBe(CATEGORY);

    await page.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(`**/blog?category=${CATEGORY}&page=2`);
    await expect.poll(() => page.locator("main article").count()).toBe(3);
    await expect(
      page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current"),
    ).resolves.toBe("page");

    // A shared URL renders the same page server-side.
    const shared = await (await fetch(`${baseUrl()}/blog?category=${CATEGORY}&page=2`)).text();
    expect(shared).toContain("Leading teams lesson 1<");
    expect(shared).not.toContain("Leading teams lesson 23<");

    await page.getByRole("link", { name: "All" }).click();
    await page.waitForURL(/\/blog$/);
    expect(problems()).toEqual([]);
  });

  it("shows the navigation bar solid, with dark links, at the top of the light blog pages", async () => {
    const { page } = await openPage(browser);
    for (const path of ["/blog", "/blog/how-to-write-a-cv-that-kenyan-recruiters-actually-read"]) {
      await page.goto(path);
      const colours = await page
        .locator("header[data-scrolled]")
        .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
      expect(colours[0], path).not.toBe("rgba(0, 0, 0, 0)");
      expect(colours[1], path).not.toBe("rgb(255, 255, 255)");
    }
  });

  it("shows the empty state for a category with no articles, kept out of search results", async () => {
    const { page } = await openPage(browser);
    const response = await page.goto("/blog?category=Nothing%20Here");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No articles found in this category.").isVisible()).resolves.toBe(
      true,
    );
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);

    await page.goto(`/blog?category=${CATEGORY}`);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /\/blog\?category=Leadership$/,
    );
    await expectPng(
      (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "",
    );
  });

  it("signs up for the newsletter with a clear confirmation", async () => {
    const { page } = await openPage(browser);
    await page.goto("/blog");
    await page.getByLabel("Email address").fill(`reader-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "subscribing" }).count())
      .toBe(1);
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => page.getByText("Please enter a valid email address").count()).toBe(1);
  });
});

describe("/blog/{slug}", () => {
  it("renders the article with its title, meta description, reading time and related posts", async () => {
    const { page, errors } = await openPage(browser);
    const problems = pageErrors(page, errors);
    // The newest post of the category: related posts are the newest others, so it is the one
    // that would show up among them if the current post were not left out.
    const response = await page.goto("/blog/e2e-leading-teams-lesson-23");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, max-age=60");
    expect(await page.title()).toMatch(/^Leading teams lesson 23 \| .+/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      "Lesson 23 on leading teams.",
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /\/blog\/e2e-leading-teams-lesson-23$/,
    );
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    const ldJson = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(ldJson["@type"]).toBe("BlogPosting");
    expect(ldJson.publisher.name).toBeTruthy();
    // 7 words x 25 = 175 words: one minute.
    expect(ldJson.wordCount).toBe(175);
    await expect(page.getByTestId("reading-time").textContent()).resolves.toBe("1 min read");
    const related = page.getByRole("region", { name: "Related articles" });
    expect(await related.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Leading teams lesson 22",
      "Leading teams lesson 21",
      "Leading teams lesson 20",
    ]);
    await expect(
      page.getByRole("link", { name: "See our CV writing services" }).getAttribute("href"),
    ).resolves.toBe("/cv-writing");
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await page.waitForURL(/\/blog$/);
    expect(problems()).toEqual([]);
  });

  it("points its social previews at PNG images (networks do not show SVG)", async () => {
    const { page } = await openPage(browser);
    await page.goto("/blog/e2e-leading-teams-lesson-23");
    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    expect(ogImage).toMatch(/\/images\/blog\/leadership\.png$/);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe(
      "summary_large_image",
    );
    const ldJson = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(ldJson.image).toBe(ogImage);
    for (const url of [ogImage, ldJson.publisher.logo.url]) await expectPng(url);
  });

  it("sends only what the page shows in its HTML and data", async () => {
    const html = await (await fetch(`${baseUrl()}/blog/e2e-leading-teams-lesson-23`)).text();
    expect(html).toContain("Leading teams lesson 23");
    expect(html).not.toContain("unrendered focus phrase");
    for (const field of ["focusKeyword", "seoScore"]) expect(html).not.toContain(field);
  });

  it("answers an unknown slug or a draft with the not-found page and status 404", async () => {
    await posts.add({
      title: "A hidden draft",
      slug: "e2e-hidden-draft",
      excerpt: "Not yet.",
      content: "<p>Draft text.</p>",
      status: "draft",
    });
    for (const slug of ["no-such-post", "e2e-hidden-draft"]) {
      const { page } = await openPage(browser);
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      // A shared cache must not keep serving "not found" once the post is published.
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "Blog Post Not Found",
      );
      await expect(
        page
          .getByText("The blog post you're looking for doesn't exist or has been removed.")
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole("link", { name: "Back to Blog" }).isVisible()).resolves.toBe(
        true,
      );
    }
  });
});

describe("feeds", () => {
  it("lists every sitemap and the RSS feed in robots.txt and the /sitemap.xml index", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    const listed = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map(
      (m) => new URL(m[1] ?? "").pathname,
    );
    const feeds = ["/pages-sitemap.xml", "/blog-sitemap.xml", "/rss.xml"];
    expect(listed).toEqual(["/sitemap.xml", ...feeds]);

    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const index = parseXml(await res.text());
    expect(index.documentElement?.tagName).toBe("sitemapindex");
    expect(index.documentElement?.getAttribute("xmlns")).toBe(
      "http://www.sitemaps.org/schemas/sitemap/0.9",
    );
    const locs = Array.from(index.getElementsByTagName("loc"), (loc) => loc.textContent ?? "");
    expect(locs.map((loc) => new URL(loc).pathname)).toEqual(feeds);
    // Each entry is there and readable: two sitemaps of URLs and an RSS 2.0 feed.
    const roots = [];
    for (const loc of locs) {
      const entry = await fetchOwn(loc);
      expect(entry.status, loc).toBe(200);
      roots.push(parseXml(await entry.text()).documentElement?.tagName);
    }
    expect(roots).toEqual(["urlset", "urlset", "rss"]);
  });
});
