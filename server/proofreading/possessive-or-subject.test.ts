import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each apostrophe finding as "flagged -> what Apply writes". */
const flagged = (text: string) =>
  checkStyle(text, "letter")
    .filter((f) => f.rule === "apostrophe")
    .map((f) => `${text.slice(f.spans[0]?.start, f.spans[0]?.end)} -> ${f.fix?.text}`);

describe("a plural of people before a verb and a preposition", () => {
  it.each([
    "We sell water tanks on credit, and our members pay by standing order.",
    "I run a boda boda SACCO where the riders save through a daily levy.",
    "The clinic opens at eight and the patients wait in the shade.",
  ])("is the verb's subject, not an owner: %s", (text) => {
    expect(flagged(text)).toEqual([]);
  });

  it("still owns a noun that is no verb", () => {
    expect(flagged("I managed the nurses rota in the maternity wing.")).toEqual([
      "nurses -> nurses'",
    ]);
  });
});

describe("a word with 's after a count", () => {
  it.each([
    ["- Licensed 30 kiosk's a month for the county.", "kiosk's -> kiosks"],
    ["- Filed 900 form's signed by parents in Kibra.", "form's -> forms"],
  ])("is a plural: %s", (text, expected) => {
    expect(flagged(text)).toEqual([expected]);
  });

  it("owns the noun after it", () => {
    expect(flagged("- Read two patient's files a day for the audit.")).toEqual([]);
  });
});
