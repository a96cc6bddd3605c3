import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

/** Each suggestion as [flagged text, what Apply writes]. */
async function flagged(text: string, kind: "cv" | "letter" = "cv"): Promise<string[][]> {
  const { suggestions } = await proofread(text, kind);
  return [...suggestions]
    .sort((a, b) => (a.spans[0]?.start ?? 0) - (b.spans[0]?.start ?? 0))
    .map((s) => [text.slice(s.spans[0]?.start, s.spans[0]?.end), s.fix?.text ?? ""]);
}
const texts = async (text: string, kind: "cv" | "letter" = "cv") =>
  (await flagged(text, kind)).map(([t]) => t);

describe("Kenyan pastoral, food, mineral and trade words", () => {
  it.each([
    ["- Vaccinated goats for agropastoralists living in bomas near Lodwar."],
    ["- Held meetings with morans at two manyattas and gave out shukas to the elders."],
    ["- Served porridge and uji to the pupils, and mursik to the visiting elders."],
    ["- Mapped three luggas and six lagas where herders water camels in the dry season."],
    ["- Graded tsavorite and rhodolite from small mines for the cooperative."],
    ["- Desilted four dams and supervised the desilting of the pans at Kalacha."],
  ])("flags nothing in %s", async (text) => {
    expect(await texts(text)).toEqual([]);
  });

  it("still flags a misspelling beside them", async () => {
    expect(await texts("- Gave shukas to the elders and recieved the herders.")).toEqual([
      "recieved",
    ]);
  });
});

describe("correct English a naive rule flags", () => {
  it("leaves 'had had', 'of whom' and 'each' after a comma alone", async () => {
    const letter =
      "Dear Madam,\n\nBy 2022 the clinic had had no pharmacist for a year. I trained six aides, two of whom now run the store. We dug four wells, each 90 metres deep.\n";
    expect(await texts(letter, "letter")).toEqual([]);
  });

  it("reads an acronym's article by its first letter's sound", async () => {
    const cv =
      "- Signed an MoU with an NGO and a UN agency, and ran an HR audit.\n- Carried out B and C audits on an MSc programme.\n";
    expect(await texts(cv)).toEqual([]);
  });

  it("flags 'a' before an acronym read with a vowel sound, and 'an' before one read with a consonant", async () => {
    const cv = "- Ran a HIV testing clinic and a NHIF claims desk.\n- Wrote an KRA return.\n";
    expect(await flagged(cv)).toEqual([
      ["a", "an"],
      ["a", "an"],
      ["an", "a"],
    ]);
  });
});
