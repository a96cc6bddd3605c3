import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support/browser";
import { publicRoutes, waitForIsland } from "./support/public";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const get = (path: string) => fetch(`${baseUrl()}${path}`);

/** The page as the server sent it (scripts off), for checks of the server-rendered HTML. */
async function serverRendered(path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
  const page = await context.newPage();
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  return page;
}

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
      await waitForIsland(page, "navbar");
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
  it("has the sections in order, six service cards, six testimonials and the MOST POPULAR badge", async () => {
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

  it("shows the three latest published posts between pricing and contact, newest first", async () => {
    const blog = await serverRendered("/blog");
    const newest = (await blog.locator("main article h2").allTextContents()).slice(0, 3);
    await blog.context().close();
    expect(newest).toHaveLength(3);

    const page = await serverRendered("/");
    const band = page.getByRole("region", { name: "From the blog" });
    await expect(band.locator("article h3").allTextContents()).resolves.toEqual(newest);
    const links = await band
      .locator("article a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toHaveLength(3);
    for (const href of links) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    await expect(
      band.getByRole("link", { name: "Read all articles" }).getAttribute("href"),
    ).resolves.toBe("/blog");
    // Placed after pricing and before contact, without an anchor of its own.
    const order = await page.$$eval("main section", (els) =>
      els.map((e) => e.id || e.getAttribute("aria-labelledby")),
    );
    expect(order.slice(-3)).toEqual(["pricing", "latest-posts-heading", "contact"]);
    await page.context().close();
  });
});

/**
 * The prices, card by card. The values are written here from docs/product.md (not read from
 * content/) so a wrong price in content/ fails. "was KSh ..." is the struck-out old price.
 */
const priceCards: { path: string; card: string; texts: string[] }[] = [
  { path: "/", card: "Beginner Package", texts: ["KSh 2,000", "1 revision", "48-hour delivery"] },
  {
    path: "/",
    card: "Complete Career Package",
    texts: [
      "MOST POPULAR",
      "KSh 15,000",
      "valued at KSh 2,000",
      "Unlimited revisions",
      "24-hour delivery",
    ],
  },
  { path: "/", card: "Corporate Training", texts: ["KSh 25,000 - 35,000", "1.5-2 hour session"] },
  {
    path: "/",
    card: "Document Editing",
    texts: ["KSh 500 per page", "KSh 7,000 - 15,000 per document"],
  },
  { path: "/", card: "LinkedIn Optimization", texts: ["KSh 2,000"] },
  {
    path: "/services/cv-writing",
    card: "Starter",
    texts: ["KSh 2,500", "was KSh 3,500", "1 revision", "48-hour delivery"],
  },
  {
    path: "/services/cv-writing",
    card: "Professional",
    texts: ["MOST POPULAR", "KSh 4,500", "was KSh 6,500", "2 revisions", "24-hour delivery"],
  },
  {
    path: "/services/cv-writing",
    card: "Executive",
    texts: ["KSh 8,500", "was KSh 12,000", "Unlimited revisions", "12-hour delivery"],
  },
  {
    path: "/linkedin-optimization",
    card: "Basic",
    texts: ["KSh 3,500", "was KSh 5,000", "1 revision"],
  },
  {
    path: "/linkedin-optimization",
    card: "Complete",
    texts: ["MOST POPULAR", "KSh 6,500", "was KSh 9,000", "2 revisions"],
  },
  {
    path: "/linkedin-optimization",
    card: "Executive",
    texts: ["KSh 12,000", "was KSh 18,000", "Unlimited revisions", "3-month support"],
  },
  {
    path: "/services/editing",
    card: "Per Page",
    texts: ["KSh 500", "per page", "24-48 hour delivery"],
  },
  {
    path: "/services/editing",
    card: "Per Document",
    texts: ["KSh 7,000 - 15,000", "per document", "24-48 hour delivery"],
  },
  ...[
    "Workplace Assertiveness",
    "Stress Management & Wellbeing",
    "Team Building & Collaboration",
    "Leadership & Professional Development",
  ].map((card) => ({
    path: "/services/corporate-training",
    card,
    texts: ["1.5-2 hours", "KSh 25,000 - 35,000"],
  })),
];

/** The section of each page that holds its price cards. */
const pricedSection: Record<string, string> = {
  "/": "#pricing",
  "/services/cv-writing": "#packages",
  "/linkedin-optimization": "#packages",
  "/services/editing": "#pricing",
  "/services/corporate-training": "#programmes",
};

describe("prices in the server-rendered pages", () => {
  it.each(priceCards)("$path: $card", async ({ path, card, texts }) => {
    const page = await serverRendered(path);
    // The card is the list item holding the package's name (its feature items do not).
    const cards = page
      .locator(`${pricedSection[path]} li`)
      .filter({ has: page.getByText(card, { exact: true }) });
    expect(await cards.count()).toBe(1);
    const text = (await cards.textContent())!.replace(/\s+/g, " ");
    for (const expected of texts) expect(text).toContain(expected);
    await page.context().close();
  });
});

describe("service page structure", () => {
  it.each([
    {
      path: "/services/cv-writing",
      counts: {
        "#benefits h3": 4,
        "#packages h3": 3,
        "#testimonials blockquote": 3,
        "#faq details": 4,
      },
    },
    {
      path: "/linkedin-optimization",
      counts: { "#benefits h3": 4, "#packages h3": 3, "#results dl": 1 },
    },
    {
      path: "/services/corporate-training",
      counts: { "#programmes h3": 4, "#benefits h3": 4, "#impact dl": 1 },
    },
    {
      path: "/services/editing",
      counts: { "#categories h3": 4, "#benefits h3": 4, "#process ol > li": 5, "#pricing h3": 2 },
    },
  ])("$path has its sections and cards", async ({ path, counts }) => {
    const page = await serverRendered(path);
    const found: Record<string, number> = {};
    for (const selector of Object.keys(counts))
      found[selector] = await page.locator(selector).count();
    expect(found).toEqual(counts);
    // A statistics strip shows figures, not empty cells.
    for (const figure of await page.locator("main dl dd").allTextContents())
      expect(figure).toMatch(/\d/);
    await page.context().close();
  });
});

describe("footer", () => {
  it("links the blog, the login, the home anchors, the five services and four real resource pages", async () => {
    const page = await serverRendered("/services/editing");
    const footer = page.locator("footer");
    const linkOf = async (name: string) =>
      footer.getByRole("link", { name, exact: true }).getAttribute("href");
    for (const [name, href] of [
      ["Blog", "/blog"],
      ["Login", "/admin"],
      ["Services", "/#services"],
      ["Contact", "/#contact"],
      ["CV Writing", "/services/cv-writing"],
      ["Interview Coaching", "/services/cv-writing"],
      ["LinkedIn Optimization", "/linkedin-optimization"],
      ["Corporate Training", "/services/corporate-training"],
      ["Business Writing", "/services/business-writing"],
    ] as const) {
      await expect(linkOf(name), name).resolves.toBe(href);
    }
    const resources = ["CV Templates", "Interview Guide", "Salary Negotiation", "LinkedIn Tips"];
    for (const name of resources) {
      const href = await linkOf(name);
      expect(href, name).toMatch(/^\/[a-z]/);
      // A real page behind each, not a placeholder.
      const res = await get(href!);
      expect(res.status, href!).toBe(200);
    }
    await page.context().close();
  });
});

describe("search engines", () => {
  function jsonLd(html: string): Record<string, unknown>[] {
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    );
  }

  it("describes the business as ProfessionalService with phone, hours and KES offers on the home page", async () => {
    const html = await (await get("/")).text();
    const siteName = /<meta property="og:site_name" content="([^"]+)"/.exec(html)?.[1];
    expect(siteName).toMatch(/\w/);
    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({
      "@type": "ProfessionalService",
      name: siteName,
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
    // /sitemap.xml is an index (ADR 015); the public pages are in the sitemap it lists first.
    const res = await get("/pages-sitemap.xml");
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
