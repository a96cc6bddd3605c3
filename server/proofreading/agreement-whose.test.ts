import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

/** The agreement suggestions as [flagged text, what Apply writes]. */
async function agreement(text: string): Promise<string[][]> {
  const { suggestions } = await proofread(text, "cv");
  return suggestions
    .filter((s) => s.rule === "agreement")
    .map((s) => [text.slice(s.spans[0]?.start, s.spans[0]?.end), s.fix?.text ?? ""]);
}

describe("the verb after 'whose' and a plural noun", () => {
  it.each([
    ["- Audit six ginneries whose owners pays the cess late.", "pays", "pay"],
    ["- Mentor two schools whose science teachers teaches double shifts.", "teaches", "teach"],
    ["- Visit the cooperatives whose accounts shows a loss.", "shows", "show"],
  ])("%s", async (text, word, fix) => {
    expect(await agreement(text)).toEqual([[word, fix]]);
  });

  it.each([
    "- Audit six ginneries whose owners pay the cess late.",
    "- Serve a ward whose status changes every season.",
    "- Mentor a teacher whose class meets on Saturdays.",
  ])("leaves %s alone", async (text) => {
    expect(await agreement(text)).toEqual([]);
  });
});

describe("', which' after a plural noun with a verb of holding a number", () => {
  it.each([
    ["- Run the county's 14 depots, which holds 900 tonnes of maize.", "holds", "hold"],
    ["- Manage three wards, which has 60 beds between them.", "has", "have"],
    ["- Supervise 30 dispensaries, which reaches about 40,000 people.", "reaches", "reach"],
  ])("%s", async (text, word, fix) => {
    expect(await agreement(text)).toEqual([[word, fix]]);
  });

  it("leaves a which that stands for the clause alone", async () => {
    expect(
      await agreement("- Cut transport costs, which saves the hospital 2 million a year."),
    ).toEqual([]);
  });
});
