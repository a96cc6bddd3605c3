import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each agreement finding as [flagged word, what Apply writes]. */
const flagged = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "agreement")
    .map((f) => [markdown.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("agreement beyond a plain subject", () => {
  it("reads the verb an implied I joins with a later 'and', past a plural noun joined by 'and'", () => {
    expect(flagged("- Draft leases and transfers and files them with the registry.\n")).toEqual([
      ["files", "file"],
    ]);
    expect(flagged("- Draft leases and transfers and file them with the registry.\n")).toEqual([]);
  });

  it("reads a subject after a possessive, an -ing adjective or a phrase with 'of'", () => {
    expect(flagged("- The ministry's outstanding invoices was cleared by June.\n")).toEqual([
      ["was", "were"],
    ]);
    expect(flagged("- The ward's terms of service was revised in 2022.\n")).toEqual([
      ["was", "were"],
    ]);
    expect(flagged("- Bank statements for the whole region was reconciled monthly.\n")).toEqual([
      ["was", "were"],
    ]);
  });

  it("reads each of past a long phrase, a clause after where or so, and two joined nouns", () => {
    expect(flagged("- Each of the four regional cold rooms have a backup generator.\n")).toEqual([
      ["have", "has"],
    ]);
    expect(flagged("- Closed the books early, so the accounts is ready by the 5th.\n")).toEqual([
      ["is", "are"],
    ]);
    expect(flagged("- The board's papers and audit files is kept in the registry.\n")).toEqual([
      ["is", "are"],
    ]);
  });

  it("reads a system's acronym, a unit of an organisation and ', which' as singular", () => {
    const letter = `Dear Madam,

I have seen how HRMIS are run at the ministry. My department have cut overtime by a third since we opened a call centre, which now answer 900 calls a day.
`;
    expect(flagged(letter, "letter")).toEqual([
      ["are", "is"],
      ["have", "has"],
      ["answer", "answers"],
    ]);
  });

  it("reads a singular head before 'of' as the subject, unless it counts what follows", () => {
    expect(flagged("- The schedule of planned inspections are shared weekly.\n")).toEqual([
      ["are", "is"],
    ]);
    expect(flagged("- The majority of the clinics have solar power.\n")).toEqual([]);
    expect(flagged("- The records of the clinics are kept in Kisii.\n")).toEqual([]);
  });

  it("gives a bullet that opens with a verb the subject I", () => {
    expect(flagged("- Inspect the boreholes in Kitui and writes the monthly report.\n")).toEqual([
      ["writes", "write"],
    ]);
  });

  it("leaves a collective of people, a plural before which and agreeing verbs alone", () => {
    const clean = `## Experience

- The tender committee, who meet on Fridays, approved 40 awards.
- Trained the new nurses, which now cover the night shift.
- Each of the nurses who have trained here passed the NCK exam.
- Our department has cut overtime; the unit is now fully staffed.
- The minutes and the attendance register are kept in the registry.
- Inspect the boreholes and write the monthly report.
- NGOs are the main employers in Turkana, and KEMSA supplies the clinics.
- Where the roads are poor, the teams travel by motorbike.
`;
    expect(flagged(clean)).toEqual([]);
  });
});
