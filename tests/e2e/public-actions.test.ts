import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { recordOpenChat, waitForHydration } from "./support/public";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(path: string) {
  const { page } = await openPage(browser);
  await page.goto(path);
  await waitForHydration(page);
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
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello/);
    await page.context().close();
  });
});

describe("toasts", () => {
  it("F8 moves focus to the notifications viewport", async () => {
    const page = await open("/");
    // The toaster mounts when the browser is idle after hydration.
    await page.waitForSelector("[role=region][aria-label^='Notifications']", { state: "attached" });
    await page.keyboard.press("F8");
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.tagName +
            ":" +
            (document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? ""),
        ),
      )
      .toMatch(/Notifications/);
    await page.context().close();
  });

  it("shows one toast at a time and dismisses it with a swipe right past 50 px", async () => {
    const page = await open("/#contact");
    const form = page.locator("#contact form");
    await form.getByLabel("First name").fill("Wanjiru");
    await form.getByLabel("Last name").fill("Kamau");
    await form.getByLabel("Email").fill("wanjiru@example.co.ke");
    await form.getByLabel("Phone").fill("999"); // rejected by the server: an error toast
    await form.getByRole("button", { name: "Send Message" }).click();
    const toasts = page.locator("[role=region] li");
    await toasts.first().waitFor();
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForTimeout(500);
    expect(await toasts.count()).toBe(1);
    const box = (await toasts.first().boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10)
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
    await page.mouse.up();
    await expect.poll(() => toasts.count()).toBe(0);
    await page.context().close();
  });
});
