import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each confusable finding as [flagged word, what Apply writes]. */
const flagged = (text: string) =>
  checkStyle(text, "letter")
    .filter((f) => f.rule === "confusable")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a contraction where a possessive is meant", () => {
  it.each([
    ["I led a youth group who's volunteers planted 5,000 trees.", "who's", "whose"],
    ["We met the chiefs, who's offices issue the permits.", "who's", "whose"],
    ["The nurses said they're rotas were changed without notice.", "they're", "their"],
    ["The court ruled in they're favour in 2022.", "they're", "their"],
    ["The SACCO grew, and it's members doubled their savings.", "it's", "its"],
    ["Thank you for you're time and consideration.", "you're", "your"],
    ["The SACCO opened in 2019 and it's 2024 accounts show a surplus.", "it's", "its"],
    ["I chaired the board, who's 2022 strategy reduced costs.", "who's", "whose"],
    ["The clinic grew, and it's pharmacy now serves 300 patients.", "it's", "its"],
    ["Ask the officer who's station it covers.", "who's", "whose"],
    ["Ask the nurse who's process we audited.", "who's", "whose"],
    ["The Act and it's 2021 rules apply.", "it's", "its"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it("leaves contractions that are meant alone", () => {
    const clean = [
      "I am the officer who's leading the audit this year.",
      "Ask for Wanjiru, who's been at the branch since 2015.",
      "They're always on time and they're serious about safety.",
      "They're trained nurses and they're paid by the county.",
      "It's always busy in March, and it's clear the unit needs staff.",
      "You're welcome to call me; you're also welcome to visit.",
      "It's hours of work, but it's worth it.",
      "It's 2024 and it's now busier than ever.",
      "It's late, and she's the nurse who's always there when it rains.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});
