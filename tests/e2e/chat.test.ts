import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cvWritingHero } from "../../content/cv-writing";
import { chatPrompts } from "../../content/messages";
import { MAX_SESSION_MESSAGES } from "../../contract/chat-limits";
import { loadConfig } from "../../server/config";
import { TEST_ADMIN } from "../support/server";
import { submitLogin } from "./support/admin";
import { baseUrl, launchBrowser, openPage } from "./support/browser";
import { waitForIsland } from "./support/public";

// The e2e server runs with the default CONTACT_PHONE and WHATSAPP_NUMBER.
const defaults = loadConfig({ NODE_ENV: "test" });
const contactPhone = defaults.CONTACT_PHONE;
const whatsappDigits = defaults.WHATSAPP_NUMBER.replace(/\D/g, "");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const launcher = (page: Page) => page.getByRole("button", { name: /Open chat/ });
const panel = (page: Page) => page.getByTestId("chat-panel");
const input = (page: Page) => page.getByRole("textbox", { name: "Your message" });
/** The panel's Send (the contact form on the page has a "Send Message" of its own). */
const sendButton = (page: Page) =>
  page.getByTestId("chat-panel").getByRole("button", { name: "Send", exact: true });
const bubbles = (page: Page, role: "user" | "assistant") =>
  panel(page).locator(`[data-role="${role}"]`);

/**
 * Records, inside the page, when the launcher and the panel first become visible (ms since
 * navigation start), so the timing checks do not depend on how fast the test polls.
 */
async function recordAppearances(page: Page) {
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { chatSeen: Record<string, number> }).chatSeen = seen;
    const check = () => {
      const launcher = document.querySelector('button[aria-label^="Open chat"]');
      const panel = document.querySelector('[data-testid="chat-panel"]:not([hidden])');
      if (launcher && seen.launcher === undefined) seen.launcher = performance.now();
      if (panel && seen.panel === undefined) seen.panel = performance.now();
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
}
const appearance = (page: Page, what: "launcher" | "panel") =>
  page.evaluate(
    (key) => (window as unknown as { chatSeen: Record<string, number> }).chatSeen[key],
    what,
  );

/**
 * Slack on top of the chat's times for this test machine (2 cores shared by several jobs, where
 * hydration alone can take over a second). Being early is never tolerated.
 */
const SLACK_MS = 1000;

/** Sends a message with Enter and waits for the assistant's answer to it. */
async function send(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith("/api/chat") && r.request().method() === "POST",
  );
  await input(page).fill(text);
  await input(page).press("Enter");
  const response = await answered;
  return (await response.json()) as {
    success: boolean;
    message: string;
    readyForWhatsApp: boolean;
    whatsappMessage: string | null;
    whatsappNumber: string | null;
  };
}

/** Opens a fresh page on / and waits until the panel has opened by itself. */
async function openChat(): Promise<Page> {
  const { page } = await openPage(browser);
  await page.goto("/");
  await panel(page).waitFor({ state: "visible", timeout: 10_000 });
  return page;
}

