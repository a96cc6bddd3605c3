import { describe, expect, it } from "vitest";
import {
  DEPTH_OUTLINES,
  furtherPrompts,
  KEYWORD_OUTLINES,
  sectionPrompts,
} from "./outline-prompts";

describe("outline prompts", () => {
  // The subject is only ever an object, so a plural, a singular or "it" all read right.
  const subject = "Kenyan teachers";
  const prompts = [
    ...sectionPrompts(subject),
    ...furtherPrompts(subject),
    ...[...DEPTH_OUTLINES, ...KEYWORD_OUTLINES].flatMap((o) => o.prompts.map((p) => p(subject))),
  ];

  it("never make the subject the subject of a verb", () => {
    const agreeing = prompts.filter((p) =>
      /Kenyan teachers (?:is|are|was|has|have|does|do|works?|differs?|comes?|takes?|needs?|costs?|means?|meant)\b/.test(
        p,
      ),
    );
    expect(agreeing).toEqual([]);
  });
});
