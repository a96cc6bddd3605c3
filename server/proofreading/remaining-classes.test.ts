import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";
import { checkStyle } from "./style-checks";

/** Each finding of `rule` as [flagged text, what Apply writes]. */
const flagged = (text: string, rule: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(text, kind)
    .filter((f) => f.rule === rule)
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a word one letter short of a dictionary word, which harper splits in two", () => {
  it("is a misspelling, while a compound of two words is not", async () => {
    const { suggestions } = await proofread(
      "- Ran promotons in malls during the holidays.\n",
      "cv",
    );
    expect(suggestions.map((s) => [s.rule, s.fix?.text])).toEqual([["spelling", "promotions"]]);
    const clean = await proofread(
      "- Planned baseload power for the Olkaria plant and its paybill collections.\n",
      "cv",
    );
    expect(clean.suggestions).toEqual([]);
  });
});

describe("an organisation's possessive written as a plural", () => {
  it.each([
    ["- Explained the companies leave rules to new staff.", "companies", "company's"],
    ["- Drafted replies for the firms advocates.", "firms", "firm's"],
    ["- Wrote the banks lending policy in 2021.", "banks", "bank's"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text, "apostrophe")).toEqual([[word, fix]]);
  });
});

describe("agreement past a leading phrase, a verb-like modifier or in a relative", () => {
  it.each([
    [
      "Over that period the clinic's waiting time in Outpatients have fallen by half.",
      "have",
      "has",
    ],
    ["- The stock variances in each of the six stores was below 2%.", "was", "were"],
    ["I want to join a firm that value good audit work.", "value", "values"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text, "agreement", "letter")).toEqual([[word, fix]]);
  });

  it("leaves a past that looks like its present alone", () => {
    expect(flagged("I led a team that set targets for 2020.", "agreement", "letter")).toEqual([]);
  });
});

describe("tense of openers and relatives in the past", () => {
  it("reads an opener joined to a past verb as a verb", () => {
    const cv = `### Clerk, Nyeri Law Courts (2010 - 2014)

- Print and filed the cause lists every morning.
`;
    expect(flagged(cv, "tense")).toEqual([["Print", "Printed"]]);
  });

  it("dates a relative clause's verb by a past year", () => {
    expect(
      flagged("I sat on the panel, which approve the county budget in 2021.", "tense", "letter"),
    ).toEqual([["approve", "approved"]]);
  });
});
