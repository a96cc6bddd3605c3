import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";
import { checkStyle } from "./style-checks";

/** Each article finding as [flagged text, what Apply writes]. */
const flagged = (text: string) =>
  checkStyle(text, "letter")
    .filter((f) => f.rule === "article")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("the article before a qualification", () => {
  it.each([
    ["She holds MBA in Strategic Management from Strathmore.", [["MBA", "an MBA"]]],
    ["I completed BCom in Finance from Kabarak in 2021.", [["BCom", "a BCom"]]],
    [
      "Holding Certificate in Food Safety from KEBS, I ran the kitchen.",
      [["Certificate", "a Certificate"]],
    ],
    ["He earned MSc in Hydrology from Egerton.", [["MSc", "an MSc"]]],
    [
      "I left college with Higher Diploma in Welding from Kisumu Polytechnic.",
      [["Higher Diploma", "a Higher Diploma"]],
    ],
  ])("%s", (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it.each([
    "She holds an MBA in Strategic Management from Strathmore.",
    "I hold two degrees: a BCom in Finance and an MA in Economics.",
    "Diploma in Welding, Kisumu Polytechnic (2019)",
    "I hold BSc and MSc degrees from Egerton.",
  ])("leaves %s as written", (text) => {
    expect(flagged(text)).toEqual([]);
  });
});

describe("the article before a hyphenated compound", () => {
  it("is 'an' where the compound opens with a vowel sound", () => {
    expect(flagged("I served two years as a on-call technician at Coast General.")).toEqual([
      ["a", "an"],
    ]);
    expect(flagged("Promoted to a off-site role in 2022 and to a one-stop desk in 2023.")).toEqual([
      ["a", "an"],
    ]);
  });
});

describe("an article inside a CV profile's long sentence", () => {
  it("is still corrected once the sentence's length is let be", async () => {
    const cv = `## Profile

Community health officer registered with the Clinical Officers Council and a member of the Kenya Clinical Officers Association, holding a Diploma in Clinical Medicine from KMTC Kisumu and nine years in dispensaries across Siaya, Busia and Homa Bay, three of them as a in-charge.
`;
    const { suggestions } = await proofread(cv, "cv");
    expect(
      suggestions.map((s) => [cv.slice(s.spans[0]?.start, s.spans[0]?.end), s.fix?.text]),
    ).toEqual([["a", "an"]]);
  });
});
