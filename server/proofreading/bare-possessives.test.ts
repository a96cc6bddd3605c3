import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each apostrophe finding as "flagged -> what Apply writes". */
const flagged = (text: string) =>
  checkStyle(text, "cv")
    .filter((f) => f.rule === "apostrophe")
    .map((f) => `${text.slice(f.spans[0]?.start, f.spans[0]?.end)} -> ${f.fix?.text}`);

describe("a plural of people that owns a noun, with no determiner before it", () => {
  it.each([
    ["- Resolved customers complaints within 48 hours.", ["customers -> customers'"]],
    ["- Filed members claims with the insurer every Friday.", ["members -> members'"]],
    ["- Reviewed patients files before each ward round.", ["patients -> patients'"]],
    ["- Kept tenants deposits in a separate account at KCB.", ["tenants -> tenants'"]],
    ["- Trained three clerks and answered parents enquiries at the gate.", ["parents -> parents'"]],
    ["- Set up a desk for farmers complaints in Molo.", ["farmers -> farmers'"]],
    ["- Marked students scripts for the KCSE mock in Nyeri.", ["students -> students'"]],
    ["- Reconciled borrowers loan balances at month end.", ["borrowers -> borrowers'"]],
  ])("%s", (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it("leaves a plural that is an object, before an adverb or a second object, alone", () => {
    const clean = [
      "- Emailed clients statements every month.",
      "- Assigned interns tasks for the week.",
      "- Booked patients appointments through the SMS line.",
      "- Served customers promptly at the Kisumu branch.",
      "- Recruited nurses and midwives for the county.",
      "- Trained teachers last year in Kilifi.",
      "- Kept clients happy during the system change.",
      "- Coached students weekly for the county science fair.",
      "- Supported farmers during the 2022 drought.",
      "- Sold farmers seedlings at cost.",
      "- Issued members cards at the AGM.",
      "- Managed suppliers and contractors for the county.",
      "- Viral suppression among our clients went from 80% to 95%.",
      "- Trained nurses nurses in Kericho on triage.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});

describe("a plural after each, every or a, before a noun: one owner", () => {
  it.each([
    ["- Logged each drivers mileage in the fleet book.", ["drivers -> driver's"]],
    ["- Checked every patients chart at handover.", ["patients -> patient's"]],
    ["- Updated each members passbook after the AGM.", ["members -> member's"]],
    ["- Followed up every customers complaint within a day.", ["customers -> customer's"]],
    ["- Kept a record of each pupils progress in reading.", ["pupils -> pupil's"]],
    ["- Logged each apprentices training in the NITA book.", ["apprentices -> apprentice's"]],
  ])("%s", (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it("leaves a plural used as a describing noun, a count and 'each of' alone", () => {
    const clean = [
      "- Ran a needs assessment for 40 schools in Turkana.",
      "- Worked as a games teacher at Kapsabet Boys.",
      "- Served as a loans officer and a sales agent.",
      "- Met the board every two weeks.",
      "- Visited each of the farms in the cooperative.",
      "- Headed a languages department of six teachers.",
      "- Acted as a lands officer in Kajiado.",
      "- Opened a savings account for every member.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});
