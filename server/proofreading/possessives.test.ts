import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";
import { checkStyle } from "./style-checks";

/** Each finding of `rule` as "flagged -> what Apply writes". */
const flagged = (text: string, rule: string) =>
  checkStyle(text, "letter")
    .filter((f) => f.rule === rule)
    .map((f) => `${text.slice(f.spans[0]?.start, f.spans[0]?.end)} -> ${f.fix?.text}`);

describe("a possessive written as a plural", () => {
  it.each([
    ["Audited the Chamas loan books every quarter.", "Chamas -> Chama's"],
    ["Ran the hospitals pharmacy store for two years.", "hospitals -> hospital's"],
    ["Kept the farmers delivery records in the factory office.", "farmers -> farmers'"],
    ["Update the patients files before each clinic.", "patients -> patients'"],
    ["Checked each applicants academic file against KUCCPS data.", "applicants -> applicant's"],
    ["Filed the companys annual returns with the Registrar.", "companys -> company's"],
    ["Led the Countys Finance Department audit.", "Countys -> County's"],
  ])("%s", (text, expected) => {
    expect(flagged(text, "apostrophe")).toEqual([expected]);
  });

  it("leaves subjects with their verbs and phrases after a preposition alone", () => {
    const clean = [
      "The patients files were scanned.",
      "A list of their clients reports to the board.",
      "Gladys Chebet leads the unit.",
      "Visited the farmers monthly and the hospitals weekly.",
    ].join("\n");
    expect(flagged(clean, "apostrophe")).toEqual([]);
  });

  it("gives the possessive, not harper's plural, as the one suggestion on the word", async () => {
    const { suggestions } = await proofread("Kept the dispensarys drug register.\n", "cv");
    expect(suggestions.map((s) => [s.rule, s.fix?.text])).toEqual([["apostrophe", "dispensary's"]]);
  });
});

describe("capitals of a named institution and the article before a figure", () => {
  it("capitalises a lexicon name with the institution it names", () => {
    expect(flagged("BSc in Agriculture, egerton university, 2015.", "capitalisation")).toEqual([
      "egerton university -> Egerton University",
    ]);
  });

  it("writes an before figures read with a vowel and a before the others", () => {
    const text =
      "Built a 18-bed ward, a 80-seat hall and an 5-year plan, an 8-room block and a 1,100-bed hospital.";
    expect(flagged(text, "article")).toEqual(["a -> an", "a -> an", "an -> a"]);
  });
});
