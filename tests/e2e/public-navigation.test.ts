import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { waitForIsland } from "./support/public";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(path: string, width = 1280) {
  const { page } = await openPage(browser, { width, height: 800 });
  await page.goto(path);
  await waitForIsland(page, "navbar");
  return page;
}

const header = (page: Page) => page.locator("header[data-scrolled]");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** True once the element's top is within the viewport (after smooth scrolling settles). */
async function inViewport(page: Page, selector: string) {
  await expect
    .poll(() => page.$eval(selector, (el) => Math.abs(el.getBoundingClientRect().top) < 120), {
      timeout: 5000,
    })
    .toBe(true);
}

/**
 * Alpha of the bar's computed background, 0 for none. The browser's canvas parses the colour, so
 * any CSS notation (rgba, oklab, color-mix) reads the same; an unreadable one counts as opaque.
 */
function backgroundAlpha(page: Page) {
  return header(page).evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    return ctx.getImageData(0, 0, 1, 1).data[3]! / 255;
  });
}

/** Scrolls to `y` and waits out the bar's 200 ms colour transition. */
async function scrollAndSettle(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForTimeout(400);
}

describe("navigation bar", () => {
  it("has no background up to 50 px of scroll and a translucent one past it", async () => {
    const page = await open("/");
    await expect(header(page).evaluate((el) => getComputedStyle(el).position)).resolves.toBe(
      "fixed",
    );
    for (const y of [0, 40, 50]) {
      await scrollAndSettle(page, y);
      await expect(header(page).getAttribute("data-scrolled")).resolves.toBe("false");
      await expect(backgroundAlpha(page)).resolves.toBe(0);
    }
    await scrollAndSettle(page, 51);
    await expect(header(page).getAttribute("data-scrolled")).resolves.toBe("true");
    const alpha = await backgroundAlpha(page);
    expect(alpha).toBeGreaterThan(0);
    expect(alpha).toBeLessThan(1);
    await scrollAndSettle(page, 40);
    await expect(header(page).getAttribute("data-scrolled")).resolves.toBe("false");
    await expect(backgroundAlpha(page)).resolves.toBe(0);
    await page.context().close();
  });

  it("links each item from the home page", async () => {
    const page = await open("/");
    for (const [name, path] of [
      ["CV Writing", "/services/cv-writing"],
      ["Editing Services", "/services/editing-services"],
      ["Corporate Training", "/services/corporate-training"],
    ] as const) {
      await mainNav(page).getByRole("link", { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
      await page.goto("/");
      await waitForIsland(page, "navbar");
    }
    // Contact scrolls smoothly in place on the home page.
    await mainNav(page).getByRole("link", { name: "Contact", exact: true }).click();
    await inViewport(page, "#contact");
    expect(new URL(page.url()).hash).toBe("#contact");
    // Home scrolls back to the top section.
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeLessThan(5);
    await page.context().close();
  });

  it("keeps the /home address while the scroll links scroll in place", async () => {
    const page = await open("/home");
    await mainNav(page).getByRole("link", { name: "Contact", exact: true }).click();
    await inViewport(page, "#contact");
    const atContact = new URL(page.url());
    expect([atContact.pathname, atContact.hash]).toEqual(["/home", "#contact"]);
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeLessThan(5);
    const atHome = new URL(page.url());
    expect([atHome.pathname, atHome.hash]).toEqual(["/home", ""]);
    await page.context().close();
  });

  // From a page none of them points at, every link must leave it for its target.
  it.each([
    { name: "Home", path: "/", hash: "#home", h1: /Land the job you deserve/ },
    { name: "CV Writing", path: "/services/cv-writing", hash: "", h1: /A CV that gets you/ },
    {
      name: "Editing Services",
      path: "/services/editing-services",
      hash: "",
      h1: /Documents that read as well/,
    },
    {
      name: "Corporate Training",
      path: "/services/corporate-training",
      hash: "",
      h1: /Training that changes how your team works/,
    },
    { name: "Contact", path: "/", hash: "#contact", h1: /Land the job you deserve/ },
  ])(
    '$name goes from a service page to $path, anchor "$hash"',
    async ({ name, path, hash, h1 }) => {
      const page = await open("/linkedin-optimization");
      await mainNav(page).getByRole("link", { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path && url.hash === hash);
      // The address changes just before React renders the new page.
      await expect.poll(() => page.locator("h1").textContent()).toMatch(h1);
      if (hash) await inViewport(page, hash);
      await page.context().close();
    },
  );

  it("opens WhatsApp with the free-consultation greeting in a new tab from Get Started (desktop)", async () => {
    const page = await open("/");
    const link = mainNav(page).getByRole("link", { name: /Get Started/ });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/\d{9,}\?text=/);
    expect(decodeURIComponent(href!.split("text=")[1]!)).toMatch(/free career consultation/);
    await expect(link.getAttribute("target")).resolves.toBe("_blank");
    await page.context().close();
  });

  it("collapses into a menu at 390 px whose Get Started scrolls to contact", async () => {
    const page = await open("/", 390);
    await expect(
      mainNav(page).getByRole("link", { name: "CV Writing", exact: true }).isVisible(),
    ).resolves.toBe(false);
    // The desktop Get Started (WhatsApp) gives way to the menu's own.
    await expect(
      mainNav(page)
        .getByRole("link", { name: /Get Started/ })
        .isVisible(),
    ).resolves.toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    // The menu is the element the toggle controls (the chat panel has a header of its own).
    const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await toggle.click();
    await expect(
      page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"),
    ).resolves.toBe("true");
    for (const name of [
      "Home",
      "CV Writing",
      "Editing Services",
      "Corporate Training",
      "Contact",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await menu.getByRole("link", { name: "Get Started" }).click();
    await inViewport(page, "#contact");
    await expect(
      page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    ).resolves.toBe("false");

    // A page link closes the menu after navigating.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "CV Writing", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/services/cv-writing");
    await expect(
      page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    ).resolves.toBe("false");
    await page.context().close();
  });

  it("closes the mobile menu with Escape", async () => {
    const page = await open("/services/editing", 390);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(
      page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    ).resolves.toBe("false");
    await page.context().close();
  });
});
