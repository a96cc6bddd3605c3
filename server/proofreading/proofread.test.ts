import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { correctedText } from "./corrected-text";
import { createProofreadingEngine } from "./engine";
import { checkStyle } from "./style-checks";

const fixture = readFileSync(
  new URL("../../tests/fixtures/proofreading-cv.md", import.meta.url),
  "utf8",
);
const engine = createProofreadingEngine();
afterAll(() => engine.close());

const rules = (markdown: string, kind: "cv" | "letter") =>
  checkStyle(markdown, kind).map((f) => f.rule);

describe("CV style checks", () => {
  it("finds passive phrasing, weak verbs, first person, long bullets and overused words", () => {
    expect(rules(fixture, "cv")).toEqual(
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
    expect(
      checkStyle("## Profile\n\n- Led a team of six.\n- Reduced costs by 12%.\n", "cv"),
    ).toEqual([]);
  });

  it("asks for the past tense in a role that has ended, and only there", () => {
    const cv = `### Procurement Officer, Nakuru County (2019 - present)

- Supervise a team of three.

### Assistant, Kenya Power (2016 - 2019)

- Currently manage the framework contracts.
- Audit depots in Gilgil.
- Cut delivery time from 9 to 4 days.
- Students reached the national fair.
`;
    const tense = checkStyle(cv, "cv").filter((f) => f.rule === "tense");
    expect(tense.map((f) => cv.slice(f.spans[0]?.start, f.spans[0]?.end))).toEqual([
      "manage",
      "Audit",
    ]);
    expect(tense[0]?.message).toBe(
      '"Currently manage" in a role that has ended: write it in the past tense. Suggested: "managed".',
    );
  });

  it("does not count the field's own word as repetition", () => {
    const cv = `## Procurement Officer

Procurement officer with six years in county procurement.

- Ran procurement for 11 sub-counties.
- Trained procurement assistants on e-procurement.
- Audited procurement files every quarter.
`;
    expect(rules(cv, "cv")).not.toContain("repeated-word");
  });

  it("reads the field from the whole profile paragraph, not only its first sentence", () => {
    const cv = `## Profile

Insurance underwriter with a BSc in Actuarial Science. Eight years in motor and medical underwriting.

- Repriced motor fleets in 2023.
- Cut the motor loss ratio to 61%.
- Wrote motor covers for Saccos.
`;
    expect(rules(cv, "cv")).not.toContain("repeated-word");
  });

  it("asks for a figure behind a claimed result", () => {
    const found = checkStyle(
      "- Increased sales in the region.\n- Reduced costs by 12%.\n- Cut losses by a third.\n",
      "cv",
    );
    expect(found.map((f) => f.rule)).toEqual(["claim-without-figure"]);
  });

  it("finds a doubled comma or semicolon and writes one", () => {
    const text =
      "- Checked the gate logs,, the CCTV and the keys;; every night.\n- Wait... then go.\n";
    const found = checkStyle(text, "cv").filter((f) => f.rule === "punctuation");
    expect(found.map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text])).toEqual(
      [
        [",,", ","],
        [";;", ";"],
      ],
    );
  });

  it("points a claim with no figure at its vague words, which the client must replace", () => {
    const text =
      "- Substantially reduced stock-outs at the depot.\n- Signed numerous new suppliers in Meru.\n- Beat the quarterly target in most quarters.\n- Signed the new suppliers in Meru.\n";
    const found = checkStyle(text, "cv").filter((f) => f.rule === "claim-without-figure");
    expect(found.map((f) => f.spans.map((s) => text.slice(s.start, s.end)))).toEqual([
      ["Substantially reduced"],
      ["Signed", "numerous"],
      ["Beat", "in most quarters"],
    ]);
  });
});

describe("cover-letter style checks", () => {
  const letter = `Dear Hiring Manager,

I am applying for the Procurement Officer post. My team of three cut tender time by half, and I
supervise the e-procurement module. I look look forward to hearing from you.
`;

  it("leave the first person and the CV conventions to CVs", () => {
    expect(rules(letter, "letter")).toEqual(["doubled-word"]);
    expect(rules(letter, "cv")).toContain("first-person");
  });
});

describe("corrected text", () => {
  it("is the original with the applied fixes only", () => {
    const original = "I have a apple and and a pear.";
    const suggestion = (id: number, start: number, end: number, text: string) => ({
      id,
      rule: "test",
      message: "",
      spans: [{ start, end }],
      fix: { start, end, text },
    });
    expect(
      correctedText(original, [
        { ...suggestion(1, 7, 8, "an"), status: "applied" },
        { ...suggestion(2, 15, 19, ""), status: "dismissed" },
        { ...suggestion(3, 25, 29, "plum"), status: "open" },
      ]),
    ).toBe("I have an apple and and a pear.");
  });
});

describe("proofreading engine (harper.js in a worker)", () => {
  it("finds the seeded errors and writes in only the safe fixes", async () => {
    const { suggestions, proofreadContent } = await engine.proofread(fixture, "cv");
    const all = suggestions.map((s) => s.message).join("\n");
    expect(all).toContain('Spelling: "acountant"');
    expect(all).toContain('"accountant"');
    expect(all).toContain('Repeated word: "the the"');
    expect(all).toMatch(/Passive phrasing "was prepared"/);
    expect(all).toMatch(/Weak phrase "responsible for"/);
    expect(all).toMatch(/First person used/);
    expect(all).toMatch(/Bullet of \d+ words/);
    expect(all).toMatch(/"reconciled" appears 4 times/);
    // Safe fixes start applied: the doubled word and the article. Spelling waits for a human.
    expect(suggestions.filter((s) => s.status === "applied").map((s) => s.rule)).toEqual(
      expect.arrayContaining(["repetition", "miscellaneous"]),
    );
    expect(proofreadContent).toBe(
      fixture.replace("the the", "the").replace("a experienced", "an experienced"),
    );
    expect(suggestions.map((s) => s.id)).toEqual(suggestions.map((_, i) => i + 1));
  }, 30_000);

  it("leaves a grade alone: an A- is not an article", async () => {
    const letter = "Dear Sir,\n\nI scored an A- in KCSE and a B+ in the mock.\n";
    const { suggestions, proofreadContent } = await engine.proofread(letter, "letter");
    expect(suggestions).toEqual([]);
    expect(proofreadContent).toBe(letter);
  }, 30_000);
});
