import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** The apostrophe findings as [flagged text, what Apply writes]. */
const apostrophes = (text: string) =>
  checkStyle(text, "cv")
    .filter((f) => f.rule === "apostrophe")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a possessive whose number its determiner settles", () => {
  it.each([
    ["- Audit each companies' ledger before the AGM.", "companies'", "company's"],
    ["- Checked every farmers' delivery at the factory.", "farmers'", "farmer's"],
    ["- Keep every vehicles NTSA licence up to date.", "vehicles", "vehicle's"],
    ["- Compared the three school's mean score in KCSE.", "school's", "schools'"],
    ["- Reconciled all 14 branch's cash position every month.", "branch's", "branches'"],
    ["- I bring two year's experience in customer service.", "year's", "years'"],
    ["- Compared both county's health budget for 2023.", "county's", "counties'"],
  ])("%s", (text, word, fix) => {
    expect(apostrophes(text)).toEqual([[word, fix]]);
  });

  it.each([
    "- Audited the company's accounts for Bidco Africa.",
    "- Kept every client's file up to date.",
    "- Founded a farmers' cooperative and a women's group.",
    "- Taught Form 4 student's revision classes.",
    "- Worked in a Level 5 hospital's theatre.",
    "- Ran a KSh 500 company's books.",
    "- Gave two weeks' notice before leaving.",
    "- Recruited every sales agent in the 2019 company's drive.",
    "- Grew the branch's two SME portfolios.",
    "- Checked two patient's files a day.",
  ])("leaves %s alone", (text) => {
    expect(apostrophes(text)).toEqual([]);
  });
});

describe("a plural written with 's before a time", () => {
  it("is a plural: a possessive owns a noun, never 'every year'", () => {
    const text = "- Attend the LSK's professional development programme's every year.";
    expect(apostrophes(text)).toEqual([["programme's", "programmes"]]);
  });
});
