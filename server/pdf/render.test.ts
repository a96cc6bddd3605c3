import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderPdf } from "./render";

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  return { text, pages: pdf.numPages };
}

describe("renderPdf", () => {
  it("renders the name header, Markdown structure and non-ASCII text as selectable text", async () => {
    const bytes = await renderPdf({
      type: "cv",
      title: "CV",
      personalInfo: {
        name: "Amélie Wanjirū",
        email: "amelie@example.com",
        phone: "+254 712 000 111",
        address: "Müller Road, Nairobi",
      },
      markdown:
        "## Profile\n\nA **bold** claim and an *italic* aside – with ’quotes’.\n\n- First bullet\n- Second • bullet\n",
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text } = await pdfText(bytes);
    for (const expected of [
      "Amélie Wanjirū",
      "amelie@example.com",
      "+254 712 000 111",
      "Müller Road, Nairobi",
      "Profile",
      "bold",
      "italic",
      "–",
      "’quotes’",
      "First bullet",
      "•",
    ]) {
      expect(text).toContain(expected);
    }
    // Headings, bold and italic are rendered, not printed as Markdown.
    for (const markup of ["##", "**", "*italic*"]) expect(text).not.toContain(markup);
  });

  it("flows a long document over several pages", async () => {
    const body = Array.from({ length: 120 }, (_, i) => `- Achievement number ${i + 1}`).join("\n");
    const bytes = await renderPdf({
      type: "document",
      title: "Long",
      personalInfo: { name: "", email: "", phone: "", address: "" },
      markdown: `## Experience\n\n${body}\n`,
    });
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Achievement number 120");
  });
});