async function conversationStatus(page: Page, sessionId: string) {
  const login = await page.request.post(`${baseUrl()}/api/admin/login`, { data: TEST_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const res = await page.request.get(`${baseUrl()}/api/admin/conversations`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { conversations } = (await res.json()) as {
    conversations: { sessionId: string; sentToWhatsApp: string }[];
  };
  return conversations.find((c) => c.sessionId === sessionId)?.sentToWhatsApp;
}

describe("chat widget timing", () => {
  it("shows the launcher 2 s after load and opens the panel by itself at 3 s", async () => {
    const { page } = await openPage(browser);
    await recordAppearances(page);
    await page.goto("/");
    await panel(page).waitFor({ state: "visible", timeout: 10_000 });
    const launcherAt = await appearance(page, "launcher");
    const openedAt = Number(await appearance(page, "panel")); // NaN, and a failure, if never seen
    expect(launcherAt).toBeGreaterThanOrEqual(2000);
    expect(launcherAt).toBeLessThan(2000 + SLACK_MS);
    expect(openedAt).toBeGreaterThanOrEqual(3000);
    expect(openedAt).toBeLessThan(3000 + SLACK_MS);
    // The greeting is seeded on first open.
    await expect
      .poll(() => bubbles(page, "assistant").first().textContent())
      .toContain("Welcome to");
  });

  it("shows the launcher after 0.3 s once the chat was opened before in this browser", async () => {
    const page = await openChat();
    await recordAppearances(page);
    await page.reload();
    await launcher(page).waitFor({ state: "visible", timeout: 10_000 });
    const launcherAt = await appearance(page, "launcher");
    expect(launcherAt).toBeGreaterThanOrEqual(300);
    expect(launcherAt).toBeLessThan(300 + SLACK_MS);
  });

  it("opens at once on the open-chat event, ahead of the 3 s auto-open, and sends the named service", async () => {
    const { page } = await openPage(browser);
    await recordAppearances(page);
    await page.goto("/");
    await waitForIsland(page, "chat");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
    const dispatchedAt = await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent("open-chat", { detail: { service: "editing" } }));
      return performance.now();
    });
    await panel(page).waitFor({ state: "visible" });
    // Measured from the event, not from the load: a slow hydration moves both alike. The panel
    // was still closed when the event fired, and the event, not the timer, opened it.
    const openedAt = Number(await appearance(page, "panel")); // NaN, and a failure, if never seen
    expect(openedAt).toBeGreaterThanOrEqual(dispatchedAt);
    expect(openedAt - dispatchedAt).toBeLessThan(SLACK_MS);
    await answered;
    await expect
      .poll(() => bubbles(page, "user").last().textContent())
      .toContain("Editing & Proofreading");
    await expect
      .poll(() => bubbles(page, "assistant").last().textContent())
      .toContain("May I have your name?");
  });

  it("sends the message an open-chat event carries", async () => {
    const page = await openChat();
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent("open-chat", { detail: { message: "How much is LinkedIn optimisation?" } }),
      ),
    );
    const body = (await (await answered).json()) as { message: string };
    expect(body.message).toContain("LinkedIn Optimization prices");
    await expect
      .poll(() => bubbles(page, "user").last().textContent())
      .toContain("How much is LinkedIn optimisation?");
  });

  it("opens from the CV writing page's chat call to action, asking about CVs", async () => {
    const { page } = await openPage(browser);
    await page.goto("/services/cv-writing");
    await waitForIsland(page, "navbar");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
    await page.getByRole("button", { name: cvWritingHero.primaryLabel }).first().click();
    await panel(page).waitFor({ state: "visible" });
    // The visitor's first message is the call to action's, so the click (not the 3 s timer)
    // opened the panel.
    await answered;
    await expect
      .poll(() => bubbles(page, "user").last().textContent())
      .toContain(chatPrompts.cvWriting);
  });
});

