import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

const flagged = (text: string) =>
  checkStyle(text, "letter")
    .filter((f) => f.rule === "punctuation")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a comma with no space after it", () => {
  it.each([
    ["I left in June 2022,when the project closed."],
    ["We served Kisumu,nakuru and Kakamega."],
  ])("%s takes one", (text) => {
    expect(flagged(text)).toEqual([[",", ", "]]);
  });

  it("leaves figures and spaced commas alone", () => {
    expect(flagged("We raised KES 1,200,000 in 2023, a record.")).toEqual([]);
  });
});
