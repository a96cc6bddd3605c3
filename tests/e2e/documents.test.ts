import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDocx } from "../../server/documents/export/docx";
import { TEST_ADMIN } from "../support/server";
import { launchBrowser, openPage, signInAsAdmin, toastWith } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The staff panel's tabs are addressed by `?tab=` (ids from app/components/admin/tab-registry.tsx). */
async function openTab(page: Page, id: string) {
  await page.goto(`/admin/dashboard?tab=${id}`);
  // The panel is interactive once its scripts have loaded and hydrated.
  await page.waitForLoadState("networkidle");
}

async function staffPage() {
  const watched = await openPage(browser);
  const alerts: string[] = [];
  watched.page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await signInAsAdmin(watched.page, TEST_ADMIN);
  return { ...watched, alerts };
}

async function createCvWithForm(page: Page, alerts: string[], first: string, last: string) {
  await openTab(page, "upload-generate");
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("combobox", { name: "Service Type" }) });
  await form.getByLabel("First Name").fill(first);
  await form.getByLabel("Last Name").fill(last);
  await form.getByLabel("Email").fill(`${first.toLowerCase()}@example.com`);
  await form.getByLabel("Current Role").fill("Accountant");
  await form.getByLabel("Years of Experience").fill("6");
  await form.getByLabel("Industry").fill("Banking");
  await form.getByLabel("Career Goal").fill("Move into a finance manager role");
  await form.getByRole("button", { name: "Generate CV" }).click();
  await expect.poll(() => alerts.at(-1)).toBe("CV generation started successfully!");
}

