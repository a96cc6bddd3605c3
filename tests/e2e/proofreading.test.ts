import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cvDocuments } from "../../server/db/schema";
import { TEST_ADMIN } from "../support/server";
import type { SpawnedServer } from "../support/spawn-server";
import { axeViolations, openPageAt, startSeededServer, submitLogin } from "./support/admin";
import { launchBrowser } from "./support/browser";

const fixture = readFileSync(new URL("../fixtures/proofreading-cv.md", import.meta.url), "utf8");

let browser: Browser;
let server: SpawnedServer;

beforeAll(async () => {
  const seeded = startSeededServer(
    async (db) => {
      await db.insert(cvDocuments).values({
        userId: "e2e-grace",
        sessionId: "e2e-grace",
        firstName: "Grace",
        lastName: "Achieng",
        title: "Grace Achieng CV",
        cvContent: fixture,
      });
    },
    { RATE_LIMITS: "off" },
  );
  [browser, server] = await Promise.all([launchBrowser(), seeded]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

async function signedIn(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPageAt(browser, server.url);
  await opened.page.goto("/admin");
  await submitLogin(opened.page, TEST_ADMIN.username, TEST_ADMIN.password);
  await opened.page.waitForURL("**/admin/dashboard");
  return opened;
}

async function openTab(page: Page, id: string) {
  await page.goto(`/admin/dashboard?tab=${id}`);
  await page.waitForLoadState("networkidle");
}

describe("proofreading in the staff panel", () => {
  it("lists every suggestion of a job for its client; Apply and Dismiss change the corrected text and stay after a reload", async () => {
    const { page, errors } = await signedIn();
    await openTab(page, "cv-documents");
    const row = page.getByRole("listitem").filter({ hasText: "Grace Achieng" });
    await row.getByRole("button", { name: "Proofread" }).click();
    await expect
      .poll(() => page.getByText(/Proofreading job #\d+ completed/).count(), { timeout: 45_000 })
      .toBe(1);

    await openTab(page, "proofreading");
    const job = page.getByTestId("proofreading-job").first();
    await expect
      .poll(() => job.getByRole("heading", { level: 3 }).textContent())
      .toMatch(/^Job #\d+: Grace Achieng$/);
    const suggestions = job.getByTestId("suggestion");
    expect(await suggestions.count()).toBeGreaterThan(3);
    const spelling = suggestions.filter({ hasText: 'Spelling: "acountant"' });
    const doubled = suggestions.filter({ hasText: 'Repeated word: "the the"' });
    const corrected = job.getByTestId("corrected-text");

    await spelling.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => spelling.getByText("Applied").count()).toBeGreaterThan(0);
    // Dismiss by keyboard: the doubled word, written in from the start, comes back.
    await doubled.getByRole("button", { name: "Dismiss" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => doubled.getByText("Dismissed").count()).toBeGreaterThan(0);

    await job.getByText("Corrected text").click();
    const expected = fixture.replace("a experienced acountant", "an experienced accountant");
    await expect.poll(() => corrected.textContent()).toBe(expected);

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => doubled.getByText("Dismissed").count()).toBeGreaterThan(0);
    expect(await spelling.getByText("Applied").count()).toBeGreaterThan(0);
    expect(await corrected.textContent()).toBe(expected);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
