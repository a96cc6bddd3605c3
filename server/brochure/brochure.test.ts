import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { createBrochure } from "./brochure";

describe("brochure PDF", () => {
  it("renders a PDF with the programmes, prices and configured phone", async () => {
    const brochure = createBrochure({
      SITE_NAME: "Kazi Career Services",
      SITE_URL: "https://kazi.example",
      CONTACT_PHONE: "+254 700 111 222",
    });
    const pdf = await brochure.pdf();
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain("Workplace Assertiveness");
    expect(text).toContain("KSh 25,000 - 35,000");
    expect(text).toContain("KSh 4,500");
    expect(text).toContain("+254 700 111 222");
    // Rendered once, then served from memory.
    expect(await brochure.pdf()).toBe(pdf);
  }, 30_000);
});
