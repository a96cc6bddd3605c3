import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each tense or agreement finding as [flagged word, what Apply writes]. */
const verbs = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "tense" || f.rule === "agreement")
    .map((f) => [markdown.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a verb joined by 'and' to a bullet's past, past a figure or a bracket", () => {
  it("takes the bullet's form, for a verb the tables lack too", () => {
    const cv = `### Librarian, Kenya National Library Service, Embu (2022 - present)

- Moved the catalogue to Koha in 2022 and train 25 staff to use it.
- Logged and sample 40 trenches for garnet and ruby.
- Prepare claims to the Social Health Authority (SHA) and follows up every rejected claim.
- Log about 1,500 metres of drill core a year and enters the data in the database.
`;
    expect(verbs(cv)).toEqual([
      ["follows", "follow"],
      ["enters", "enter"],
      ["train", "trained"],
      ["sample", "sampled"],
    ]);
  });

  it("leaves joined nouns, relatives and years alone", () => {
    const cv = `### Librarian, Kenya National Library Service, Embu (2022 - present)

- Led the survey, which the county used and which the rangers keep.
- Filed the returns for 2021 and 2022 on iTax.
- Moved the catalogue to Koha in 2022 and trained 25 staff to use it.
`;
    expect(verbs(cv)).toEqual([]);
  });
});

describe("a clause after a phrase dated by a year that is over", () => {
  it("takes the past after a phrase of time or place", () => {
    const letter = `As an intern at the Machakos Huduma Centre in 2024, I serve about 80 citizens a day.

When the hospital moved to the SHA system in 2024, I train 40 staff on the new portal.
`;
    expect(verbs(letter, "letter")).toEqual([
      ["serve", "served"],
      ["train", "trained"],
    ]);
  });

  it("leaves a clause of its own, a phrase running to today and a verb without object alone", () => {
    const letter = `I was admitted to the Roll of Advocates in 2016, I hold an LLM from Strathmore University.

Since 2019, I manage the Nyeri branch of the bank.

After I qualified in 2018, I teach at Moi Girls High School.
`;
    expect(verbs(letter, "letter")).toEqual([]);
  });
});
