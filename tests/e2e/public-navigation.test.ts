import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { waitForHydration } from "./support/public";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(path: string, width = 1280) {
  const { page } = await openPage(browser, { width, height: 800 });
  await page.goto(path);
  await waitForHydration(page);
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

describe("navigation bar", () => {
  it("turns translucent only after more than 50 px of scroll", async () => {
    const page = await open("/");
    await expect(header(page).getAttribute("data-scrolled")).resolves.toBe("false");
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    await expect(header(page).getAttribute("data-scrolled")).resolves.toBe("false");
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect.poll(() => header(page).getAttribute("data-scrolled")).toBe("true");
    await expect(
      header(page).evaluate((el) => getComputedStyle(el).backgroundColor),
    ).resolves.toMatch(/rgba\(255, 255, 255, 0\.9\)|oklab|color-mix|rgb/);
    await expect(header(page).evaluate((el) => getComputedStyle(el).position)).resolves.toBe(
      "fixed",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header(page).getAttribute("data-scrolled")).toBe("false");
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
      await waitForHydration(page);
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

  it("navigates to /#anchor from a service page", async () => {
    const page = await open("/services/cv-writing");
    await mainNav(page).getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#contact");
    await inViewport(page, "#contact");
    await page.goto("/services/editing");
    await waitForHydration(page);
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.locator("#home h1").textContent()).resolves.toMatch(/Land the job/);
    await page.goto("/services/editing");
    await waitForHydration(page);
    await mainNav(page).getByRole("link", { name: "Corporate Training", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/services/corporate-training");
    await page.context().close();
  });

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
