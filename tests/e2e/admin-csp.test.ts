import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/server";
import { launchBrowser, openPage, signInAsAdmin } from "./support/browser";

// zod's schemas in the panel's chunks once tried `new Function` (its JIT),
// which the CSP (no 'unsafe-eval') blocked and reported on every load of the panel.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the staff panel under the CSP", () => {
  it("loads /admin and /admin/dashboard signed in with no CSP violation", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto("/admin");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Username").fill("someone");
    await page.getByLabel("Password").fill("not-a-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForLoadState("networkidle");

    await signInAsAdmin(page, TEST_ADMIN);
    await page.goto("/admin/dashboard");
    await page.waitForLoadState("networkidle");
    await page.goto("/admin/dashboard?tab=conversations");
    await page.waitForLoadState("networkidle");

    expect(
      errors.filter((error) => /CSP|Content Security Policy|unsafe-eval/i.test(error)),
    ).toEqual([]);
  });
});
