import { describe, expect, it } from "vitest";
import { regularPastOf } from "./regular-verbs";
import { checkStyle } from "./style-checks";

/** Each tense finding as [flagged word, what Apply writes]. */
const tense = (markdown: string) =>
  checkStyle(markdown, "cv")
    .filter((f) => f.rule === "tense")
    .map((f) => [markdown.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("verbs the CV tables do not list, in an ended job", () => {
  it("a regular verb before its object and a verb of prose before a place take the past", () => {
    const cv = `### Nurse, Mumias Sub-County Hospital (2016 - 2021)

- Juggle three budgets for the maternity ward.
- Digitise the patient records of the HIV clinic.
- Work in the theatre and the HIV clinic.
- Assess inpatients and prepared therapeutic diets.
`;
    expect(tense(cv)).toEqual([
      ["Juggle", "Juggled"],
      ["Digitise", "Digitised"],
      ["Work", "Worked"],
      ["Assess", "Assessed"],
    ]);
  });

  it("leaves nouns and irregular pasts opening a line of an ended job or course alone", () => {
    const cv = `### BSc Nursing, Moi University (2012 - 2016)

- Thesis on the maternal health of teenage mothers in Kakamega.
- Member of the student council.
- Expertise in the care of newborns.
- Title of the project: maternal health in Kakamega.
- Attachment at the Kakamega County Referral Hospital.

### Guide, Mara Serena Camp (2016 - 2021)

- Learnt the calls of 200 birds.
- Rebuilt the camp kitchen after the floods.
- Became the head guide in 2019.
`;
    expect(tense(cv)).toEqual([]);
  });
});

describe("a bullet dated by a span of years that is over", () => {
  it("takes the past under the current job, for any regular verb", () => {
    const cv = `### Operations Officer, Kenya Power, Nakuru (2022 - present)

- Manage a team of 5 in 2019-2021.
- Juggle three budgets from 2018 to 2020.
- Oversee the meter audit between 2019 and 2021.
`;
    expect(tense(cv)).toEqual([
      ["Manage", "Managed"],
      ["Juggle", "Juggled"],
      ["Oversee", "Oversaw"],
    ]);
  });

  it("leaves a span that runs to this year, or since a year, alone", () => {
    const year = new Date().getFullYear();
    const cv = `### Operations Officer, Kenya Power, Nakuru (2022 - present)

- Manage a team of 5 (2022 - ${year}).
- Manage the Naivasha depot since 2019.
- Champion recycling at the depot.
`;
    expect(tense(cv)).toEqual([]);
  });
});

describe("the past of a regular verb", () => {
  it.each([
    ["juggle", "juggled"],
    ["Tally", "Tallied"],
    ["chop", "chopped"],
    ["digitise", "digitised"],
    ["work", "worked"],
    ["lead", "led"],
  ])("%s -> %s", (base, past) => {
    expect(regularPastOf(base)).toBe(past);
  });
});