describe("a conversation in the widget", () => {
  it("goes from first message to the hand-over modal with the exact wa.me link", async () => {
    const page = await openChat();
    const context = page.context();
    // Slow the first answer so the pending state can be seen.
    await page.route("**/api/chat", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await input(page).fill("I need a CV");
    await input(page).press("Enter");
    await page.getByTestId("typing-indicator").waitFor({ state: "visible" });
    expect(await input(page).isDisabled()).toBe(true);
    expect(await sendButton(page).isDisabled()).toBe(true);
    await page.getByTestId("typing-indicator").waitFor({ state: "hidden" });
    await page.unroute("**/api/chat");
    expect(await input(page).isDisabled()).toBe(false);
    await expect
      .poll(() => bubbles(page, "assistant").last().textContent())
      .toContain("May I have your name?");

    await send(page, "Jane Wanjiku");
    const last = await send(page, "0712 345 678");
    expect(last.readyForWhatsApp).toBe(true);
    const dialog = page.getByRole("dialog", { name: "Ready to Get Started?" });
    await dialog.waitFor({ state: "visible" });
    const link = dialog.getByRole("link", { name: "Continue on WhatsApp" });
    expect(await link.getAttribute("href")).toBe(
      `https://wa.me/${whatsappDigits}?text=${encodeURIComponent(last.whatsappMessage!)}`,
    );
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(last.whatsappMessage).toContain("Jane Wanjiku");

    // Continue Chat closes the modal and keeps the conversation.
    await dialog.getByRole("button", { name: "Continue Chat" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await panel(page).isVisible()).toBe(true);

    // Asking for WhatsApp offers it again; opening it closes the modal and marks the lead sent.
    await send(page, "ok, take me to whatsapp");
    await dialog.waitFor({ state: "visible" });
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, body: "WhatsApp" }),
    );
    const popup = context.waitForEvent("page");
    await dialog.getByRole("link", { name: "Continue on WhatsApp" }).click();
    const opened = await popup;
    expect(opened.url()).toMatch(new RegExp(`^https://wa\\.me/${whatsappDigits}\\?text=`));
    await dialog.waitFor({ state: "hidden" });
    const sessionId = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("kazi-chat")!).sessionId as string,
    );
    // The id was issued by the server, bound to this browser by an HttpOnly cookie (ADR 019).
    expect(sessionId).toMatch(/^kz_/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "kazi_chat")?.httpOnly).toBe(true);
    await expect.poll(() => conversationStatus(page, sessionId), { timeout: 5000 }).toBe("sent");
  });

  it("starts a new conversation, with no error bubble, when the cookie binding the old one is gone", async () => {
    const page = await openChat();
    await send(page, "I need a CV");
    const storedId = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem("kazi-chat")!).sessionId as string);
    const before = await storedId();
    await page.context().clearCookies();
    const statuses: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/chat")) statuses.push(r.status());
    });
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.ok());
    await input(page).fill("What are your prices?");
    await input(page).press("Enter");
    await answered;
    // The old id was refused, then the same message went out under a new one.
    expect(statuses).toEqual([403, 200]);
    await expect
      .poll(() => bubbles(page, "assistant").last().textContent())
      .not.toContain("technical difficulties");
    expect(await bubbles(page, "user").last().textContent()).toContain("What are your prices?");
    expect(await storedId()).not.toBe(before);
  });

  it("sends with Enter, makes a new line with Shift+Enter, and never sends whitespace", async () => {
    const page = await openChat();
    const before = await bubbles(page, "user").count();
    await input(page).fill("   ");
    await input(page).press("Enter");
    expect(await sendButton(page).isDisabled()).toBe(true);
    await input(page).fill("first line");
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("second line");
    expect(await input(page).inputValue()).toBe("first line\nsecond line");
    expect(await bubbles(page, "user").count()).toBe(before);
    await send(page, await input(page).inputValue());
    expect(await bubbles(page, "user").count()).toBe(before + 1);
  });

  it("keeps the conversation across a reload and a navigation", async () => {
    const page = await openChat();
    await send(page, "Hello, I need editing for my thesis");
    const count = await panel(page).locator("[data-role]").count();
    await page.reload();
    await launcher(page).click();
    expect(await panel(page).locator("[data-role]").count()).toBe(count);
    await page.goto("/no/such/page");
    await launcher(page).click();
    await expect
      .poll(() => bubbles(page, "user").last().textContent())
      .toContain("editing for my thesis");
  });

  it("closes with X, keeps to 450 px, and renders assistant text as text with links", async () => {
    const page = await openChat();
    const box = await panel(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual(450);
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          success: true,
          message:
            '<img src=x onerror="window.hacked=1"> See https://example.com/prices or mail hello@example.com',
          readyForWhatsApp: false,
          whatsappMessage: null,
          whatsappNumber: null,
        }),
      }),
    );
    await send(page, "prices?");
    const reply = bubbles(page, "assistant").last();
    await expect.poll(() => reply.textContent()).toContain('<img src=x onerror="window.hacked=1">');
    expect(await reply.locator("img").count()).toBe(0);
    expect(
      await reply.getByRole("link", { name: "https://example.com/prices" }).getAttribute("href"),
    ).toBe("https://example.com/prices");
    expect(await reply.getByRole("link", { name: "hello@example.com" }).getAttribute("href")).toBe(
      "mailto:hello@example.com",
    );
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await page.getByRole("button", { name: "Close chat" }).click();
    await panel(page).waitFor({ state: "hidden" });
    await launcher(page).waitFor({ state: "visible" });

    // Closing is for this page only: the next page load opens the panel at 3 s again.
    await page.unroute("**/api/chat");
    await recordAppearances(page);
    await page.reload();
    await panel(page).waitFor({ state: "visible", timeout: 10_000 });
    const reopenedAt = await appearance(page, "panel");
    expect(reopenedAt).toBeGreaterThanOrEqual(3000);
    expect(reopenedAt).toBeLessThan(3000 + SLACK_MS);
  });
});

