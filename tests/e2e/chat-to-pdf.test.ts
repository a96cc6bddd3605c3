import { readFileSync } from "node:fs";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractUploadText } from "../../server/documents/uploads/extract";
import { pdfPageText } from "../../server/pdf/page-lines";
import { TEST_ADMIN } from "../support/server";
import { launchBrowser, openPage, signInAsAdmin, toastWith } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const visitor = {
  name: "Wambui Njoki Kamau",
  employer: "Nakuru County Government",
  education: "Bachelor of Commerce in Purchasing and Supplies from Moi University, 2018",
  phone: "0722 481 903",
  /** The phone as CVs print it: international form, no spaces. */
  printedPhone: "+254722481903",
};

/** The visitor's side of a conversation that states every fact a CV needs. */
const turns = [
  "Hello, I need a new CV please",
  `My name is ${visitor.name}`,
  visitor.phone,
  `I'm a procurement officer at ${visitor.employer} since 2020, 6 years of experience in public procurement.`,
  `${visitor.education}.`,
  "I want a senior procurement role in an NGO.",
];

/** The staff panel's tabs are addressed by `?tab=` (ids from app/components/admin/tab-registry.tsx). */
async function openTab(page: Page, id: string) {
  await page.goto(`/admin/dashboard?tab=${id}`);
  // The panel is interactive once its scripts have loaded and hydrated.
  await page.waitForLoadState("networkidle");
}

/** The text of a downloaded PDF, its pages run together. */
async function pdfText(download: Download): Promise<string> {
  const pages = await pdfPageText(new Uint8Array(readFileSync((await download.path())!)));
  return pages.flat().join(" ");
}

describe("from a visitor's chat to the CV PDF staff download", () => {
  it("generates the CV from Conversations, opens it from the toast and downloads its PDF and Word file from the preview and Document Management", async () => {
    const { page } = await openPage(browser);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const sessionId = `e2e-chat-to-pdf-${Date.now()}`;
    for (const message of turns) {
      const res = await page.request.post("/api/chat", { data: { sessionId, message } });
      expect(res.ok()).toBe(true);
    }

    await signInAsAdmin(page, TEST_ADMIN);
    await openTab(page, "conversations");
    const conversation = page
      .getByTestId("conversation-row")
      .filter({ hasText: visitor.name })
      .first();
    await conversation.getByRole("button", { name: `Generate CV for ${visitor.name}` }).click();
    const done = toastWith(page, "CV generated successfully!");
    await expect.poll(() => done.count()).toBe(1);
    const openCv = done.getByRole("link", { name: "Open CV" });
    const cvId = new URL((await openCv.getAttribute("href"))!, page.url()).searchParams.get("cv");
    expect(cvId).toMatch(/^\d+$/);
    await openCv.click();

    const preview = page.getByRole("dialog", { name: new RegExp(visitor.name) });
    await preview.waitFor({ state: "visible" });
    expect(await preview.textContent()).toContain(visitor.employer);
    const [previewPdf] = await Promise.all([
      page.waitForEvent("download"),
      preview.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(previewPdf.suggestedFilename()).toBe(`cv_${cvId}.pdf`);
    const previewText = await pdfText(previewPdf);
    expect(previewText).toContain(visitor.name);
    expect(previewText).toContain(visitor.employer);
    const [word] = await Promise.all([
      page.waitForEvent("download"),
      preview.getByRole("button", { name: "Download Word" }).click(),
    ]);
    expect(word.suggestedFilename()).toBe(`cv_${cvId}.docx`);
    const wordText = await extractUploadText(
      "docx",
      new Uint8Array(readFileSync((await word.path())!)),
    );
    expect(wordText).toContain(visitor.name);
    expect(wordText).toContain(visitor.employer);
    await preview.getByRole("button", { name: "Close" }).click();
    await preview.waitFor({ state: "hidden" });

    await openTab(page, "document-management");
    const card = page.getByTestId("document-card").filter({ hasText: visitor.name });
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: `Download CV – ${visitor.name}` }).click(),
    ]);
    // Staff downloads are named {type}_{id}.pdf.
    expect(pdf.suggestedFilename()).toBe(`cv_${cvId}.pdf`);

    const text = await pdfText(pdf);
    expect(text).toContain(visitor.name);
    expect(text).toContain(visitor.employer);
    expect(text).toContain(visitor.education);
    expect(text).toContain(visitor.printedPhone);
    expect(alerts).toEqual([]);
  });
});
