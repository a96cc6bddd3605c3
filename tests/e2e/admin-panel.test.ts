import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTabs } from "../../app/components/admin/tab-registry";
import {
  chatInteractions,
  contactInquiries,
  cvDocuments,
  newsletterSubscribers,
  proofreadingJobs,
} from "../../server/db/schema";
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
  const seeded = startSeededServer(
    async (db) => {
      await db.insert(chatInteractions).values([
        {
          sessionId: "e2e-1",
          firstName: "Amina",
          serviceInterest: "CV Writing",
          sentToWhatsApp: "sent",
        },
        { sessionId: "e2e-2", firstName: "Brian", serviceInterest: "CV Writing" },
        {
          sessionId: "e2e-3",
          firstName: "Chebet",
          serviceInterest: "LinkedIn Optimization",
          sentToWhatsApp: "sent",
        },
        {
          sessionId: "e2e-4",
          firstName: "Daudi",
          serviceInterest: "Corporate Training",
          sentToWhatsApp: "sent",
        },
        { sessionId: "e2e-5", firstName: "Eunice" },
      ]);
      const cvs = await db
        .insert(cvDocuments)
        .values(
          ["e2e-1", "e2e-2", "e2e-3"].map((s) => ({ userId: s, sessionId: s, cvContent: "# CV" })),
        )
        .returning({ id: cvDocuments.id });
      await db
        .insert(proofreadingJobs)
        .values(cvs.slice(0, 2).map((cv) => ({ cvDocumentId: cv.id, originalContent: "text" })));
      const person = { lastName: "Mwangi", phone: "+254711222333" };
      await db.insert(contactInquiries).values([
        {
          ...person,
          firstName: "Faith",
          email: "faith@example.com",
          service: "cv-writing",
          message: "Please call me about a CV",
          createdAt: new Date(Date.now() - 60_000),
        },
        {
          ...person,
          firstName: "Gideon",
          email: "gideon@example.com",
          message: "Corporate training for 40 staff",
        },
      ]);
      await db.insert(newsletterSubscribers).values({ email: "reader@example.com" });
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

/** The dashboard's panel for one tab (some tabs hold tabs of their own). */
const tabPanel = (page: Page, label: string) =>
  page.getByRole("tabpanel", { name: label, exact: true });
/** Polls for up to 20 s: the panel loads its chunks and data after navigation. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

describe("staff panel", () => {
  it("sends a visitor without a session from /admin/dashboard to /admin", async () => {
    const { page } = await openPageAt(browser, server.url);
    await page.goto("/admin/dashboard");
    await page.waitForURL("**/admin");
    expect(await page.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);
  });

  it("shows the seeded figures on the Overview cards", async () => {
    const { page, errors } = await signedIn();
    const card = (label: string) =>
      page.locator('[data-testid="metric-card"]', { hasText: label }).locator("p").first();
    await poll(() => card("Total Conversations").textContent()).toBe("5");
    expect(await card("Generated CVs").textContent()).toBe("3");
    expect(await card("Proofreading Jobs").textContent()).toBe("2");
    expect(await card("Active Users").textContent()).toBe("3");
    const services = page.getByRole("region", { name: "Most Requested Services" });
    expect(await services.getByRole("listitem").allInnerTexts()).toEqual([
      "CV Writing\n2 requests",
      "Corporate Training\n1 request",
      "LinkedIn Optimization\n1 request",
    ]);
    await poll(() =>
      page.locator('[data-testid="leads-per-day-chart"] svg').count(),
    ).toBeGreaterThan(0);
    expect(
      await page.locator('[data-testid="leads-by-service-chart"] svg').count(),
    ).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("opens every registered tab without an error", async () => {
    const { page, errors } = await signedIn();
    await poll(() => page.getByRole("tab").count()).toBe(adminTabs.length);
    const labels = await page.getByRole("tab").allTextContents();
    expect(labels).toEqual(adminTabs.map((t) => t.label));
    for (const tab of adminTabs) {
      const trigger = page.getByRole("tab", { name: tab.label, exact: true });
      await trigger.click();
      await poll(() => trigger.getAttribute("aria-selected")).toBe("true");
      await poll(() => tabPanel(page, tab.label).getAttribute("data-state")).toBe("active");
      await poll(async () => (await tabPanel(page, tab.label).textContent()) ?? "").not.toMatch(
        /^\s*$|Loading/,
      );
      expect(await tabPanel(page, tab.label).textContent()).not.toContain("Error fetching data");
      expect(await axeViolations(page), tab.label).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it("lists inquiries newest first, searches them and keeps the handled mark", async () => {
    const { page } = await signedIn();
    await page.getByRole("tab", { name: "Inquiries" }).click();
    const names = () => page.locator('[data-testid="inquiry"] h3').allTextContents();
    await poll(names).toEqual(["Gideon Mwangi", "Faith Mwangi"]);

    await page.getByLabel("Search inquiries").fill("corporate");
    await poll(names).toEqual(["Gideon Mwangi"]);
    await page.getByLabel("Search inquiries").fill("");
    await poll(names).toEqual(["Gideon Mwangi", "Faith Mwangi"]);

    const faithHandled = page.getByRole("checkbox", { name: "Handled (Faith Mwangi)" });
    expect(await faithHandled.isChecked()).toBe(false);
    await faithHandled.click();
    await poll(() => faithHandled.isChecked()).toBe(true);

    await page.reload();
    await poll(() =>
      page.getByRole("checkbox", { name: "Handled (Faith Mwangi)" }).isChecked(),
    ).toBe(true);
    await page.getByLabel("Show").selectOption("unhandled");
    await poll(names).toEqual(["Gideon Mwangi"]);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("lists newsletter subscribers", async () => {
    const { page } = await signedIn();
    await page.getByRole("tab", { name: "Subscribers" }).click();
    await poll(() => tabPanel(page, "Subscribers").textContent()).toContain("reader@example.com");
  });

  it("logs out: the token is revoked, storage cleared, and the browser goes to /", async () => {
    const { page } = await signedIn();
    const { token } = await storedSession(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await poll(() => new URL(page.url()).pathname).toBe("/");
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    const res = await fetch(`${server.url}/api/admin/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
  });

  it("returns to /admin when the session is revoked mid-session (signed out in another tab)", async () => {
    const { page } = await signedIn();
    const { token } = await storedSession(page);
    await poll(() => page.getByText("Total Conversations").isVisible()).toBe(true);
    await fetch(`${server.url}/api/admin/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    await expectSentToSignIn(page);
  });
});

/** The next staff call answers 401: the stored session is cleared and the browser is at /admin. */
async function expectSentToSignIn(page: Page) {
  await page.getByRole("tab", { name: "Inquiries" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  expect(await storedSession(page)).toEqual({ token: null, user: null });
}

describe("a session that expires", () => {
  // Long enough for the dashboard to load on a busy machine, short enough to wait out.
  const idleSeconds = 15;
  let shortLived: SpawnedServer;
  beforeAll(async () => {
    shortLived = await startSeededServer(async () => {}, {
      RATE_LIMITS: "off",
      SESSION_IDLE_HOURS: String(idleSeconds / 3600),
    });
  });
  afterAll(async () => {
    await shortLived?.stop();
    shortLived?.cleanup();
  });

  it("returns to /admin when the token expires mid-session", async () => {
    const { page } = await openPageAt(browser, shortLived.url);
    await page.goto("/admin");
    await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await page.waitForURL("**/admin/dashboard");
    const { token } = await storedSession(page);
    await poll(() => page.getByText("Total Conversations").isVisible()).toBe(true);
    // Wait the idle expiry out. Asking does not extend it: the server slides the expiry at
    // most once a minute, and never for a session younger than that.
    await expect
      .poll(
        async () =>
          (
            await fetch(`${shortLived.url}/api/admin/me`, {
              headers: { authorization: `Bearer ${token}` },
            })
          ).status,
        { timeout: (idleSeconds + 15) * 1000, interval: 1000 },
      )
      .toBe(401);
    await expectSentToSignIn(page);
  });
});

describe("public pages", () => {
  it("never load a staff-panel chunk", async () => {
    // What the staff panel loads: its route modules (from the router's manifest) and every
    // script fetched while each tab is opened.
    const { page: staff } = await openPageAt(browser, server.url);
    const staffScripts = new Set<string>();
    staff.on("request", (r) => {
      if (r.resourceType() === "script") staffScripts.add(new URL(r.url()).pathname);
    });
    await staff.goto("/admin");
    await submitLogin(staff, TEST_ADMIN.username, TEST_ADMIN.password);
    await staff.waitForURL("**/admin/dashboard");
    await poll(() => staff.getByRole("tab").count()).toBe(adminTabs.length);
    // The Overview fetches its charts once its figures arrive: wait, then open every other tab.
    await poll(() => [...staffScripts].some((s) => s.includes("overview-charts"))).toBe(true);
    for (const tab of adminTabs) {
      await staff.getByRole("tab", { name: tab.label, exact: true }).click();
    }
    const adminModules = await staff.evaluate(() => {
      type Manifest = { routes: Record<string, { module: string }> };
      const manifest = (window as unknown as { __reactRouterManifest: Manifest })
        .__reactRouterManifest;
      return Object.entries(manifest.routes)
        .filter(([id]) => id.startsWith("routes/admin/"))
        .map(([, route]) => route.module);
    });
    expect(adminModules.length).toBeGreaterThan(0);

    const { page } = await openPageAt(browser, server.url);
    const publicScripts = new Set<string>();
    page.on("request", (r) => {
      if (r.resourceType() === "script") publicScripts.add(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(publicScripts.size).toBeGreaterThan(0);

    const staffOnly = [...staffScripts].filter((s) => !publicScripts.has(s));
    for (const module of adminModules) expect(staffOnly).toContain(module);
    const staffNamed = /dashboard|admin|overview|inquiries-tab|subscribers-tab|recharts/;
    // Except the API client's session helper (481 bytes of localStorage reads): the one client
    // every call goes through attaches the staff token to admin calls.
    const sharedWithTheApiClient = /\/admin-session-[\w-]+\.js$/;
    expect(
      [...publicScripts].filter(
        (s) => adminModules.includes(s) || (staffNamed.test(s) && !sharedWithTheApiClient.test(s)),
      ),
    ).toEqual([]);
  });
});
