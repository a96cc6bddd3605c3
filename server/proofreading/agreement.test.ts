import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** The words the agreement check points at, in order. */
const flagged = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "agreement")
    .map((f) => markdown.slice(f.spans[0]?.start, f.spans[0]?.end));

describe("subject-verb agreement", () => {
  it("finds a plural subject with a singular verb, past a place or a short relative clause", () => {
    expect(flagged("- Responsibilities includes stock counts at the Eldoret depot.\n")).toEqual([
      "includes",
    ]);
    expect(flagged("- The field officers was retrained on the new forms in 2022.\n")).toEqual([
      "was",
    ]);
    expect(flagged("- Farmers in Bomet and Kericho rates the extension visits highly.\n")).toEqual([
      "rates",
    ]);
    expect(flagged("- The clerks I train keeps the registry in order.\n")).toEqual(["keeps"]);
    expect(flagged("- Our three depots has passed every KEBS inspection since 2021.\n")).toEqual([
      "has",
    ]);
    expect(flagged("- The minutes of each meeting was filed within a week.\n")).toEqual(["was"]);
  });

  it("finds a pronoun with the wrong form of have or be", () => {
    expect(flagged("Dear Madam,\n\nSince then he have led the unit alone.\n", "letter")).toEqual([
      "have",
    ]);
    expect(flagged("Dear Madam,\n\nLast term they was short of two teachers.\n", "letter")).toEqual(
      ["was"],
    );
  });

  it("finds a third-person verb joined to a sentence whose subject is I", () => {
    const letter =
      "Dear Sir,\n\nI audit the branch accounts in Thika and writes the monthly variance report. I draft the budget and submits it in May.\n";
    expect(flagged(letter, "letter")).toEqual(["writes", "submits"]);
  });

  it("finds each of ... with a plural verb and a singular noun with a plural relative verb", () => {
    expect(flagged("- Each of the four clinics are open on Saturdays.\n")).toEqual(["are"]);
    expect(flagged("- Set up a booking line that cut queues and free the nurses.\n")).toEqual([]);
    expect(flagged("- Built a stock tracker that alert the pharmacist before expiry.\n")).toEqual([
      "alert",
    ]);
  });

  it("leaves correct British usage alone: collective nouns, names, -ics and compound subjects", () => {
    const clean = `## Experience

### Accountant, Nyeri Water (2018 - present)

- The finance team were praised by the auditors in 2023.
- The board meet every quarter to approve the budget.
- Moses has led the night shift since 2020.
- Gladys was my supervisor; Dorcas has since retired.
- Collins and Evans were my supervisors.
- Economics is the subject I taught at Othaya Boys.
- Sales records show a 12% rise in 2023.
- The staff records were moved to HRMIS.
- Our operations manager has signed off every audit.
- If I were given the post, I would start in January.
- Did she have the keys? Yes, and she has them now.
- Human Resources is where I started in 2016.
- The clerks I train keep the registry in order.
- I manage the budget and reports for the board.
- Filing monthly returns is part of the role.
- Staff, clients, suppliers) was the order of the list.
`;
    expect(flagged(clean)).toEqual([]);
  });
});
