import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each apostrophe finding as "flagged -> what Apply writes". */
const flagged = (text: string) =>
  checkStyle(text, "cv")
    .filter((f) => f.rule === "apostrophe")
    .map((f) => `${text.slice(f.spans[0]?.start, f.spans[0]?.end)} -> ${f.fix?.text}`);

describe("a plural of people that owns the noun after it", () => {
  it.each([
    ["- Managed the doctors rota for the surgical ward.", ["doctors -> doctors'"]],
    ["- Ran the employees welfare fund at the mill.", ["employees -> employees'"]],
    ["- Kept the patients records up to date.", ["patients -> patients'"]],
    ["- Chaired the teachers welfare committee in Kitui.", ["teachers -> teachers'"]],
    [
      "- Negotiated with the nurses union in the 2017 nurses strike.",
      ["nurses -> nurses'", "nurses -> nurses'"],
    ],
    ["- Updated the colleges website every week.", ["colleges -> college's"]],
    ["- Checked members loan balances before each AGM.", ["members -> members'"]],
  ])("%s", (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it("leaves a plural that is an object, a subject or before a verb alone", () => {
    const clean = [
      "- Helped the farmers plant 5,000 trees.",
      "- Gave the officers time off after the audit.",
      "- Taught the pupils maths and the parents budgeting.",
      "- Made the clients feel welcome at the branch.",
      "- Met the farmers every month and the traders weekly.",
      "- Showed the drivers how to log trips.",
      "- Trained the nurses on triage and the doctors on PPE.",
      "- Paid the suppliers promptly through IFMIS.",
      "- Served the clients well and registered the patients today.",
      "- Moved the pupils online in 2020 and trained the nurses first.",
      "- Gave clients tax advice.",
      "- Recruited staff nurses for the ward.",
      "- Trained farmers in soil testing.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});

describe("an apostrophe in a plural", () => {
  it.each([
    ["- Trained the county's head teacher's with KEMI in 2022.", ["teacher's -> teachers"]],
    ["- Audited schools, NGO's and county funds.", ["NGO's -> NGOs"]],
  ])("%s", (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it("leaves a possessive alone", () => {
    const clean = [
      "- Ran the county's head teacher's office.",
      "- Filed KRA's and KEBS's returns.",
      "- Audited the NGO's accounts.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});