describe("the conversation in the staff panel", () => {
  /** Signs in through the login form in the visitor's browser and opens Conversations. */
  async function openConversations(page: Page) {
    await page.goto("/admin");
    if (new URL(page.url()).pathname === "/admin") {
      await submitLogin(page, TEST_ADMIN.username, TEST_ADMIN.password);
      await page.waitForURL("**/admin/dashboard");
    }
    await page.getByRole("tab", { name: "Conversations" }).click();
  }
  const row = (page: Page) =>
    page.getByTestId("conversation-row").filter({ hasText: "Nyokabi Achieng" });
  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

  it("shows a finished chat numbered, parsed and badged, and keeps the staff actions", async () => {
    const page = await openChat();
    const context = page.context();
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, body: "WhatsApp" }),
    );
    await send(page, "I need a CV, I'm an accountant with 6 years of experience");
    await send(page, "Nyokabi Achieng");
    expect((await send(page, "0712 345 678")).readyForWhatsApp).toBe(true);
    const handOver = page.getByRole("dialog", { name: "Ready to Get Started?" });
    const whatsapp = context.waitForEvent("page");
    await handOver.getByRole("link", { name: "Continue on WhatsApp" }).click();
    await (await whatsapp).close();

    await openConversations(page);
    await poll(() => row(page).count()).toBe(1);
    await poll(() => row(page).getByText("Sent", { exact: true }).isVisible()).toBe(true);
    expect(await row(page).textContent()).toContain("+254712345678");
    await row(page).getByRole("button", { name: "Read Chat with Nyokabi Achieng" }).click();

    const dialog = page.getByRole("dialog", { name: "Conversation with Nyokabi Achieng" });
    const transcript = dialog.getByRole("list", { name: "Chat messages" });
    await poll(() => transcript.getByText("End of Conversation").isVisible()).toBe(true);
    const labels = await transcript
      .getByText(/^Message #\d+ · (Client|Assistant)$/)
      .allTextContents();
    expect(labels).toEqual([
      "Message #1 · Client",
      "Message #2 · Assistant",
      "Message #3 · Client",
      "Message #4 · Assistant",
      "Message #5 · Client",
      "Message #6 · Assistant",
    ]);
    // Client messages sit on the right, the assistant's on the left.
    const client = await transcript.getByText("Nyokabi Achieng", { exact: true }).boundingBox();
    const assistant = await transcript.getByText(/^Great, CV Writing/).boundingBox();
    const list = await transcript.boundingBox();
    expect(client!.x + client!.width).toBeGreaterThan(list!.x + list!.width - 40);
    expect(assistant!.x).toBeLessThan(list!.x + 40);
    expect(client!.x + client!.width).toBeGreaterThan(assistant!.x + assistant!.width);

    const summary = dialog.getByRole("region", { name: /Client summary/ });
    expect(await summary.getByText("Sent", { exact: true }).isVisible()).toBe(true);
    const detail = (label: string) =>
      dialog
        .locator("dl div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator("dd");
    expect(await detail("Current role").textContent()).toBe("Accountant");
    expect(await detail("Years of experience").textContent()).toBe("6 years");
    expect(await detail("Career goal").textContent()).toBe("Not provided");

    // The three staff actions.
    await dialog.getByRole("button", { name: "Mark Priority" }).click();
    await poll(() => dialog.getByRole("button", { name: "Remove Priority" }).isVisible()).toBe(
      true,
    );
    await dialog.getByRole("button", { name: "Flag Issue" }).click();
    await dialog.getByLabel("What is the issue?").fill("Wants a call after 5 pm");
    await dialog.getByRole("button", { name: "Save Flag" }).click();
    await poll(() => dialog.getByText("Flagged: Wants a call after 5 pm").isVisible()).toBe(true);
    const followUp = context.waitForEvent("page");
    await dialog.getByRole("button", { name: "Send Follow-up (WhatsApp)" }).click();
    const followUpPage = await followUp;
    expect(followUpPage.url()).toMatch(/^https:\/\/wa\.me\/254712345678\?text=/);
    await followUpPage.close();
    await poll(() => dialog.getByText(/^Follow-up sent .* via WhatsApp$/).isVisible()).toBe(true);

    // All three are stored: they survive a reload, in the list and in the dialog.
    await page.reload();
    await page.getByRole("tab", { name: "Conversations" }).click();
    await poll(() => row(page).getByText("Priority", { exact: true }).isVisible()).toBe(true);
    expect(await row(page).getByText("Flagged", { exact: true }).isVisible()).toBe(true);
    expect(await row(page).getByText("Flagged: Wants a call after 5 pm").isVisible()).toBe(true);
    expect(
      await row(page)
        .getByText(/^Follow-up sent .* via WhatsApp$/)
        .isVisible(),
    ).toBe(true);
    await row(page).getByRole("button", { name: "Read Chat with Nyokabi Achieng" }).click();
    await poll(() => dialog.getByRole("button", { name: "Remove Priority" }).isVisible()).toBe(
      true,
    );
    expect(await dialog.getByRole("button", { name: "Clear Flag" }).isVisible()).toBe(true);
  });
});

