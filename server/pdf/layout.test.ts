import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../documents/markdown";
import { pdfPageText } from "./page-lines";
import { referenceCvs } from "./reference-cvs";
import { renderPdf } from "./render";

/** Fewer lines than this on a page reads as a stray tail. */
const minLinesPerPage = 6;

const headingTexts = (markdown: string) =>
  parseMarkdown(markdown).flatMap((b) =>
    b.kind === "heading" ? [b.runs.map((r) => r.text).join("")] : [],
  );

/** The PDF font of each text on the first page. */
async function fontsOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes.slice());
  const items = (await (await pdf.getPage(1)).getTextContent()).items as {
    str: string;
    fontName: string;
  }[];
  return (text: string) => items.find((item) => item.str === text)?.fontName;
}

describe("PDF layout of the reference CVs", () => {
  it("keeps the one-page CV on one page", async () => {
    const pages = await pdfPageText(await renderPdf(referenceCvs.onePage));
    expect(pages).toHaveLength(1);
  });

  it("fills both pages of the two-page CV and never ends a page on a heading", async () => {
    const doc = referenceCvs.twoPages;
    const pages = await pdfPageText(await renderPdf(doc));
    expect(pages).toHaveLength(2);
    const headings = headingTexts(doc.markdown);
    for (const lines of pages) {
      expect(lines.length).toBeGreaterThanOrEqual(minLinesPerPage);
      expect(headings).not.toContain(lines.at(-1));
    }
    expect(pages[1]?.slice(-2)).toEqual(["Referees", "Available on request."]);
  });

  it("pulls a tail of a few lines back onto the last full page", async () => {
    const extra = Array.from(
      { length: 14 },
      (_, i) => `- Delivered procurement milestone ${i + 1} on time and within budget.`,
    ).join("\n");
    const doc = {
      ...referenceCvs.onePage,
      markdown: `${referenceCvs.onePage.markdown}\n## Further achievements\n\n${extra}\n\n## Referees\n\nAvailable on request.\n`,
    };
    const pages = await pdfPageText(await renderPdf(doc));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.at(-1)).toBe("Available on request.");
  });

  it("sets job titles in bold, as the preview does", async () => {
    const fontOf = await fontsOf(await renderPdf(referenceCvs.onePage));
    const bold = fontOf("Wanjiku Achieng Otieno");
    expect(fontOf("Procurement Officer — Nakuru County Government, 2019–present")).toBe(bold);
    expect(fontOf("Led a team of 3 procurement assistants.")).not.toBe(bold);
  });
});
