import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderDocx } from "../../server/documents/export/docx";
import { TEST_ADMIN } from "../support/server";
import { axeViolations } from "./support/admin";
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
    // Nothing polls: Refresh shows a job that outlasted its start call.
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

    // The preview and the HTML file (the page Print prints) show one design: font, size, colour.
    const look = (el: Element) => {
      const style = getComputedStyle(el);
      return [style.fontFamily, style.fontSize, style.color, style.fontWeight].join(" | ");
    };
    const file = await page.context().newPage();
    await file.setContent(saved);
    for (const [inPreview, inFile] of [
      [shown.locator("h2").first(), file.locator("main h2").first()],
      [
        shown.locator("p", { hasText: "accountant" }),
        file.locator("main p", { hasText: "accountant" }),
      ],
      [editor.getByText("Amina N. Wanjiku", { exact: true }), file.locator("header h1")],
    ] as const) {
      expect(await inPreview.evaluate(look)).toBe(await inFile.evaluate(look));
    }
    await file.close();

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

  it("makes a CV from an uploaded CV, lists the facts still missing, and drops one once the consultant fills it", async () => {
    const { page, alerts } = await staffPage();
    const text = `WANJIRU NJERI MACHARIA
Kisumu, Kenya | 0708 552 913

EXPERIENCE
Store Supervisor - Naivas Supermarket (2020 - present)
- Cut stock shrinkage from 3% to 1.2%

EDUCATION
Diploma in Business Management, Kisumu Polytechnic, 2018
`;
    await openTab(page, "upload-generate");
    await page.getByLabel(/^Document \(PDF/).setInputFiles({
      name: "wanjiru-cv.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(text),
    });
    await page.getByRole("button", { name: "Upload Document" }).click();
    await expect
      .poll(() => alerts.at(-1), { timeout: 15_000 })
      .toBe("Document uploaded successfully!");

    await openTab(page, "document-management");
    await page.getByRole("tab", { name: /Documents \(\d+\)/ }).click();
    const card = page.getByTestId("document-card").filter({ hasText: "wanjiru-cv.txt" });
    await card.getByRole("button", { name: "Make a CV from wanjiru-cv.txt" }).click();
    const done = toastWith(page, "CV made from the upload");
    await expect.poll(() => done.count()).toBe(1);
    await done.getByRole("link", { name: "Open CV" }).click();

    const preview = page.getByRole("dialog", { name: /Wanjiru Njeri Macharia/ });
    await preview.waitFor({ state: "visible" });
    expect(await preview.textContent()).toContain("Store Supervisor, Naivas Supermarket");
    const missing = preview.getByRole("region", { name: /Facts still missing \(4\)/ });
    expect(await missing.getByRole("listitem").allTextContents()).toEqual([
      "Email address",
      "Profile: current role, years of experience and industry",
      "Skills: tools and systems the client uses",
      "Certifications and professional memberships (or remove this section)",
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await preview.getByRole("button", { name: "Close" }).click();
    await preview.waitFor({ state: "hidden" });

    // In the editor the list follows the text: filling the email takes it off.
    await openTab(page, "document-management");
    const cvCard = page.getByTestId("document-card").filter({ hasText: "Wanjiru Njeri Macharia" });
    await cvCard.getByRole("button", { name: /^Edit/ }).click();
    const editor = page.getByRole("dialog", { name: "Edit Document" });
    await editor.getByRole("button", { name: "Edit", exact: true }).click();
    await editor.getByLabel("Email").fill("wanjiru.m@gmail.com");
    await expect
      .poll(() => editor.getByRole("region", { name: /Facts still missing \(3\)/ }).count())
      .toBe(1);
    expect(alerts).toEqual(["Document uploaded successfully!"]);
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
    // A toast with a way to the new CV, not a browser alert.
    const done = toastWith(page, "CV generated successfully!");
    await expect.poll(() => done.count()).toBe(1);
    await done.getByRole("link", { name: "Open CV" }).click();
    const preview = page.getByRole("dialog", { name: /Halima Chebet/ });
    await preview.waitFor({ state: "visible" });
    expect(await preview.textContent()).toContain("halima@gmail.com");
    expect(new URL(page.url()).searchParams.get("tab")).toBe("cv-documents");
    await preview.getByRole("button", { name: "Close" }).click();
    await preview.waitFor({ state: "hidden" });
    // The router drops `?cv=` in a navigation of its own, just after the dialog closes.
    await expect.poll(() => new URL(page.url()).searchParams.has("cv")).toBe(false);
    expect(alerts).toEqual([]);

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
    const notes = dialog.getByLabel("Additional Information");
    expect(await notes.getAttribute("aria-describedby")).toBeTruthy();
    await notes.fill(
      "Vacancy ref KCB/FIN/2026/09. Closing date 1 March 2027. Call him before Friday.",
    );
    const [letter] = await Promise.all([page.waitForEvent("download"), generate.click()]);
    expect(letter.suggestedFilename()).toBe("cover_letter_kcb_group.txt");
    const text = readFileSync((await letter.path())!, "utf8");
    expect(text).toContain("position of Finance Manager at KCB Group");
    expect(text).toContain("**Re: Application for Finance Manager (Ref. KCB/FIN/2026/09)**");
    expect(text).not.toContain("1 March 2027");
    expect(text).not.toContain("Friday");
    await expect.poll(() => toastWith(page, "Cover letter generated successfully").count()).toBe(1);
  });
});
