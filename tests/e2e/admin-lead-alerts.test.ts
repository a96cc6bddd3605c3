import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadPanelPath } from "../../contract/admin-leads";
import { chatInteractions, contactInquiries, leadAlerts } from "../../server/db/schema";
import { TEST_ADMIN } from "../support/server";
import type { SpawnedServer } from "../support/spawn-server";
import { axeViolations, openPageAt, startSeededServer, submitLogin } from "./support/admin";
import { launchBrowser } from "./support/browser";

let browser: Browser;
let server: SpawnedServer;

/** Nairobi times: 2026-11-22 is a Sunday (closed), 2026-11-25 a Wednesday. */
const sundayEvening = new Date("2026-11-22T19:30:00+03:00");
const wednesdayNoon = new Date("2026-11-25T12:00:00+03:00");

beforeAll(async () => {
  const seeded = startSeededServer(async (db) => {
    const person = { lastName: "Mwangi", phone: "+254711222333", email: "m@example.com" };
    await db.insert(contactInquiries).values([
      { ...person, firstName: "Sunday", service: "cv-writing", createdAt: sundayEvening },
      { ...person, firstName: "Weekday", service: "cv-writing", createdAt: wednesdayNoon },
    ]);
    await db.insert(chatInteractions).values([
      {
        sessionId: "e2e-night",
        firstName: "Nightowl",
        phone: "+254711222333",
        createdAt: sundayEvening,
      },
      {
        sessionId: "e2e-day",
        firstName: "Daylight",
        phone: "+254711222334",
        createdAt: wednesdayNoon,
      },
    ]);
    await db.insert(leadAlerts).values({
      kind: "inquiry",
      leadId: 1,
      channel: "email",
      dedupeKey: "inquiry:1:email",
      status: "failed",
      attempts: 30,
      lastError: "Invalid login: 535 Authentication credentials invalid",
    });
  });
  [browser, server] = await Promise.all([launchBrowser(), seeded]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function signedIn(): Promise<Page> {
  const { page } = await openPageAt(browser, server.url);
  await page.goto("/admin");
  await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
  await page.waitForURL("**/admin/dashboard");
  return page;
}
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

describe("lead alerts and business hours in the staff panel", () => {
  it("the Overview lists an alert that could not be sent, with its error", async () => {
    const page = await signedIn();
    const notice = page.getByRole("region", { name: "Lead alerts that could not be sent" });
    await poll(() => notice.textContent()).toContain(
      "Inquiry #1 by email: Invalid login: 535 Authentication credentials invalid (30 tries; given up)",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it("Inquiries and Conversations mark the leads that arrived out of hours", async () => {
    const page = await signedIn();
    await page.getByRole("tab", { name: "Inquiries" }).click();
    const inquiry = (name: string) =>
      page.locator('[data-testid="inquiry"]', { hasText: `${name} Mwangi` });
    await poll(() => inquiry("Sunday").getByText("Out of hours").count()).toBe(1);
    expect(await inquiry("Weekday").getByText("Out of hours").count()).toBe(0);

    await page.getByRole("tab", { name: "Conversations" }).click();
    const conversation = (name: string) => page.locator("li", { hasText: name });
    await poll(() => conversation("Nightowl").getByText("Out of hours").count()).toBe(1);
    expect(await conversation("Daylight").getByText("Out of hours").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("an alert's link brings a signed-out consultant, once signed in, to that lead's details", async () => {
    const { page } = await openPageAt(browser, server.url);
    const link = leadPanelPath("inquiry", 2);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === "/admin");
    await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await page.waitForURL((url) => url.pathname + url.search === link);

    const linked = page.getByRole("region", { name: "Linked lead" });
    await poll(() => linked.getByRole("heading", { name: "Weekday Mwangi" }).count()).toBe(1);
    expect(await linked.getByLabel("Lead status").inputValue()).toBe("new");
    expect(await linked.getByRole("region", { name: "History" }).textContent()).toContain(
      "No changes yet.",
    );
    expect(await axeViolations(page)).toEqual([]);

    await linked.getByRole("button", { name: "Close lead Weekday Mwangi" }).click();
    await poll(() => new URL(page.url()).searchParams.has("lead")).toBe(false);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("leads");
    expect(await page.getByRole("region", { name: "Linked lead" }).count()).toBe(0);
  });
});
