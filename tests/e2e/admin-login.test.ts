import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFirstAdmin } from "../support/first-password";
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
  // Rate limits on: the lockout below is the server's real one.
  [browser, server] = await Promise.all([launchBrowser(), startSeededServer(async () => {})]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.cleanup();
});

const open = () => openPageAt(browser, server.url);
/** Polls for up to 20 s: sign-in costs an argon2 hash on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

describe("staff sign-in page", () => {
  it("asks for both fields with the form's messages", async () => {
    const { page } = await open();
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign In" }).click();
    await poll(() => page.getByText("Username is required").isVisible()).toBe(true);
    expect(await page.getByText("Password is required").isVisible()).toBe(true);
    expect(await page.getByLabel("Username").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("says Invalid credentials for a wrong password and for an unknown user", async () => {
    const { page } = await open();
    for (const [username, password] of [
      [TEST_ADMIN.username, "not-the-password"],
      ["no-such-user", "whatever-it-is"],
    ] as const) {
      await page.goto("/admin");
      await submitLogin(page, username, password);
      await poll(() => page.getByRole("alert").textContent()).toBe("Invalid credentials");
      expect(page.url()).toMatch(/\/admin$/);
    }
  });

  it("says Login failed when the server fails or cannot be reached", async () => {
    const { page } = await open();
    await page.goto("/admin");
    await page.route("**/api/admin/login", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await poll(() => page.getByRole("alert").textContent()).toBe("Login failed. Please try again.");

    await page.unroute("**/api/admin/login");
    await page.route("**/api/admin/login", (route) => route.abort("connectionrefused"));
    await page.getByLabel("Password").fill("another-try");
    await page.getByRole("button", { name: "Sign In" }).click();
    await poll(() => page.getByRole("alert").textContent()).toBe("Login failed. Please try again.");
  });

  it("shows Signing In... while the request is pending", async () => {
    const { page } = await open();
    await page.goto("/admin");
    let release: () => void = () => {};
    await page.route("**/api/admin/login", async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
    const button = page.getByRole("button", { name: "Signing In..." });
    await poll(() => button.isDisabled()).toBe(true);
    release();
    await page.waitForURL("**/admin/dashboard");
  });

  it("tells a locked-out user when to try again", async () => {
    const { page } = await open();
    await page.goto("/admin");
    for (let i = 1; i <= 5; i++) {
      await submitLogin(page, "locked-out-user", `guess-number-${i}`);
      await poll(() => page.getByRole("alert").textContent()).toBe("Invalid credentials");
      // Clear the message so the next poll sees this attempt's answer, not the last one.
      await page.getByLabel("Username").fill("");
      await page.getByRole("button", { name: "Sign In" }).click();
      await poll(() => page.getByRole("alert").textContent()).toBe("");
    }
    await submitLogin(page, "locked-out-user", "guess-number-6");
    await poll(() => page.getByRole("alert").textContent()).toBe(
      "Too many sign-in attempts. Try again in 15 minutes.",
    );
  });

  it("signs in, stores the session and lands on the dashboard with the welcome text", async () => {
    const { page, errors } = await open();
    await page.goto("/admin");
    await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await page.waitForURL("**/admin/dashboard");
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(
      `Welcome back, ${TEST_ADMIN.username}`,
    );
    const session = await storedSession(page);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(session.user ?? "{}")).toMatchObject({ username: TEST_ADMIN.username });
    expect(errors).toEqual([]);
  });

  it("tells an admin whose password guesses were refused when to try changing it again", async () => {
    const { page } = await open();
    await page.goto("/admin");
    await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await page.waitForURL("**/admin/dashboard");
    const { token } = await storedSession(page);
    // Five wrong guesses with this session's token, as a thief holding it would make.
    for (let i = 1; i <= 5; i++) {
      const res = await fetch(`${server.url}/api/admin/account/password`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ currentPassword: `guess-${i}`, newPassword: "a-new-password-123" }),
      });
      expect(res.status).toBe(400);
    }
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByLabel("Current password").fill(TEST_ADMIN.password);
    await page.getByLabel("New password", { exact: true }).fill("a-new-password-123");
    await page.getByLabel("Repeat the new password").fill("a-new-password-123");
    await page.getByRole("button", { name: "Change password" }).click();
    await poll(() => page.getByRole("status").textContent()).toBe(
      "Too many wrong passwords. Try again in 15 minutes.",
    );
  });

  it("makes the first admin, on a generated password, choose a new one before the panel opens", async () => {
    const fresh = await startSeededServer(async () => {}, {
      ADMIN_USERNAME: "",
      ADMIN_PASSWORD: "",
    });
    try {
      const first = readFirstAdmin(fresh.dataDir);
      const { page, errors } = await openPageAt(browser, fresh.url);
      await page.goto("/admin");
      await submitLogin(page, first.username, first.password);
      await page.waitForURL("**/admin/dashboard");
      const dialog = page.getByRole("dialog", { name: "Choose your own password" });
      await poll(() => dialog.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // No way around it: no tabs behind it, no close button, Escape does nothing.
      expect(await page.getByRole("tab").count()).toBe(0);
      expect(await dialog.getByRole("button", { name: "Close" }).count()).toBe(0);
      await page.keyboard.press("Escape");
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByLabel("Current password").fill(first.password);
      await dialog.getByLabel("New password", { exact: true }).fill("chosen-by-me-123");
      await dialog.getByLabel("Repeat the new password").fill("chosen-by-me-123");
      await dialog.getByRole("button", { name: "Change password" }).click();
      await poll(() => page.getByRole("tab", { name: "Overview" }).isVisible()).toBe(true);
      expect(await dialog.count()).toBe(0);

      // The panel stays open after a reload; the generated password no longer signs in.
      await page.reload();
      await poll(() => page.getByRole("tab", { name: "Overview" }).isVisible()).toBe(true);
      expect(await dialog.count()).toBe(0);
      const old = await fetch(`${fresh.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: first.username, password: first.password }),
      });
      expect(old.status).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await fresh.stop();
      fresh.cleanup();
    }
  });
});
