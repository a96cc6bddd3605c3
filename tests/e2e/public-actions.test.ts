import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IslandName } from "../../app/islands/catalog";
import { whatsappMessages } from "../../content/messages";
import { launchBrowser, openPage } from "./support/browser";
import { recordOpenChat, waitForIsland } from "./support/public";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(path: string, island: IslandName = "navbar") {
  const { page } = await openPage(browser);
  await page.goto(path);
  await waitForIsland(page, island);
  return page;
}

describe("calls to action", () => {
  it("raise the open-chat window event with the service and a first message", async () => {
    const page = await open("/services/cv-writing");
    const events = await recordOpenChat(page);
    await page.getByRole("button", { name: "Get My CV Written" }).click();
    await page.getByRole("button", { name: "Choose Professional" }).click();
    expect(await events()).toEqual([
      { service: "cv-writing", message: "I'd like help with my CV." },
      { service: "cv-writing", message: "I'd like the Professional CV package (KSh 4,500)." },
    ]);
    await page.context().close();
  });

  it("name the programme when a training is requested", async () => {
    const page = await open("/services/corporate-training");
    const events = await recordOpenChat(page);
    await page.getByRole("button", { name: /Request This Training.*Stress Management/ }).click();
    expect(await events()).toEqual([
      {
        service: "corporate-training",
        message: 'We\'d like to request the "Stress Management & Wellbeing" training for our team.',
      },
    ]);
    await page.context().close();
  });

  it("explain how to send a document and open the chat from Upload Document", async () => {
    const page = await open("/services/editing");
    const events = await recordOpenChat(page);
    await expect(page.locator("#upload-help").isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Upload Document" }).click();
    await expect(page.locator("#upload-help").textContent()).resolves.toMatch(
      /WhatsApp number and email address/,
    );
    await page.getByRole("button", { name: "Get Started" }).first().click();
    expect(await events()).toMatchObject([{ service: "editing" }, { service: "editing" }]);
    await page.context().close();
  });

  it("show sample CVs from View Sample CVs", async () => {
    const page = await open("/services/cv-writing");
    await page.getByRole("link", { name: "View Sample CVs" }).click();
    await page.waitForURL((url) => url.pathname === "/sample-cvs");
    await page.getByRole("heading", { level: 1, name: "Sample CVs" }).waitFor();
    expect(await page.locator("article").count()).toBe(3);
    await page.context().close();
  });

  it("download the brochure PDF from Download Brochure", async () => {
    const page = await open("/services/corporate-training");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Download Brochure/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.context().close();
  });

  it("open WhatsApp with prefilled text from Free Consultation", async () => {
    const page = await open("/");
    const href = await page
      .locator("#home")
      .getByRole("link", { name: /Free Consultation/ })
      .getAttribute("href");
    const link = new URL(href!);
    expect(link.origin).toBe("https://wa.me");
    expect(link.pathname).toMatch(/^\/\d{9,}$/);
    expect(link.searchParams.get("text")).toBe(whatsappMessages.freeConsultation);
    await page.context().close();
  });
});

/** The error toast of a contact form the server rejects (a phone number that is no number). */
async function raiseErrorToast(page: Page) {
  const form = page.locator("#contact form");
  await form.getByLabel("First name").fill("Wanjiru");
  await form.getByLabel("Last name").fill("Kamau");
  await form.getByLabel("Email").fill("wanjiru@example.co.ke");
  await form.getByLabel("Phone").fill("999");
  await form.getByRole("button", { name: "Send Message" }).click();
}

/** Drags the toast `dx` px to the right in 10 px steps, as a finger or mouse would. */
async function swipeRight(page: Page, toast: Locator, dx: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let moved = 10; moved <= dx; moved += 10) await page.mouse.move(box.x + 20 + moved, y);
  await page.mouse.up();
}

describe("toasts", () => {
  const toastsOf = (page: Page) => page.locator("[role=region][aria-label^='Notifications'] li");

  it("F8 moves focus to the notifications viewport", async () => {
    const page = await open("/");
    // The viewport is in the server's HTML; F8 (or the first toast) brings the toaster's code.
    const viewport = page.locator("[role=region][aria-label^='Notifications'] ol");
    await viewport.waitFor({ state: "attached" });
    await page.keyboard.press("F8");
    await expect.poll(() => viewport.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it("shows one toast at a time; a 30 px swipe keeps it, one past 50 px to the right dismisses it", async () => {
    const page = await open("/#contact", "contact-form");
    const toasts = toastsOf(page);
    await raiseErrorToast(page);
    await toasts.first().waitFor();
    await page.locator("#contact form").getByRole("button", { name: "Send Message" }).click();
    await page.waitForTimeout(500);
    expect(await toasts.count()).toBe(1);

    await swipeRight(page, toasts.first(), 30);
    await page.waitForTimeout(500);
    expect(await toasts.count()).toBe(1);

    await swipeRight(page, toasts.first(), 80);
    await expect.poll(() => toasts.count()).toBe(0);
    await page.context().close();
  });

  it("closes a toast by itself after about 5 seconds", async () => {
    const page = await open("/#contact", "contact-form");
    const toasts = toastsOf(page);
    await raiseErrorToast(page);
    await toasts.first().waitFor();
    const shownAt = Date.now();
    // Hovering or focusing the toasts pauses their timer: keep the pointer and focus elsewhere.
    await page.mouse.move(5, 5);
    await page.waitForTimeout(4000);
    expect(await toasts.count()).toBe(1);
    await expect.poll(() => toasts.count(), { timeout: 4000, interval: 100 }).toBe(0);
    expect(Date.now() - shownAt).toBeLessThan(7000);
    await page.context().close();
  });
});
