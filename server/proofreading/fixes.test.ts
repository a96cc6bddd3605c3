import { describe, expect, it } from "vitest";
import { misspeltSplit } from "./proofread";
import { rankedCandidates } from "./spelling-candidates";
import { checkStyle } from "./style-checks";

/** Each finding of `rule` as [flagged text, what Apply writes over it]. */
const fixes = (markdown: string, rule: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === rule)
    .map((f) => (f.fix ? [markdown.slice(f.fix.start, f.fix.end), f.fix.text] : null));

describe("Apply writes the verb in the tense its role takes", () => {
  it("past for an ended role, the base form for the current one", () => {
    const cv = `### Driver, Mara Tours, Narok (2012 - 2015)

- Drives tourists between Narok and the Mara.
- Plan fuel stops on every safari.
- Start each trip with a vehicle check.

### Fleet Supervisor, Mara Tours, Narok (2015 - present)

- Currently scheduled the drivers' rosters.
- Inspect vehicles every week.
`;
    expect(fixes(cv, "tense")).toEqual([
      ["Drives", "Drove"],
      ["Plan", "Planned"],
      ["Start", "Started"],
      ["scheduled", "schedule"],
    ]);
  });

  it("a participle after have, and the past in a sentence dated by years that are over", () => {
    const letter = `Dear Sir,

At Kisii Level 5 I have mentor 12 interns. As site agent I supervise the drainage works between 2018 and 2021 for the county.
`;
    expect(fixes(letter, "tense", "letter")).toEqual([
      ["mentor", "mentored"],
      ["supervise", "supervised"],
    ]);
  });

  it("leaves an irregular participle and an ongoing span alone", () => {
    const letter = "I have run the clinic since 2019, and I manage it between 2019 and now.\n";
    expect(fixes(letter, "tense", "letter")).toEqual([]);
  });
});

describe("Apply rewrites a first-person opening as a CV line", () => {
  it("drops I, am and have, and the filler 'also', and keeps the capital", () => {
    const cv = `## Profile

I am a quantity surveyor with a BSc from JKUAT. I have twelve years in building works.

## Experience

- I also prepare bills of quantities for county tenders.
- I have audited 30 contracts.
- The team I lead values my reports.
`;
    expect(fixes(cv, "first-person")).toEqual([
      ["I am a", "A"],
      ["I have twelve", "Twelve"],
      ["I also prepare", "Prepare"],
      ["I have audited", "Audited"],
      null,
    ]);
  });
});

describe("Apply rewrites a CV line opening with We", () => {
  it("drops We before the verb, and leaves we alone elsewhere", () => {
    const cv = `## Experience

- We cut fuel costs by 12% across 30 trucks.
- We were audited twice by the OAG.
- The board agreed we met the target.
`;
    expect(fixes(cv, "first-person")).toEqual([["We cut", "Cut"]]);
  });
});

describe("a misspelling's candidates", () => {
  it("ranks fewest edits, then a swap of letters, then the commoner word, in the word's case", () => {
    expect(rankedCandidates("thorugh", ["thorough", "though", "through"])[0]).toBe("through");
    expect(rankedCandidates("Govenment", ["governments", "government"])[0]).toBe("Government");
    expect(rankedCandidates("recieve", ["relieve", "receive"])[0]).toBe("receive");
  });

  it("reads a split at a doubled letter as a misspelling, other splits as compounds", () => {
    const split = (excerpt: string, text: string) =>
      misspeltSplit({
        kind: "Typo",
        message: "",
        start: 0,
        end: excerpt.length,
        excerpt,
        replacements: [{ kind: "replace", text }],
      });
    expect(split("allready", "all ready")).toBe("already");
    expect(split("sorghumfarms", "sorghum farms")).toBe(null);
  });
});
