import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackup } from "../../server/backup/backup-format";
import { backupNow } from "../../server/backup/backup-schedule";
import { contactInquiries } from "../../server/db/schema";
import { createLogger } from "../../server/log";
import { TEST_ADMIN } from "../support/server";
import type { SpawnedServer } from "../support/spawn-server";
import { axeViolations, openPageAt, startSeededServer, submitLogin } from "./support/admin";
import { launchBrowser } from "./support/browser";

// The Overview tab shows the last backup the server took and downloads its file.

let browser: Browser;
let server: SpawnedServer;

beforeAll(async () => {
  const seeded = startSeededServer(async (db, dataDir) => {
    await db.insert(contactInquiries).values({
      firstName: "Faith",
      lastName: "Mwangi",
      email: "faith@example.com",
      phone: "+254711222333",
      message: "Please call me about a CV",
    });
    await backupNow(db, path.join(dataDir, "backups"), createLogger("silent"));
  });
  [browser, server] = await Promise.all([launchBrowser(), seeded]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

describe("the last backup on the Overview tab", () => {
  it("shows when it ran, its size and rows, and downloads it", async () => {
    const { page, errors } = await openPageAt(browser, server.url);
    await page.goto("/admin");
    await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await page.waitForURL("**/admin/dashboard");
    const card = page.getByRole("region", { name: "Last backup" });
    await expect
      .poll(() => card.textContent(), { timeout: 20_000 })
      .toMatch(/Succeeded\d+ [A-Z][a-z]+ \d{4}, \d{2}:\d{2}, \d+ bytes, 1 row(?!s)/);
    expect(await card.textContent()).toContain("every day at 02:00");

    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download backup" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kazi-\d{4}-\d{2}-\d{2}-\d{4}\.backup\.gz$/);
    const saved = await file.path();
    expect(readBackup(readFileSync(saved)).header.tables.contact_inquiries).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
