import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each confusable finding as [flagged word, what Apply writes]. */
const flagged = (text: string) =>
  checkStyle(text, "cv")
    .filter((f) => f.rule === "confusable")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a homophone settled by the word beside it", () => {
  it.each([
    ["- Made the clinic's records fully complaint with the new rules.", "complaint", "compliant"],
    ["- Kept every payroll run complaint with KRA guidelines.", "complaint", "compliant"],
    ["- Trained to council survivors of violence at the Nanyuki centre.", "council", "counsel"],
    ["- Visit homes and council parents of children with disabilities.", "council", "counsel"],
    ["- Audited the school's stationary stock every term.", "stationary", "stationery"],
    ["- Keep the reading room quite throughout exams.", "quite", "quiet"],
    ["- Took the lead roll in the county's vaccine drive.", "roll", "role"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it.each([
    "- Logged a complaint with the county about the road.",
    "- Resolved every complaint within 48 hours.",
    "- Briefed the county council staff on the new budget.",
    "- Serviced two stationary generators at the plant.",
    "- The ward was quite busy throughout the strike.",
    "- Entered on the Roll of Advocates in 2019 and the Roll of Notaries in 2024.",
  ])("leaves %s alone", (text) => {
    expect(flagged(text)).toEqual([]);
  });
});
