import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

/** The apostrophe and agreement suggestions as [flagged text, what Apply writes]. */
async function flagged(text: string, kind: "cv" | "letter" = "cv"): Promise<string[][]> {
  const { suggestions } = await proofread(text, kind);
  return [...suggestions]
    .filter((s) => s.rule === "apostrophe" || s.rule === "agreement")
    .sort((a, b) => (a.spans[0]?.start ?? 0) - (b.spans[0]?.start ?? 0))
    .map((s) => [text.slice(s.spans[0]?.start, s.spans[0]?.end), s.fix?.text ?? ""]);
}

describe("a plural written as a possessive", () => {
  it.each([
    ["- Replaced 300 faulty street light's in Thika.", "light's", "lights"],
    ["- Supervised six junior lab technician's in sample handling.", "technician's", "technicians"],
    ["- Mentored nurse's to run the antenatal clinic.", "nurse's", "nurses"],
    ["- Held a clinic each month with herder's in Marsabit.", "herder's", "herders"],
  ])("%s", async (text, word, fix) => {
    expect(await flagged(text)).toEqual([[word, fix]]);
  });

  it("and 'lets' for 'let's'", async () => {
    const letter = "Dear Ms Achieng,\n\nIf your firm needs an auditor, lets meet.\n";
    expect(await flagged(letter, "letter")).toEqual([["lets", "let's"]]);
  });
});

describe("a possessive written as a plural", () => {
  it.each([
    ["- Updated the dispensaries stock cards every Friday.", "dispensaries", "dispensary's"],
    ["- Drafted the banks first data protection policy.", "banks", "bank's"],
    ["- Attended a chiefs meeting in Kitengela every Saturday.", "chiefs", "chief's"],
    ["- Sent the weekly figures to the wards nursing office.", "wards", "ward's"],
  ])("%s", async (text, word, fix) => {
    expect(await flagged(text)).toEqual([[word, fix]]);
  });

  it("leaves a plural subject and its verb at the clause's end to agreement", async () => {
    const cv = "- Check the load before the lorries leaves.\n";
    expect(await flagged(cv)).toEqual([["leaves", "leave"]]);
  });
});
