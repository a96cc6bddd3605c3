import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriberListResponse } from "../../contract/admin-subscribers";
import {
  chatInteractions,
  contactInquiries,
  cvDocuments,
  cvGenerationRequests,
  documentUploads,
  newsletterSubscribers,
} from "../../server/db/schema";
import { TEST_ADMIN } from "../support/server";
import type { SpawnedServer } from "../support/spawn-server";
import { openPageAt, startSeededServer, submitLogin } from "./support/admin";
import { launchBrowser } from "./support/browser";

/** Erasure in the staff panel and the public unsubscribe page (security review M7). */
let browser: Browser;
let server: SpawnedServer;

beforeAll(async () => {
  const seeded = startSeededServer(
    async (db) => {
      await db.insert(chatInteractions).values({ sessionId: "e2e-erase", firstName: "Halima" });
      const [cv] = await db
        .insert(cvDocuments)
        .values({ userId: "e2e-erase", sessionId: "e2e-erase", cvContent: "# Halima's CV" })
        .returning({ id: cvDocuments.id });
      await db.insert(documentUploads).values({
        fileName: "cover_letter_acme.txt",
        originalName: "cover_letter_acme.txt",
        fileSize: 10,
        mimeType: "text/plain",
        documentType: "cover-letter",
        sourceCvId: cv?.id,
      });
      await db.insert(contactInquiries).values({
        firstName: "Imani",
        lastName: "Kariuki",
        email: "imani@example.com",
        phone: "+254711000999",
      });
      await db.insert(cvGenerationRequests).values({
        userInfo: JSON.stringify({
          firstName: "Jabali",
          lastName: "Ouma",
          email: "jabali@example.com",
        }),
        status: "failed",
        failureReason: "Interrupted by a restart: submit the form again.",
      });
      await db
        .insert(newsletterSubscribers)
        .values([{ email: "staff-removes@example.com" }, { email: "self-removes@example.com" }]);
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

async function signedIn(): Promise<Page> {
  const { page } = await openPageAt(browser, server.url);
  await page.goto("/admin");
  await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
  await page.waitForURL("**/admin/dashboard");
  return page;
}

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

/** Opens the confirmation of `trigger`, checks what it says goes, and confirms. */
async function confirmErase(page: Page, trigger: string, says: RegExp, confirm = "Delete") {
  await page.getByRole("button", { name: trigger }).click();
  const dialog = page.getByRole("alertdialog");
  expect(await dialog.textContent()).toMatch(says);
  await dialog.getByRole("button", { name: confirm }).click();
}

describe("staff erasure", () => {
  it("deletes an inquiry after a confirmation", async () => {
    const page = await signedIn();
    await page.getByRole("tab", { name: "Inquiries" }).click();
    await poll(() => page.getByText("imani@example.com").count()).toBe(1);
    await confirmErase(page, "Delete inquiry from Imani Kariuki", /name, email, phone and message/);
    await poll(() => page.getByText("imani@example.com").count()).toBe(0);
  });

  it("removes a subscriber after a confirmation", async () => {
    const page = await signedIn();
    await page.getByRole("tab", { name: "Subscribers" }).click();
    await poll(() => page.getByText("staff-removes@example.com").count()).toBe(1);
    await confirmErase(page, "Delete subscriber staff-removes@example.com", /erases the address/);
    await poll(() => page.getByText("staff-removes@example.com").count()).toBe(0);
  });

  it("deletes a manual-form request that produced no CV after a confirmation", async () => {
    const page = await signedIn();
    await page.getByRole("tab", { name: "CV Documents" }).click();
    await poll(() => page.getByText("jabali@example.com").count()).toBe(1);
    await confirmErase(page, "Delete the CV request of Jabali Ouma", /name, contact details/);
    await poll(() => page.getByText("jabali@example.com").count()).toBe(0);
  });

  it("erases a conversation, warning that its CVs and cover letters go too", async () => {
    const page = await signedIn();
    await page.getByRole("tab", { name: "Conversations" }).click();
    await page.getByRole("button", { name: "Read Chat with Halima" }).click();
    await confirmErase(
      page,
      "Erase the conversation with Halima",
      /every CV written from it, the cover letters written from those CVs/,
      "Erase conversation",
    );
    await poll(() =>
      page.getByRole("status").filter({ hasText: "1 CVs, 1 cover letters" }).count(),
    ).toBe(1);
    await poll(() => page.getByRole("button", { name: "Read Chat with Halima" }).count()).toBe(0);
  });
});

describe("/newsletter/unsubscribe", () => {
  /** The subscriber's link (path and query) as staff see it, or null when not listed. */
  async function unsubscribeLink(email: string): Promise<string | null> {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`${server.url}/api/admin/subscribers`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { subscribers } = (await list.json()) as SubscriberListResponse;
    const listed = subscribers.find((s) => s.email === email);
    if (!listed) return null;
    const url = new URL(listed.unsubscribeUrl);
    return `${url.pathname}${url.search}`;
  }

  it("removes the address only when the visitor presses the button", async () => {
    const link = await unsubscribeLink("self-removes@example.com");
    const { page } = await openPageAt(browser, server.url);
    if (!link) throw new Error("the seeded subscriber is not listed");
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    // Opening the link (as a mail scanner would) removes nothing.
    expect(await unsubscribeLink("self-removes@example.com")).toBe(link);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "unsubscribed" }).count()).toBe(1);
    expect(await unsubscribeLink("self-removes@example.com")).toBeNull();
  });

  it("answers a forged link with 400 and an explanation, and no button", async () => {
    const { page } = await openPageAt(browser, server.url);
    const response = await page.goto(`/newsletter/unsubscribe?token=1.${"A".repeat(43)}`);
    expect(response?.status()).toBe(400);
    expect(await page.getByRole("alert").textContent()).toMatch(/link is not valid/);
    expect(await page.getByRole("button", { name: "Unsubscribe" }).count()).toBe(0);
  });
});
