import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each tense finding as [flagged word, what Apply writes]. */
const tense = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "tense")
    .map((f) => [markdown.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("present verbs in an ended job", () => {
  it("a trade verb opening a bullet, and a verb joined to an irregular past", () => {
    const cv = `### Surveyor, Survey of Kenya, Nyeri (2014 - 2019)

- Map plot boundaries in Othaya and Mukurweini for the land registry.
- Paid the chainmen weekly and keep the field books up to date.
- Arrested the decline in returns and give monthly briefings to the county.
`;
    expect(tense(cv)).toEqual([
      ["Map", "Mapped"],
      ["keep", "kept"],
      ["give", "gave"],
    ]);
  });

  it("leaves a past bullet's joined nouns alone", () => {
    const cv = `### Clerk, Nyeri County (2012 - 2014)

- Organised workshops and work placements for 40 interns.
- Prepared budgets and cost estimates for the roads unit.
`;
    expect(tense(cv)).toEqual([]);
  });

  it("in a letter, after a time that is over", () => {
    const letter = `Dear Sir,

In 2022 I rescue a lorry driver from the flooded Tana. Last year our unit reunite 60 families. Before that I spend three years at Kenya Red Cross. In 2021 we plant 12,000 seedlings at Kakamega. The plans that I have prepare for the county were approved.
`;
    expect(tense(letter, "letter")).toEqual([
      ["rescue", "rescued"],
      ["reunite", "reunited"],
      ["spend", "spent"],
      ["plant", "planted"],
      ["prepare", "prepared"],
    ]);
  });
});
