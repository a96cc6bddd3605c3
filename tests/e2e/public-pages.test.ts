import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support/browser";
import { publicRoutes, waitForHydration } from "./support/public";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const get = (path: string) => fetch(`${baseUrl()}${path}`);

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

describe("every public route and alias", () => {
  it.each(publicRoutes)(
    "$path is server-rendered with its content, title and canonical URL",
    async (route) => {
      const res = await get(route.path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
      expect(h1).toMatch(route.h1);
      expect(canonicalOf(html)).toMatch(
        new RegExp(`^https?://[^/]+${route.canonical.replace(/\//g, "\\/")}$`),
      );
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('property="og:title"');
      expect(html).toContain('name="twitter:card"');
    },
  );

  it("gives every canonical page its own title and description", async () => {
    const canonical = [...new Set(publicRoutes.map((r) => r.canonical))];
    const heads = await Promise.all(canonical.map(async (p) => (await get(p)).text()));
    const titles = heads.map((h) => /<title>([^<]+)<\/title>/.exec(h)?.[1]);
    const descriptions = heads.map(
      (h) => /<meta name="description" content="([^"]+)"/.exec(h)?.[1],
    );
    expect(new Set(titles).size).toBe(canonical.length);
    expect(new Set(descriptions).size).toBe(canonical.length);
  });

  it("shows the hydrated page in Chromium without console errors", async () => {
    for (const route of ["/", "/services/cv-writing", "/services/editing"]) {
      const { page, errors } = await openPage(browser);
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/\w/);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe("not found", () => {
  it("answers unknown URLs with the 404 page, status 404, inside the site shell", async () => {
    for (const path of ["/no/such/page", "/services/astrology", "/resources/nothing-here"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("404 Page Not Found");
      expect(html).toContain('aria-label="Main"');
      expect(html).toContain('content="noindex"');
    }
  });
});

describe("landing page content", () => {
  it("has the sections in SPEC order, six service cards, six testimonials and the MOST POPULAR badge", async () => {
    const { page } = await openPage(browser);
    await page.goto("/");
    const ids = await page.$$eval("main section[id]", (els) => els.map((e) => e.id));
    expect(ids).toEqual(["home", "services", "about", "testimonials", "pricing", "contact"]);
    const cards = await page.$$eval("#services li > a", (as) =>
      as.map((a) => a.getAttribute("href")),
    );
    expect(cards).toEqual([
      "/services/cv-writing",
      "/services/editing",
      "/services/business-writing",
      "/services/corporate-training",
      "/services/youth-programs",
      "/services/professional-development",
    ]);
    expect(await page.locator("#testimonials blockquote").count()).toBe(6);
    const badge = page.locator("#pricing li", { hasText: "MOST POPULAR" });
    await expect(badge.locator("h3").textContent()).resolves.toBe("Complete Career Package");
    await expect(page.locator("#home").textContent()).resolves.toMatch(
      /Special Offer:.*free consultation for new clients this month/i,
    );
    expect(await page.locator("#home li").count()).toBe(5);
    const hours = await page.locator("#contact dl").textContent();
    expect(hours).toContain("Monday - Friday8:00 AM - 6:00 PM");
    expect(hours).toContain("Saturday9:00 AM - 2:00 PM");
    await page.context().close();
  });

  it("prices the CV page as SPEC §9: old prices, revisions and delivery", async () => {
    const html = await (await get("/services/cv-writing")).text();
    for (const text of [
      "KSh 2,500",
      "KSh 3,500",
      "KSh 4,500",
      "KSh 6,500",
      "KSh 8,500",
      "KSh 12,000",
      "1 revision",
      "2 revisions",
      "Unlimited revisions",
      "48-hour delivery",
      "24-hour delivery",
      "12-hour delivery",
    ]) {
      expect(html).toContain(text);
    }
  });
});

describe("search engines", () => {
  function jsonLd(html: string): Record<string, unknown>[] {
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    );
  }

  it("describes the business as ProfessionalService with phone, hours and KES offers on the home page", async () => {
    const [ld] = jsonLd(await (await get("/")).text());
    expect(ld).toMatchObject({
      "@type": "ProfessionalService",
      telephone: expect.stringMatching(/\d/),
    });
    expect(ld?.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "08:00", closes: "18:00" }),
      expect.objectContaining({
        opens: "09:00",
        closes: "14:00",
        dayOfWeek: ["https://schema.org/Saturday"],
      }),
    ]);
    expect(ld?.makesOffer).toContainEqual(
      expect.objectContaining({ priceCurrency: "KES", price: 15000 }),
    );
  });

  it("describes each service page as a Service with offers", async () => {
    for (const path of [
      "/services/cv-writing",
      "/linkedin-optimization",
      "/services/corporate-training",
      "/services/editing",
    ]) {
      const [ld] = jsonLd(await (await get(path)).text());
      expect(ld?.["@type"]).toBe("Service");
      expect(((ld?.offers ?? []) as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it("serves robots.txt and a sitemap of the canonical public pages", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    const res = await get("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    expect(locs).toEqual(
      expect.arrayContaining([
        "/",
        "/services/cv-writing",
        "/linkedin-optimization",
        "/services/corporate-training",
        "/services/editing",
        "/sample-cvs",
      ]),
    );
    expect(locs).not.toContain("/home");
  });

  it("serves the brochure as a real PDF download", async () => {
    const res = await get("/brochure.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.pdf"/);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("serves its own artwork with sizes set, and no third-party images", async () => {
    const { page } = await openPage(browser);
    await page.goto("/");
    const images = await page.$$eval("img", (imgs) =>
      imgs.map((i) => ({ src: i.src, w: i.getAttribute("width"), h: i.getAttribute("height") })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(new URL(img.src).origin).toBe(new URL(baseUrl()).origin);
      expect(Number(img.w)).toBeGreaterThan(0);
      expect(Number(img.h)).toBeGreaterThan(0);
    }
    await page.context().close();
  });
});
