import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONVERSATIONS_PAGE_DEFAULT } from "../../contract/chat-limits";
import { chatInteractions } from "../../server/db/schema";
import { TEST_ADMIN } from "../support/server";
import type { SpawnedServer } from "../support/spawn-server";
import { openPageAt, startSeededServer, submitLogin } from "./support/admin";
import { launchBrowser } from "./support/browser";

// Security review L8: the staff list is paginated, so the Conversations tab pages through it.

const seeded = CONVERSATIONS_PAGE_DEFAULT + 3;
let browser: Browser;
let server: SpawnedServer;

beforeAll(async () => {
  const started = startSeededServer(async (db) => {
    await db.insert(chatInteractions).values(
      Array.from({ length: seeded }, (_, i) => ({
        sessionId: `e2e-page-${i}`,
        firstName: `Visitor${i}`,
        // Oldest first, so Visitor0 is the last on the last page.
        createdAt: new Date(Date.now() - (seeded - i) * 60_000),
      })),
    );
  });
  [browser, server] = await Promise.all([launchBrowser(), started]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

describe("the Conversations tab", () => {
  it("shows a page of the list, with Previous and Next past the page size", async () => {
    const { page, errors } = await openPageAt(browser, server.url);
    await page.goto("/admin");
    await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await page.waitForURL("**/admin/dashboard");
    await page.goto("/admin/dashboard?tab=conversations");
    const rows = page.getByTestId("conversation-row");
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(CONVERSATIONS_PAGE_DEFAULT);
    expect(await page.getByText("Page 1 of 2").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
    expect(await rows.last().textContent()).toContain("Visitor0");
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(CONVERSATIONS_PAGE_DEFAULT);
    expect(errors).toEqual([]);
  }, 60_000);
});
