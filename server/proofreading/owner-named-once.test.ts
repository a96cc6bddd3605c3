import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** The apostrophe findings as [flagged text, what Apply writes]. */
const apostrophes = (text: string) =>
  checkStyle(text, "cv")
    .filter((f) => f.rule === "apostrophe")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a plural owner where the document names one", () => {
  it("takes the singular possessive when the heading or the line before names the thing", () => {
    const cv = `### Relationship Manager, KCB Kitui Branch (2020 - present)

- Grew the branches SME deposits by 35% in 2023.

### Developer, Boda Apps Ltd (2019 - 2022)

- Built the rider app in React Native for 2,000 riders.
- Cut the apps crash rate from 3% to 0.4%.
`;
    expect(apostrophes(cv)).toEqual([
      ["branches", "branch's"],
      ["apps", "app's"],
    ]);
  });

  it("leaves plurals alone where nothing names one, or the plural is an object or a subject", () => {
    const cv = `### Relationship Manager, KCB Kitui Branch (2020 - present)

- Gave the branches clear targets for 2024.
- Visited the branches in Kitui and Mwingi every month.
- Ran the sales team and the accounts office.

### Teacher, Kitui County (2015 - 2019)

- Audited the schools feeding records with the county.
- Reported to the county when the schools reopened after the floods.
`;
    expect(apostrophes(cv)).toEqual([]);
  });
});
