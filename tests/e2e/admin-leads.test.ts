import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatInteractions } from "../../server/db/schema";
import { TEST_ADMIN } from "../support/server";
import type { SpawnedServer } from "../support/spawn-server";
import { axeViolations, openPageAt, startSeededServer, submitLogin } from "./support/admin";
import { launchBrowser } from "./support/browser";

let browser: Browser;
let server: SpawnedServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startSeededServer(async (db) => {
      await db
        .insert(chatInteractions)
        .values({ sessionId: "e2e-other", firstName: "Otieno", phone: "+254733000111" });
    }),
  ]);
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

/** The count the Overview's funnel shows for one step (last 30 days). */
const funnelCount = (page: Page, step: string) =>
  page.getByTestId(`funnel-step-${step}`).locator("td").first().textContent();

describe("the Leads tab", () => {
  it("shows a lead from the chat, which staff assign, move to won and note, and the funnel counts it", async () => {
    const overview = await signedIn();
    await poll(() => funnelCount(overview, "won")).toBe("0");
    await overview.context().close();

    const chat = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        sessionId: `chat_${randomUUID()}`,
        message: "I'm Kendi, need a CV, 0712 111 000",
        messages: [],
      }),
    });
    expect(chat.status).toBe(200);

    const page = await signedIn();
    await page.getByRole("tab", { name: "Leads" }).click();
    await page.getByLabel("Search leads").fill("0712 111 000");
    const leads = page.locator('[data-testid="lead"]');
    await poll(() => page.getByText("1 lead", { exact: true }).count()).toBe(1);
    const lead = leads.filter({ hasText: "Kendi" });
    expect(await lead.count()).toBe(1);
    await poll(() => lead.getByText("New", { exact: true }).count()).toBe(1);
    expect(await lead.getByText("Unassigned").count()).toBe(1);

    await lead.getByRole("button", { name: "Open lead Kendi" }).click();
    await lead.getByLabel("Assigned to").selectOption({ label: TEST_ADMIN.username });
    await lead.getByRole("button", { name: "Save" }).click();
    await poll(() => lead.getByText(`Held by ${TEST_ADMIN.username}`).count()).toBe(1);

    await lead.getByLabel("Lead status").selectOption("won");
    await lead.getByRole("button", { name: "Save" }).click();
    await lead.getByLabel("New note").fill("Paid for the CV package by M-Pesa.");
    await lead.getByRole("button", { name: "Add note" }).click();

    const notes = lead.getByRole("region", { name: "Notes" });
    await poll(() => notes.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(`${TEST_ADMIN.username}Paid for the CV package by M-Pesa.$`),
    ]);
    const history = lead.getByRole("region", { name: "History" });
    await poll(() => history.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(`${TEST_ADMIN.username}: Assigned to ${TEST_ADMIN.username}$`),
      expect.stringMatching(`${TEST_ADMIN.username}: Status: won$`),
      expect.stringMatching(`${TEST_ADMIN.username}: Note: Paid for the CV package by M-Pesa.$`),
    ]);
    // Closed again, the list shows the new status.
    await lead.getByRole("button", { name: "Close lead Kendi" }).click();
    await poll(() => lead.getByText("Won", { exact: true }).count()).toBe(1);

    await page.getByLabel("Status", { exact: true }).selectOption("won");
    await page.getByLabel("Search leads").fill("");
    await poll(() => page.getByText("1 lead", { exact: true }).count()).toBe(1);
    expect(await leads.first().textContent()).toContain("Kendi");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "Overview" }).click();
    await poll(() => funnelCount(page, "won")).toBe("1");
    expect(await funnelCount(page, "leftContact")).toBe("2");
    // Another period: the same lead, begun today, is in the last 7 days too.
    await page.getByRole("radio", { name: "7 days" }).check();
    await poll(() => page.getByRole("table", { name: "Funnel, last 7 days" }).count()).toBe(1);
    expect(await funnelCount(page, "won")).toBe("1");
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the funnel's first step", () => {
  it("records the chat opening once per browser session, and the Overview counts it", async () => {
    const { page: visitor } = await openPageAt(browser, server.url);
    const opened: string[] = [];
    visitor.on("request", (r) => {
      if (r.url().endsWith("/api/chat/opened")) opened.push(r.method());
    });
    await visitor.goto("/");
    await visitor.getByTestId("chat-panel").waitFor();
    await poll(() => opened).toEqual(["POST"]);
    // Another page of the same visit opens the chat again, and records nothing.
    await visitor.reload();
    await visitor.getByTestId("chat-panel").waitFor();
    await visitor.waitForTimeout(500);
    expect(opened).toEqual(["POST"]);
    await visitor.context().close();

    const page = await signedIn();
    await poll(() => funnelCount(page, "chatOpened")).toBe("1");
  });
});
