import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

/** Flags that let Chromium run headless as root on a machine with no outside network. */
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject("chromiumPath"), args: chromiumArgs });
}

export function baseUrl(): string {
  return inject("baseUrl");
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far (CSP violations included). */
  errors: string[];
}

/** A fresh page (own context, so own storage) that records console errors. */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // Chromium does not always print a blocked eval to the console (a caught `new Function`
  // test, as zod's, is silent there), but it always fires securitypolicyviolation.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

/** Signs in through the API and stores the session as the login page would. */
export async function signInAsAdmin(
  page: Page,
  credentials: { username: string; password: string },
) {
  const res = await page.request.post("/api/admin/login", { data: credentials });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  const body = (await res.json()) as { token: string; admin: { username: string } };
  await page.goto("/404-warmup");
  await page.evaluate((session) => {
    localStorage.setItem("adminToken", session.token);
    localStorage.setItem("adminUser", JSON.stringify(session.admin));
  }, body);
  return body.token;
}

/**
 * The toast on screen that says `text` (Radix renders each toast as a list item of the
 * "Notifications" region, plus a hidden copy for screen readers that this leaves out).
 * Hidden elements count: an open modal dialog marks the region aria-hidden.
 */
export function toastWith(page: Page, text: string | RegExp) {
  return page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: text });
}
