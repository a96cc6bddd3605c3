import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

/** Each suggestion as [flagged text, what Apply writes]. */
const fixes = async (text: string) =>
  (await proofread(text, "cv")).suggestions
    .filter((s) => s.rule !== "passive" && s.rule !== "first-person")
    .map((s) => [text.slice(s.spans[0]?.start, s.spans[0]?.end), s.fix?.text]);

describe("a word missing a doubled letter, which harper splits after an 'a'", () => {
  it.each([
    ["- Was aproved as branch manager in 2020.", "aproved", "approved"],
    ["- Aranged transport for 40 delegates.", "Aranged", "Arranged"],
  ])("%s is corrected as one word", async (text, word, meant) => {
    expect(await fixes(text)).toEqual([[word, meant]]);
  });
});

describe("two full stops", () => {
  it("become one, not an ellipsis", async () => {
    expect(await fixes("- Managed the fleet.. Cut fuel costs by 10%.")).toEqual([["..", "."]]);
  });
});
