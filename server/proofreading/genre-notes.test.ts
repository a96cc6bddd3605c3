import { describe, expect, it } from "vitest";
import { longSentenceExpected, proofread } from "./proofread";
import { checkStyle } from "./style-checks";

const letter = `Dear Ms Akinyi,

RE: LOGISTICS OFFICER, KENYA RED CROSS

I am a logistics officer registered with the Kenya Institute of Supplies Management and a holder of a BCom in Supply Chain Management from Moi University, with seven years in relief logistics across Garissa, Wajir, Mandera, Isiolo and Marsabit counties for two international NGOs and the county governments.

At the Kenya Red Cross I would bring the fleet and warehouse discipline that kept 40 trucks moving through the 2022 drought response, when our convoys delivered food, water and medicine to more than 90,000 households across five arid counties without a single loss.

Yours sincerely,
Halima Abdi
`;

describe("notes on long sentences where the genre expects them", () => {
  it("marks a letter's opening paragraph, a CV's profile and every heading, nothing else", () => {
    const spans = longSentenceExpected(letter, "letter");
    const texts = spans.map((s) => letter.slice(s.start, s.end));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^I am a logistics officer/);
    const cv =
      "## Profile\n\nLogistics officer.\n\n### Fleet Officer, Kenya Red Cross (2019 - present)\n";
    expect(longSentenceExpected(cv, "cv").map((s) => cv.slice(s.start, s.end))).toEqual([
      "## Profile",
      "Logistics officer.",
      "### Fleet Officer, Kenya Red Cross (2019 - present)",
    ]);
  });

  it("keeps harper's readability note on a long sentence later in the letter", async () => {
    const { suggestions } = await proofread(letter, "letter");
    const notes = suggestions.filter((s) => s.rule === "readability");
    expect(notes.map((s) => s.spans[0]?.start)).toEqual([letter.indexOf("At the Kenya")]);
  });
});

describe("a CV profile's long sentence", () => {
  const cv = `## Professional Summary

Pharmaceutical technologist enrolled with the Pharmacy and Poisons Board and a member of the Kenya Pharmaceutical Association, holding a Diploma in Pharmaceutical Technology from KMTC Nyeri and six years of dispensing, stock control and quality audits in mission hospitals across Nyeri, Kirinyaga and Embu counties.

## Experience

- Counted every tablet, bottle and vial in the main store each quarter with two clerks and the hospital's auditor, reconciled the counts with the ledger and the dispensing records, and wrote up every gap we found for the medical superintendent and the board.
`;

  it("carries no readability note, while a long bullet elsewhere keeps its note", async () => {
    const { suggestions } = await proofread(cv, "cv");
    const notes = suggestions.filter((s) => s.rule === "readability");
    expect(notes.map((s) => cv.slice(s.spans[0]?.start, s.spans[0]?.end))).toEqual([
      expect.stringMatching(/^Counted every tablet/),
    ]);
  });
});

describe("repetition advice", () => {
  it("is about verbs and describing words, never the field's nouns", () => {
    const cv = `## Profile

Warehouse supervisor with eight years in relief logistics.

## Experience

- Supervised 30 staff at the Garissa warehouse.
- Trained new staff on the stock system; supervised the night staff.
- Paid staff allowances on time; supervised the loading bays.
- Supervised the fleet of 40 trucks.
`;
    const repeated = checkStyle(cv, "cv").filter((f) => f.rule === "repeated-word");
    expect(repeated.map((f) => f.message)).toEqual([
      '"supervised" appears 4 times: vary the wording.',
    ]);
  });
});

describe("harper's closed compounds", () => {
  it("are not offered for 'every one of', where the two words are right", async () => {
    const { suggestions } = await proofread(
      "- Every one of the wards has a nurse in charge.\n",
      "cv",
    );
    expect(suggestions).toEqual([]);
  });
});
