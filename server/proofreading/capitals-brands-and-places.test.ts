import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

/** The capitalisation suggestions as [flagged text, what Apply writes]. */
async function capitals(text: string, kind: "cv" | "letter" = "cv"): Promise<string[][]> {
  const { suggestions } = await proofread(text, kind);
  return [...suggestions]
    .filter((s) => /^capitali[sz]ation$|^spelling$/.test(s.rule))
    .sort((a, b) => (a.spans[0]?.start ?? 0) - (b.spans[0]?.start ?? 0))
    .map((s) => [text.slice(s.spans[0]?.start, s.spans[0]?.end), s.fix?.text ?? ""]);
}

describe("brands, months, countries and regions written in lower case", () => {
  it("writes a brand as its makers do", async () => {
    const cv =
      "- Ran the shop's Youtube channel and Tiktok page, and took orders on whatsapp.\n- Designed the menus in canva and paid suppliers by Mpesa.\n";
    expect(await capitals(cv)).toEqual([
      ["Youtube", "YouTube"],
      ["Tiktok", "TikTok"],
      ["whatsapp", "WhatsApp"],
      ["canva", "Canva"],
      ["Mpesa", "M-Pesa"],
    ]);
  });

  it("leaves a brand's own spelling, capitals and web addresses alone", async () => {
    const cv = "- Built the M-PESA team's LinkedIn and WhatsApp pages (linkedin.com/in/akinyi).\n";
    expect(await capitals(cv)).toEqual([]);
  });

  it("capitalises a month beside a time, a country and a region", async () => {
    const letter =
      "Dear Sir,\n\nI qualified in may this year after two years in south sudan and the north rift, and I can start in march.\n";
    expect(await capitals(letter, "letter")).toEqual([
      ["may", "May"],
      ["south sudan", "South Sudan"],
      ["north rift", "North Rift"],
      ["march", "March"],
    ]);
  });

  it("leaves 'may' and 'march' as verbs alone", async () => {
    const letter = "Dear Sir,\n\nThe pupils march in the parade, and I may join them.\n";
    expect(await capitals(letter, "letter")).toEqual([]);
  });
});
