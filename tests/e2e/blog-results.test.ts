import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBlogPosts } from "./support/blog-posts";
import { launchBrowser, openPage } from "./support/browser";
import { waitForIsland } from "./support/public";

/**
 * The blog list's filter and pager with JavaScript: the page stays, 6 skeleton cards hold the
 * grid while the next results load, and the URL follows (Back, Forward and reload work). Without
 * JavaScript, or before the list's script has loaded, they stay links the server answers.
 * The test adds 21 posts in a category of its own (two pages) and removes them afterwards.
 */
const CATEGORY = "Skeleton Drills";
let browser: Browser;
const posts = testBlogPosts();

beforeAll(async () => {
  browser = await launchBrowser();
  for (let i = 1; i <= 21; i++)
    await posts.add({
      title: `Skeleton drill ${i}`,
      slug: `e2e-skeleton-drill-${i}`,
      excerpt: `Drill ${i} for the blog list's loading state.`,
      content: `<p>${"Practise the interview answer out loud. ".repeat(20)}</p>`,
      category: CATEGORY,
      status: "published",
    });
}, 120_000);

afterAll(async () => {
  await posts.removeAll();
  await browser.close();
});

const filter = (page: Page) =>
  page.getByRole("navigation", { name: "Filter articles by category" });
const cards = (page: Page) => page.locator("main article");
const skeletons = (page: Page) => page.getByTestId("blog-skeleton");
/** The results' heading, which names the list shown (visually hidden). */
const resultsTitle = (page: Page) =>
  page.getByTestId("blog-results").locator("h2").first().textContent();
const categoryLabels = (page: Page) =>
  page.locator("main article p.text-brand-700").allTextContents();

/** Holds every request for a page of the list until `release` is called. */
async function holdResults(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/blog-posts?*", async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/** The blog with its list's script hydrated, and a marker that only this document carries. */
async function openHydratedBlog(path = "/blog") {
  const watched = await openPage(browser);
  const { page } = watched;
  await page.goto(path);
  // The list's script loads on intent, the pointer coming over the filter, once the page's
  // script (which the navbar's hydration marks) listens for it.
  await waitForIsland(page, "navbar");
  await filter(page).hover();
  await waitForIsland(page, "blog-results");
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return watched;
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

describe("/blog list with JavaScript", () => {
  it("does not load the list's script before the visitor reaches for the filter or pager", async () => {
    const { page } = await openPage(browser);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => url.includes("blog-results"))).toEqual([]);
    await page.context().close();
  });

  it("shows 6 skeleton cards while a category loads, then its cards, with the URL and history following", async () => {
    const { page, errors } = await openHydratedBlog();
    const hold = await holdResults(page);
    await filter(page).getByRole("link", { name: CATEGORY }).click();

    await expect.poll(() => skeletons(page).count()).toBe(6);
    for (const skeleton of await skeletons(page).all())
      await expect(skeleton.isVisible()).resolves.toBe(true);
    await expect(page.getByTestId("blog-results").getAttribute("aria-busy")).resolves.toBe("true");
    await expect(page.getByRole("status", { name: "Loading articles" }).count()).resolves.toBe(1);
    expect(await cards(page).count()).toBe(0);

    hold.release();
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(new Set(await categoryLabels(page))).toEqual(new Set([CATEGORY]));
    expect(await skeletons(page).count()).toBe(0);
    await expect(page.getByTestId("blog-results").getAttribute("aria-busy")).resolves.toBe("false");
    expect(new URL(page.url()).searchParams.get("category")).toBe(CATEGORY);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await expect(
      filter(page).getByRole("link", { name: CATEGORY }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    // Focus moves to the results' heading, which names what is shown.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(
      new RegExp(`${CATEGORY} articles`),
    );
    // The title names the list, as the server's page for the URL does.
    await expect(page.title()).resolves.toMatch(new RegExp(`^${CATEGORY} articles \\| `));
    expect(await sameDocument(page)).toBe(true);

    // The pager works the same way and slides the URL on.
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");

    // Back and Forward return to each list without a document load.
    await page.goBack();
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expect.poll(() => resultsTitle(page)).toMatch(/^All articles/);
    await expect.poll(() => cards(page).count()).toBe(20);
    await page.goForward();
    await expect.poll(() => resultsTitle(page)).toBe(`${CATEGORY} articles, page 1 of 2`);
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(await sameDocument(page)).toBe(true);

    // A reload of the URL the list moved to is answered by the server with the same list.
    await page.reload();
    expect(new Set(await categoryLabels(page))).toEqual(new Set([CATEGORY]));
    expect(await cards(page).count()).toBe(20);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the error state when the results cannot load, and Try again loads them", async () => {
    const { page } = await openHydratedBlog();
    await page.route("**/api/blog-posts?*", (route) => route.fulfill({ status: 503, body: "" }));
    await filter(page).getByRole("link", { name: CATEGORY }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load blog posts" });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await skeletons(page).count()).toBe(0);

    await page.unroute("**/api/blog-posts?*");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(new Set(await categoryLabels(page))).toEqual(new Set([CATEGORY]));
    expect(await alert.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("category")).toBe(CATEGORY);
    await page.context().close();
  });

  it("shows the empty state when the chosen category has no articles any more", async () => {
    const { page } = await openHydratedBlog();
    await page.route("**/api/blog-posts?*", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { posts: unknown[] };
      await route.fulfill({ response, json: { ...body, posts: [], pageCount: 1 } });
    });
    await filter(page).getByRole("link", { name: CATEGORY }).click();
    await expect.poll(() => page.getByText("No articles found in this category.").count()).toBe(1);
    expect(await cards(page).count()).toBe(0);
    await page.context().close();
  });

  it("lets a click before the list's script has loaded, or when it cannot, go to the page as a link", async () => {
    const { page } = await openPage(browser);
    await page.route("**/assets/blog-results-*.js", (route) => route.abort());
    await page.goto("/blog");
    await filter(page).getByRole("link", { name: CATEGORY }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === CATEGORY);
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(await sameDocument(page)).toBe(false);
    await page.context().close();
  });
});

/**
 * The document's head as a search engine or a link preview reads it: the title, every named
 * meta tag (description, robots, Open Graph, Twitter) and the canonical link, sorted.
 */
const headShown = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    tags: [...document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]')]
      .map((el) =>
        el instanceof HTMLLinkElement
          ? `link ${el.rel} ${el.getAttribute("href")}`
          : `meta ${el.getAttribute("name") ?? el.getAttribute("property")} ${el.getAttribute("content")}`,
      )
      .sort(),
  }));

