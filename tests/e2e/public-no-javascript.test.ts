import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";

/**
 * A visitor whose JavaScript has not loaded (a slow connection) or is off: the server's HTML
 * alone must read, navigate and send the contact form.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openWithoutJavaScript(path: string): Promise<Page> {
  const { page } = await openPage(browser, { javaScriptEnabled: false });
  await page.goto(path);
  // Nothing hydrated: each island marks its root only once React has run on it.
  await expect(page.locator("[data-island]").count()).resolves.toBeGreaterThan(0);
  await expect(page.locator("[data-island][data-hydrated]").count()).resolves.toBe(0);
  return page;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

async function fillContactForm(page: Page, fields: { firstName: string; phone: string }) {
  const form = page.locator("#contact form");
  await form.getByLabel("First name").fill(fields.firstName);
  await form.getByLabel("Last name").fill("Otieno");
  await form.getByLabel("Email").fill("no-js@example.co.ke");
  await form.getByLabel("Phone").fill(fields.phone);
  await form.getByLabel("Service").selectOption("editing");
  await form.getByLabel("Message").fill("Sent before the page's script loaded.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.waitForLoadState("load");
  return form;
}

describe("public pages without JavaScript", () => {
  it("read, navigate by links and send the contact form, showing the result", async () => {
    const page = await openWithoutJavaScript("/services/cv-writing");
    await expect(heading(page)).resolves.toMatch(/A CV that gets you shortlisted/);

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Editing Services" }).click();
    await page.waitForURL("**/services/editing-services");
    await expect(heading(page)).resolves.toMatch(/Documents that read as well/);

    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("**/blog");
    await expect(heading(page)).resolves.toMatch(/\w/);

    await nav.getByRole("link", { name: "Contact" }).click();
    await page.waitForURL("**/#contact");
    const form = await fillContactForm(page, { firstName: "Achieng", phone: "0722 000 111" });

    const status = form.getByRole("status");
    await expect(status.textContent()).resolves.toMatch(
      /Message Sent Successfully!.*consultant will get back to you/,
    );
    // Sent: the form is empty again, as after the toast with JavaScript.
    await expect(form.getByLabel("First name").inputValue()).resolves.toBe("");
    await page.context().close();
  });

  it("signs up for the newsletter from the blog, showing the confirmation", async () => {
    const page = await openWithoutJavaScript("/blog");
    const box = page.locator("#newsletter");
    await box.getByLabel("Email address").fill(`no-js-reader-${Date.now()}@example.co.ke`);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForLoadState("load");
    expect(page.url()).toMatch(/\/blog#newsletter$/);
    await expect(box.getByRole("status").textContent()).resolves.toMatch(/Thanks for subscribing!/);
    await expect(box.getByLabel("Email address").inputValue()).resolves.toBe("");
    await page.context().close();
  });

  it("opens and closes the mobile menu from the keyboard", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, width: 390, height: 844 });
    await page.goto("/services/editing");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menuLink = nav.getByRole("link", { name: "Corporate Training", exact: true });
    await expect(menuLink.isVisible()).resolves.toBe(false);
    const toggle = nav.locator("summary");
    await expect(toggle.getAttribute("aria-label")).resolves.toBe("Menu");
    // A native disclosure: focusable and opened by Enter with no script.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menuLink.isVisible()).resolves.toBe(true);
    await menuLink.click();
    await page.waitForURL("**/services/corporate-training");
    await expect(heading(page)).resolves.toMatch(/Training that changes how your team works/);
    await nav.locator("summary").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(
      nav.getByRole("link", { name: "Corporate Training", exact: true }).isVisible(),
    ).resolves.toBe(false);
    await page.context().close();
  });

  it("shows a field's error and the form's text, keeping what was typed", async () => {
    const page = await openWithoutJavaScript("/#contact");
    // Passes the browser's own checks, not the server's.
    const form = await fillContactForm(page, { firstName: "Brian", phone: "12345" });

    await expect(form.getByRole("alert").textContent()).resolves.toContain(
      "Please fill in all required fields correctly.",
    );
    await expect(form.getByText(/Enter a valid phone number/).isVisible()).resolves.toBe(true);
    await expect(form.getByLabel("Phone").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(form.getByLabel("First name").inputValue()).resolves.toBe("Brian");
    await expect(form.getByLabel("Phone").inputValue()).resolves.toBe("12345");
    await expect(form.getByLabel("Service").inputValue()).resolves.toBe("editing");
    await page.context().close();
  });
});