describe("documents workshop in the staff panel", () => {
  it("generates a CV, previews it, proofreads it, edits it (Cancel restores, Save persists) and downloads PDF and HTML", async () => {
    const { page, alerts } = await staffPage();
    await createCvWithForm(page, alerts, "Amina", "Wanjiku");

    await openTab(page, "cv-documents");
    const row = page.getByRole("listitem").filter({ hasText: "Amina Wanjiku" });
    await row.getByRole("button", { name: "View" }).click();
    const preview = page.getByRole("dialog");
    await expect.poll(() => preview.getByText("Professional Profile").count()).toBe(1);
    await expect.poll(() => preview.getByText("amina@example.com").count()).toBeGreaterThan(0);
    await preview.getByRole("button", { name: "Close" }).first().click();

    await row.getByRole("button", { name: "Proofread" }).click();
    // The call answers with the finished job (or, on a slow first load, with it still running).
    await expect
      .poll(() => page.getByText(/Proofreading job #\d+ (completed|is still running)/).count(), {
        timeout: 30_000,
      })
      .toBe(1);

    await openTab(page, "proofreading");
    const job = page.getByTestId("proofreading-job").first();
    // Nothing polls (SPEC §1): Refresh shows a job that outlasted its start call.
    await expect
      .poll(
        async () => {
          await page.getByRole("button", { name: "Refresh" }).click();
          return job.textContent();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toContain("Completed");

    await openTab(page, "document-management");
    const card = page.getByTestId("document-card").filter({ hasText: "Amina Wanjiku" });
    await card.getByRole("button", { name: /^Edit/ }).click();
    const editor = page.getByRole("dialog", { name: "Edit Document" });
    await editor.getByRole("button", { name: "Edit", exact: true }).click();
    await editor.getByLabel("Document Title").fill("Changed title");
    await editor.getByLabel("Content").fill("## Changed\n\nThis should be thrown away.");
    await editor.getByRole("button", { name: "Cancel" }).first().click();
    await expect.poll(() => editor.getByText("Professional Profile").count()).toBe(1);
    expect(await editor.getByText("This should be thrown away.").count()).toBe(0);

    await editor.getByRole("button", { name: "Edit", exact: true }).click();
    await editor.getByLabel("Document Title").fill("Amina – Finance CV");
    await editor.getByLabel("Full Name").fill("Amina N. Wanjiku");
    await editor
      .getByLabel("Content")
      .fill("## Profile\n\nCafé **owner** and *accountant*.\n\n- Closed books in 4 days");
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => toastWith(page, "Document saved successfully").count()).toBe(1);

    // Cancel after a save goes back to the saved text, not to the text the dialog opened with.
    await editor.getByRole("button", { name: "Edit", exact: true }).click();
    await editor.getByLabel("Content").fill("## Discarded\n\nNot kept either.");
    await editor.getByRole("button", { name: "Cancel" }).first().click();
    const shown = editor.getByRole("article", { name: "Document preview" });
    await expect.poll(() => shown.textContent()).toContain("Closed books in 4 days");
    expect(await shown.textContent()).not.toContain("Not kept either.");
    expect(await shown.textContent()).not.toContain("Professional Profile");

    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      editor.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^cv_\d+\.pdf$/);
    const [html] = await Promise.all([
      page.waitForEvent("download"),
      editor.getByRole("button", { name: "Download HTML" }).click(),
    ]);
    expect(html.suggestedFilename()).toBe(pdf.suggestedFilename().replace(".pdf", ".html"));
    const saved = readFileSync((await html.path())!, "utf8");
    expect(saved).toContain("<h1>Amina N. Wanjiku</h1>");
    expect(saved).toContain("<strong>owner</strong>");

    await page.reload();
    const savedCard = page.getByTestId("document-card").filter({ hasText: "Amina – Finance CV" });
    await expect.poll(() => savedCard.count()).toBe(1);
    expect(await savedCard.textContent()).toContain("Profile Café owner and accountant.");
  });

  it("uploads a Word file and finds its text in Document Management", async () => {
    const { page, alerts } = await staffPage();
    const docx = await renderDocx({
      type: "document",
      title: "CV",
      personalInfo: { name: "", email: "", phone: "", address: "" },
      markdown: "Kipchoge Keino – logistics coordinator in Eldoret",
    });
    await openTab(page, "upload-generate");
    await page.getByLabel(/^Document \(PDF/).setInputFiles({
      name: "keino-cv.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: Buffer.from(docx),
    });
    await page.getByRole("button", { name: "Upload Document" }).click();
    // The first upload starts the documents worker thread: allow for that.
    await expect
      .poll(() => alerts.at(-1), { timeout: 15_000 })
      .toBe("Document uploaded successfully!");

    await openTab(page, "document-management");
    await page.getByRole("tab", { name: /Documents \(\d+\)/ }).click();
    await page.getByLabel("Search documents").fill("logistics coordinator");
    const card = page.getByTestId("document-card").filter({ hasText: "keino-cv.docx" });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain("Kipchoge Keino – logistics coordinator in Eldoret");

    // Erasure: confirmed in a dialog that says what goes, then the card is gone.
    await card.getByRole("button", { name: "Delete keino-cv.docx" }).click();
    const confirm = page.getByRole("alertdialog", { name: 'Delete "keino-cv.docx"?' });
    expect(await confirm.textContent()).toContain("erases the uploaded file");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => toastWith(page, "keino-cv.docx was erased.").count()).toBe(1);
    await expect.poll(() => card.count()).toBe(0);
  });

  it("generates a CV from a chat conversation, shows it in CV Documents, and deletes it there", async () => {
    const { page, alerts } = await staffPage();
    const sessionId = `e2e-documents-${Date.now()}`;
    const chat = await page.request.post("/api/chat", {
      data: {
        sessionId,
        message: "Hi, I'm Halima Chebet, I need a new CV. halima@gmail.com",
        messages: [],
      },
    });
    expect(chat.ok()).toBe(true);

    await openTab(page, "conversations");
    const conversation = page
      .getByTestId("conversation-row")
      .filter({ hasText: "Halima Chebet" })
      .first();
    await conversation.getByRole("button", { name: "Generate CV for Halima Chebet" }).click();
    await expect.poll(() => alerts.at(-1)).toBe("CV generated successfully!");

    await openTab(page, "cv-documents");
    const row = page
      .getByRole("region", { name: "CV Documents" })
      .getByRole("listitem")
      .filter({ hasText: "Halima Chebet" });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("halima@gmail.com");

    await row.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.getByRole("heading").textContent()).toBe(
      'Delete the CV "CV – Halima Chebet"?',
    );
    expect(await confirm.textContent()).toContain("Cover letters written from it");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => toastWith(page, "CV – Halima Chebet was erased.").count()).toBe(1);
    await expect.poll(() => row.count()).toBe(0);
  });

  it("generates a cover letter: disabled until CV, company and position are chosen, then saved as a text file", async () => {
    const { page, alerts } = await staffPage();
    await createCvWithForm(page, alerts, "Otieno", "Brian");
    await openTab(page, "document-management");
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    const dialog = page.getByRole("dialog", { name: "Generate Cover Letter" });
    const generate = dialog.getByRole("button", { name: "Generate", exact: true });
    expect(await generate.isDisabled()).toBe(true);
    const cvOption = await dialog
      .locator("option", { hasText: "Otieno Brian" })
      .first()
      .getAttribute("value");
    await dialog.getByLabel("CV").selectOption(cvOption!);
    await dialog.getByLabel("Company Name").fill("KCB Group");
    expect(await generate.isDisabled()).toBe(true);
    await dialog.getByLabel("Position Title").fill("Finance Manager");
    expect(await generate.isDisabled()).toBe(false);
    const [letter] = await Promise.all([page.waitForEvent("download"), generate.click()]);
    expect(letter.suggestedFilename()).toBe("cover_letter_kcb_group.txt");
    expect(readFileSync((await letter.path())!, "utf8")).toContain(
      "position of Finance Manager at KCB Group",
    );
    await expect.poll(() => toastWith(page, "Cover letter generated successfully").count()).toBe(1);
  });
});
