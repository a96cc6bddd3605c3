import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/server";
import type { SpawnedServer } from "../support/spawn-server";
import {
  axeViolations,
  openPageAt,
  startSeededServer,
  storedSession,
  submitLogin,
} from "./support/admin";
import { launchBrowser } from "./support/browser";

let browser: Browser;
let server: SpawnedServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startSeededServer(async () => {})]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

/** Polls for up to 20 s: sign-in costs an argon2 hash on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

async function signInAt(page: Page, username: string, password: string) {
  await page.goto("/admin");
  await submitLogin(page, username, password);
  await page.waitForURL("**/admin/dashboard**");
}

describe("staff accounts", () => {
  it("an owner adds a consultant, who must change the first password and cannot open Accounts", async () => {
    const { page: ownerPage, errors } = await openPageAt(browser, server.url);
    await signInAt(ownerPage, TEST_ADMIN.username, TEST_ADMIN.password);
    await ownerPage.getByRole("tab", { name: "Accounts" }).click();
    const table = ownerPage.getByRole("table");
    await poll(() => table.getByRole("rowheader", { name: /^consultant/ }).isVisible()).toBe(true);
    expect(await table.locator("caption").textContent()).toBe("1 staff account");
    expect(await axeViolations(ownerPage)).toEqual([]);

    // Add an account from the keyboard, through the labelled form.
    await ownerPage.getByRole("button", { name: "Add account" }).focus();
    await ownerPage.keyboard.press("Enter");
    const add = ownerPage.getByRole("dialog", { name: "Add a staff account" });
    await add.getByLabel("Username").fill("wambui");
    await add.getByLabel("Email").fill("wambui@example.co.ke");
    expect(await add.getByLabel("Role").inputValue()).toBe("consultant");
    await add.getByLabel("Email").press("Enter");
    const given = ownerPage.getByRole("dialog", { name: "First password for wambui" });
    await poll(() => given.isVisible()).toBe(true);
    const firstPassword = await given.getByLabel("First password").inputValue();
    expect(firstPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await given.getByRole("button", { name: "Done" }).click();
    const row = table.getByRole("row", { name: /wambui/ });
    await poll(() => row.textContent()).toContain("First password");
    expect(await table.locator("caption").textContent()).toBe("2 staff accounts");

    // The consultant signs in in another browser and must choose a password first.
    const { page, errors: consultantErrors } = await openPageAt(browser, server.url);
    await signInAt(page, "wambui", firstPassword);
    const choose = page.getByRole("dialog", { name: "Choose your own password" });
    await poll(() => choose.isVisible()).toBe(true);
    expect(await page.getByRole("tab").count()).toBe(0);
    await choose.getByLabel("Current password").fill(firstPassword);
    await choose.getByLabel("New password", { exact: true }).fill("wambui-chose-this-1");
    await choose.getByLabel("Repeat the new password").fill("wambui-chose-this-1");
    await choose.getByRole("button", { name: "Change password" }).click();
    await poll(() => page.getByRole("tab", { name: "Overview" }).isVisible()).toBe(true);

    // No Accounts tab, and asking for it by URL opens the Overview instead.
    expect(await page.getByRole("tab", { name: "Accounts" }).count()).toBe(0);
    await page.goto("/admin/dashboard?tab=accounts");
    await poll(() =>
      page.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected"),
    ).toBe("true");
    expect(await page.getByRole("heading", { name: "Accounts" }).count()).toBe(0);
    const { token } = await storedSession(page);
    const api = await fetch(`${server.url}/api/admin/accounts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(api.status).toBe(403);

    // The owner disables the consultant, confirming in the alert dialog.
    await ownerPage.reload();
    await poll(() => row.textContent()).not.toContain("First password");
    await row.getByRole("button", { name: "Disable wambui" }).click();
    const confirm = ownerPage.getByRole("alertdialog", { name: "Disable wambui?" });
    await poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole("button", { name: "Disable" }).click();
    await poll(() => row.textContent()).toContain("Disabled");

    // The consultant's next request ends the session: back to sign-in.
    await page.getByRole("tab", { name: "Inquiries" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    expect([...errors, ...consultantErrors]).toEqual([]);
  });
});
