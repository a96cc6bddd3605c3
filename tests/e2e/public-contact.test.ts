import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { contactInquiries } from "../../server/db/schema";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";
import { toastWith } from "./support/browser";
import { waitForIsland } from "./support/public";

/**
 * The contact form end to end against its own server, so the stored rows can be read from
 * its database afterwards (PGlite allows one process at a time).
 */
let server: SpawnedServer;
let browser: Browser;
const dataDir = mkdtempSync(path.join(tmpdir(), "kazi-contact-e2e-"));

beforeAll(async () => {
  server = await spawnServer(
    { RATE_LIMITS: "off", DEMO_CONTENT: "off" },
    { dataDir, entry: "bundle" },
  );
  browser = await chromium.launch({
    executablePath: inject("chromiumPath"),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openContact() {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/#contact");
  await waitForIsland(page, "contact-form");
  const form = page.locator("#contact form");
  return { page, form };
}

describe("contact form", () => {
  it("marks required fields and uses email and tel inputs", async () => {
    const { page, form } = await openContact();
    for (const label of ["First name", "Last name", "Email", "Phone"]) {
      await expect(form.getByLabel(label).getAttribute("required")).resolves.toBe("");
    }
    await expect(form.getByLabel("Email").getAttribute("type")).resolves.toBe("email");
    await expect(form.getByLabel("Phone").getAttribute("type")).resolves.toBe("tel");
    const options = await form.getByLabel("Service").locator("option").allTextContents();
    expect(options.slice(1)).toEqual([
      "CV Writing & Career Services",
      "Editing & Proofreading",
      "Business Writing",
      "Corporate Training",
      "Youth Programs",
      "Professional Development",
    ]);
    await page.context().close();
  });

  it("sends, shows Sending..., toasts success with the server message and resets", async () => {
    const { page, form } = await openContact();
    await form.getByLabel("First name").fill("Achieng");
    await form.getByLabel("Last name").fill("Otieno");
    await form.getByLabel("Email").fill("achieng@example.co.ke");
    await form.getByLabel("Phone").fill("0722 000 111");
    await form.getByLabel("Service").selectOption("editing");
    await form.getByLabel("Message").fill("Please edit my thesis (120 pages).");
    // Hold the answer back to observe the sending state.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending.isDisabled()).resolves.toBe(true);
    release();
    const toast = toastWith(page, "Message Sent Successfully!");
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toMatch(/consultant will get back to you/);
    await expect(form.getByLabel("First name").inputValue()).resolves.toBe("");
    await expect(form.getByRole("button", { name: "Send Message" }).isEnabled()).resolves.toBe(
      true,
    );
    await page.context().close();
  });

  it("shows the form's text on a 400 and the field error, keeping what was typed", async () => {
    const { page, form } = await openContact();
    await form.getByLabel("First name").fill("Brian");
    await form.getByLabel("Last name").fill("Mwangi");
    await form.getByLabel("Email").fill("brian@example.co.ke");
    await form.getByLabel("Phone").fill("12345"); // passes the browser, not the server
    await form.getByRole("button", { name: "Send Message" }).click();
    const toast = page.locator("[role=region] li", { hasText: "Error" });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain(
      "Please fill in all required fields correctly.",
    );
    await expect(form.getByText(/Enter a valid phone number/).isVisible()).resolves.toBe(true);
    await expect(form.getByLabel("Phone").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(form.getByLabel("First name").inputValue()).resolves.toBe("Brian");
    await page.context().close();
  });

  it("stored exactly the accepted inquiry, with the phone in E.164", async () => {
    await server.stop();
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select({
          firstName: contactInquiries.firstName,
          email: contactInquiries.email,
          phone: contactInquiries.phone,
          service: contactInquiries.service,
        })
        .from(contactInquiries);
      expect(rows).toEqual([
        {
          firstName: "Achieng",
          email: "achieng@example.co.ke",
          phone: "+254722000111",
          service: "editing",
        },
      ]);
    } finally {
      await database.close();
    }
  });
});
