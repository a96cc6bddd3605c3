import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createProofreadingEngine } from "./engine";
import { checkCvStyle } from "./style-checks";

const fixture = readFileSync(
  new URL("../../tests/fixtures/proofreading-cv.md", import.meta.url),
  "utf8",
);
const engine = createProofreadingEngine();
afterAll(() => engine.close());

describe("CV style checks", () => {
  it("finds passive phrasing, weak verbs, first person, long bullets and overused words", () => {
    const rules = checkCvStyle(fixture).map((f) => f.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        "passive",
        "weak-verb",
        "first-person",
        "long-bullet",
        "repeated-word",
      ]),
    );
  });

  it("finds nothing in a clean, active CV", () => {
    expect(checkCvStyle("## Profile\n\n- Led a team of six.\n- Reduced costs.\n")).toEqual([]);
  });
});

describe("proofreading engine (harper.js in a worker)", () => {
  it("finds the seeded errors and applies only the safe fixes", async () => {
    const { suggestions, proofreadContent } = await engine.proofread(fixture);
    const all = suggestions.join("\n");
    expect(all).toContain('Spelling: "acountant"');
    expect(all).toContain('"accountant"');
    expect(all).toContain('Repeated word: "the the"');
    expect(all).toMatch(/Passive phrasing "was prepared"/);
    expect(all).toMatch(/Weak phrase "responsible for"/);
    expect(all).toMatch(/First person used/);
    expect(all).toMatch(/Bullet of \d+ words/);
    expect(all).toMatch(/"reconciled" appears 4 times/);
    // Safe fixes: the doubled word and the article. Spelling is left for a human.
    expect(proofreadContent).toContain("Responsible for the monthly payroll");
    expect(proofreadContent).toContain("I am an experienced acountant");
    expect(proofreadContent).toContain("Equity Bank");
    expect(
      proofreadContent.replace("the the", "the").replace("a experienced", "an experienced"),
    ).toBe(proofreadContent);
    const diff = fixture.replace("the the", "the").replace("a experienced", "an experienced");
    expect(proofreadContent).toBe(diff);
  }, 30_000);
});
