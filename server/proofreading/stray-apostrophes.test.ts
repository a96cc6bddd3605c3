import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each apostrophe finding as [flagged text, what Apply writes]. */
const flagged = (text: string, kind: "cv" | "letter" = "letter") =>
  checkStyle(text, kind)
    .filter((f) => f.rule === "apostrophe")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a plural written with an apostrophe before its verb", () => {
  it.each([
    ["Copies of my transcript's are attached.", "transcript's", "transcripts"],
    ["The monthly invoice's were late twice.", "invoice's", "invoices"],
  ])("%s", (text, word, right) => {
    expect(flagged(text)).toEqual([[word, right]]);
  });

  it("leaves a contraction and a possessive alone", () => {
    expect(flagged("That's where the company's staff are based.")).toEqual([]);
  });
});

describe("I'am", () => {
  it("is written I'm", () => {
    expect(flagged("Dear Sir,\n\nI'am a nurse with six years in theatre.")).toEqual([
      ["I'am", "I'm"],
    ]);
  });
});
