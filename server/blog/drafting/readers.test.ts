import { describe, expect, it } from "vitest";
import { decodeEntities } from "../../html-text";
import { innerText } from "./html";
import { generateOfflineDraft } from "./offline";

/** The draft's first paragraph, as the reader sees it. */
const openingOf = (title: string, instructions: string) => {
  const draft = generateOfflineDraft({
    title,
    category: "Career Tips",
    additionalInstructions: instructions,
  });
  return decodeEntities(innerText(/<p>([\s\S]*?)<\/p>/.exec(draft.content)?.[1] ?? ""));
};

describe("the opening says who the post is for, in the brief's own words", () => {
  it.each([
    [
      "700-900 words for clinical officers in county hospitals.",
      "This guide is written for clinical officers in county hospitals.",
    ],
    ["300-500 words. For form four leavers.", "This guide is written for form four leavers."],
    [
      "1200-1500 words. Readers are TVET graduates looking for apprenticeships.",
      "This guide is written for TVET graduates looking for apprenticeships.",
    ],
    [
      "About 800 words. Aimed at matatu owners who employ drivers.",
      "This guide is written for matatu owners who employ drivers.",
    ],
    ["700-900 words; most readers work night shifts.", "Most of our readers work night shifts."],
    [
      "700-900 words. Readers run small shops and keep their own books.",
      "It is written for readers who run small shops and keep their own books.",
    ],
  ])("'%s'", (instructions, sentence) => {
    expect(openingOf("Overtime pay and your rights", instructions)).toContain(sentence);
  });

  it("says nothing of readers the brief does not name as people", () => {
    for (const instructions of [
      "700-900 words for the blog.",
      "For LinkedIn, about 300 words.",
      "700-900 words, friendly tone.",
    ]) {
      expect(openingOf("Overtime pay and your rights", instructions)).not.toMatch(
        /written for|of our readers/,
      );
    }
  });

  it("gives a single topic a section of its own, several topics a section each", () => {
    expect(openingOf("Overtime pay", "700-900 words. Cover the Employment Act.")).toContain(
      "It gives the Employment Act a section of its own",
    );
    expect(
      openingOf("Overtime pay", "700-900 words. Cover the Employment Act and night shifts."),
    ).toContain("It gives the Employment Act and night shifts a section each");
  });
});