/** The head the server renders for the URL `page` shows now, read with JavaScript off. */
async function headServedFor(page: Page) {
  const { page: plain } = await openPage(browser, { javaScriptEnabled: false });
  const { pathname, search } = new URL(page.url());
  await plain.goto(`${pathname}${search}`);
  const head = await headShown(plain);
  await plain.context().close();
  return head;
}

/** Waits until the head `page` shows is the one the server renders for its URL. */
async function expectHeadOfUrl(page: Page) {
  const served = await headServedFor(page);
  await expect.poll(() => headShown(page)).toEqual(served);
}

describe("/blog head follows the list shown in place", () => {
  it("shows the title, description, canonical and Open Graph tags the server renders for each URL, Back and Forward included", async () => {
    const { page, errors } = await openHydratedBlog();
    await filter(page).getByRole("link", { name: CATEGORY }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe(CATEGORY);
    await expectHeadOfUrl(page);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
    await expectHeadOfUrl(page);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBeNull();
    await expectHeadOfUrl(page);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expectHeadOfUrl(page);
    await page.goForward();
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe(CATEGORY);
    await expectHeadOfUrl(page);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("swaps the canonical link for noindex, and back, between a list and an empty one", async () => {
    // An unknown category: the server answers the empty state, kept out of search results.
    const { page } = await openHydratedBlog("/blog?category=No%20Such%20Category");
    await filter(page).getByRole("link", { name: "All" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expectHeadOfUrl(page);
    await page.goBack();
    await expect
      .poll(() => new URL(page.url()).searchParams.get("category"))
      .toBe("No Such Category");
    await expectHeadOfUrl(page);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });
});

describe("/blog list without JavaScript", () => {
  it("filters and pages through plain links the server answers", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/blog");
    await filter(page).getByRole("link", { name: CATEGORY }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === CATEGORY);
    expect(await cards(page).count()).toBe(20);
    expect(new Set(await categoryLabels(page))).toEqual(new Set([CATEGORY]));
    await page.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/page=2$/);
    expect(await cards(page).count()).toBe(1);
    expect(await skeletons(page).count()).toBe(0);
    await page.context().close();
  });
});