describe("failures", () => {
  it("shows the technical-difficulties bubble with the phone when the API is down", async () => {
    const page = await openChat();
    await page.route("**/api/chat", (route) => route.abort());
    await input(page).fill("hello?");
    await input(page).press("Enter");
    await expect
      .poll(() => bubbles(page, "assistant").last().textContent())
      .toBe(
        `Assistant: I'm experiencing technical difficulties. Please contact us directly at ${contactPhone} for immediate assistance.`,
      );
  });

  it("shows the same bubble on a server error and nothing for success: false", async () => {
    const page = await openChat();
    await page.route("**/api/chat", (route) => route.fulfill({ status: 500, body: "{}" }));
    await send(page, "first");
    await expect
      .poll(() => bubbles(page, "assistant").last().textContent())
      .toContain("technical difficulties");
    await page.unroute("**/api/chat");
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          message: "ignored",
          readyForWhatsApp: false,
          whatsappMessage: null,
          whatsappNumber: null,
        }),
      }),
    );
    const assistantCount = await bubbles(page, "assistant").count();
    await send(page, "second");
    await page.waitForTimeout(200);
    expect(await bubbles(page, "assistant").count()).toBe(assistantCount);
  });

  it("shows a friendly bubble with the phone on 429", async () => {
    const page = await openChat();
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "rate_limited",
            message: `Please wait a moment, or contact us directly at ${contactPhone}.`,
          },
        }),
      }),
    );
    await send(page, "spam");
    await expect
      .poll(() => bubbles(page, "assistant").last().textContent())
      .toContain(contactPhone);
  });

  it(`keeps showing the limit bubble once a chat holds ${MAX_SESSION_MESSAGES} messages`, async () => {
    const page = await openChat();
    // An id the client proposes, so that the test can fill its history from outside the page.
    const sessionId = `chat_${randomUUID()}`;
    // Fill the server's history to two short of the limit (rate limits are off on this server).
    for (let i = 0; i < MAX_SESSION_MESSAGES / 2 - 1; i++) {
      const res = await page.request.post("/api/chat", {
        data: { sessionId, message: `what are your hours? (${i})`, messages: [] },
      });
      expect(res.status()).toBe(200);
    }
    // The panel holds the greeting on top of the stored history, as after a real long chat.
    await page.evaluate(
      ({ sessionId, count }) => {
        const messages = [{ role: "assistant", content: "Hello!", timestamp: "" }];
        for (let i = 0; i < count; i++) {
          messages.push({ role: i % 2 ? "assistant" : "user", content: `#${i}`, timestamp: "" });
        }
        sessionStorage.setItem("kazi-chat", JSON.stringify({ sessionId, messages }));
      },
      { sessionId, count: MAX_SESSION_MESSAGES - 2 },
    );
    await page.reload();
    await panel(page).waitFor({ state: "visible", timeout: 10_000 });

    expect((await send(page, "the last turn that fits")).success).toBe(true);
    // Each refused message adds its own bubble and the limit bubble, past the contract's cap.
    for (const text of ["one more", "and another", "still there?"]) {
      await input(page).fill(text);
      const refused = page.waitForResponse((r) => r.url().endsWith("/api/chat"));
      await input(page).press("Enter");
      expect((await refused).status()).toBe(429);
      await expect
        .poll(() => bubbles(page, "assistant").last().textContent())
        .toContain(`limit of ${MAX_SESSION_MESSAGES} messages`);
    }
    expect(await panel(page).textContent()).not.toContain("technical difficulties");
  });
});

describe("weight and accessibility", () => {
  it("keeps the panel's code out of the first-load HTML and fetches it in the background", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).not.toMatch(/chat-panel/);
    const { page } = await openPage(browser);
    const chunk = page.waitForRequest((r) => /chat-panel-[\w-]+\.js$/.test(r.url()));
    await page.goto("/");
    expect((await chunk).url()).toMatch(/\/assets\/chat-panel-/);
  });

  it("has no axe violations with the panel open", async () => {
    const page = await openChat();
    const require = createRequire(import.meta.url);
    await page.evaluate(readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
    const violations = await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global by the line above.
      const result = await (window as any).axe.run(
        document.querySelector('[data-testid="chat-panel"]'),
      );
      return result.violations.map((v: { id: string }) => v.id);
    });
    expect(violations).toEqual([]);
  });
});
