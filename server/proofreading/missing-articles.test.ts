import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each article finding as [flagged text, what Apply writes]. */
const flagged = (text: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(text, kind)
    .filter((f) => f.rule === "article")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a missing article", () => {
  it.each([
    [
      "- Worked as cashier at supermarket in Nakuru.",
      [
        ["cashier", "a cashier"],
        ["supermarket", "a supermarket"],
      ],
    ],
    [
      "- Employed as engineer with firm in Athi River.",
      [
        ["engineer", "an engineer"],
        ["firm", "a firm"],
      ],
    ],
    ["- Managed team of 14 sales agents across Nyanza.", [["team", "a team"]]],
    ["I ran budget of KSh 2 million for the ward.", [["budget", "a budget"]]],
    ["- Compiled quarterly report to the county assembly.", [["quarterly", "the quarterly"]]],
    ["- Spoke at annual Law Society of Kenya Conference in 2022.", [["annual", "the annual"]]],
    ["- Ran security for East African Safari Rally in 2019.", [["East", "the East"]]],
    ["- Exhibited at annual Nakuru Agricultural and Trade Show.", [["annual", "the annual"]]],
    ["- Holds a honours degree in Economics.", [["a", "an"]]],
  ])("%s", (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it("leaves idioms, plurals, unique posts and titles alone", () => {
    const clean = [
      "- Served as treasurer of the PTA for three years.",
      "- Elected as chairperson of the youth group.",
      "- Worked as part of a team of six.",
      "- Worked as Accountant at KCB Kisumu.",
      "- Stayed in hospital for a week; went back to school in May.",
      "- Compiled quarterly reports for the board.",
      "- Presented at international conferences in Kigali and Accra.",
      "- Managed a team of 14 and the budget of KSh 2 million.",
      "- Worked at bank level on the loan policy.",
      "- Ran in the Eldoret City Marathon in 2021.",
      "- Studied at Strathmore University and Kenya School of Law.",
      "- Took annual leave in December.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});
