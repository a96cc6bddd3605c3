import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each confusable finding as [flagged text, what Apply writes]. */
const flagged = (text: string) =>
  checkStyle(text, "letter")
    .filter((f) => f.rule === "confusable")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("the preposition a word takes", () => {
  it.each([
    ["I am very interested on the audit role at your firm.", "on", "in"],
    ["She was put in charge for the Garissa store in 2021.", "for", "of"],
    ["- Clinical officer in charge for the outpatient wing, Wajir.", "for", "of"],
    ["I humbly request for a chance to present my portfolio.", "request for", "request"],
    ["We requested for two more graders from the county.", "requested for", "requested"],
    ["I would like to discuss about the posting with you.", "discuss about", "discuss"],
    ["- Deal on walk-in queries at the Huduma desk.", "on", "with"],
    ["The committee is responsible of the bursary fund.", "of", "for"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it.each([
    "I sent a request for transfer to the county office.",
    "Our request for funds was approved in March.",
    "We got a good deal on the new printers.",
    "I am interested in the role and keen on fieldwork.",
    "I have been in charge for six years and in charge for the past two of them at Embu.",
  ])("leaves %s alone", (text) => {
    expect(flagged(text)).toEqual([]);
  });
});
