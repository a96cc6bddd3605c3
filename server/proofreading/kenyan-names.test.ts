import { afterAll, describe, expect, it } from "vitest";
import { isDocumentName, midSentenceCapitalised } from "./document-names";
import { createProofreadingEngine } from "./engine";

const engine = createProofreadingEngine();
afterAll(() => engine.close());

// Kenyan places, institutions, bodies, systems and names, and the document's own
// names and acronyms, are never spelling errors; real misspellings still are.
const cv = `## Profile

Registered nurse with KRCHN from KMTC Nyeri and a BScN from Kabarak University, licensed by the
Nursing Council of Kenya. Worked at Kerugoya County Referral Hospital and at Mwingi sub-county.

## Experience

- Supervised 14 staff and recieved a county award from Kirinyaga in 2023.
- Logged claims on the SHA portal and tracked stock in the KEMSA LMIS.
- Trained Wachira Gakii and Nthenya Mbithe on the new managment tool DHIS2.

### Nurse Intern, Butere Sub-County Hospital, Momul (2019 - 2020)

- Recieved the intern award from Kapa Oil and Goodlife Pharmacy.
- Konza's new wing opened on M-Pesa payments.

## Experiance Summary
`;

describe("proofreading a Kenyan CV", () => {
  it("reports the misspelt English words and none of the names, places or acronyms", async () => {
    const { suggestions } = await engine.proofread(cv, "cv");
    const spelling = suggestions.map((s) => s.message).filter((s) => s.startsWith("Spelling"));
    expect(spelling.some((s) => s.includes('"recieved"'))).toBe(true);
    expect(spelling.some((s) => s.includes('"managment"'))).toBe(true);
    // Capitalised only where every word is (a line's start, a heading), a misspelt common word is
    // still reported and a name is not.
    expect(spelling.some((s) => s.includes('"Recieved"'))).toBe(true);
    expect(spelling.some((s) => s.includes('"Experiance"'))).toBe(true);
    for (const name of [
      "KRCHN",
      "KMTC",
      "Nyeri",
      "BScN",
      "Kabarak",
      "Kerugoya",
      "Mwingi",
      "Kirinyaga",
      "KEMSA",
      "LMIS",
      "Wachira",
      "Gakii",
      "Nthenya",
      "Mbithe",
      "DHIS2",
      "Butere",
      "Momul",
      "Kapa",
      "Goodlife",
      "Konza's",
      "Pesa",
    ]) {
      expect({ name, flagged: spelling.filter((s) => s.includes(`"${name}"`)) }).toEqual({
        name,
        flagged: [],
      });
    }
  }, 60_000);
});

describe("the document's own names", () => {
  it("are acronyms, mixed case, or capitalised mid-sentence outside headings", () => {
    const names = midSentenceCapitalised(
      "## Experiance Summary\n\n- Recieved praise. Worked in Ol Kalou with Njambi.\n",
    );
    expect([...names].sort()).toEqual(["Kalou", "Njambi", "Ol"]);
    expect(isDocumentName("CPSP-K", names)).toBe(true);
    expect(isDocumentName("iTax", names)).toBe(true);
    expect(isDocumentName("Recieved", names)).toBe(false);
    expect(isDocumentName("Experiance", names)).toBe(false);
  });
});

// Swahili loanwords of Kenyan English, British spellings, names before an institution's noun and
// reduplications ("boda boda", "pole pole") are the writer's choice, never errors.
const kenyanEnglish = `## Profile

Insurance officer who priced matatu and boda boda fleets, funded by the harambee of a jua kali
sacco. Sold mitumba, grew sukuma on a shamba, ran a duka and hosted nyama choma for the chama.
Graded murram roads and built gabions under the organisation's programme; filed each lodgement on
time; used sound judgement. Learnt that pole pole is the way and that sawa sawa means agreed. Kept the partographs of 600
caesarean sections and treated anaemia in the paediatric and orthopaedic wards.

### Enrolled Nurse, Longisa County Referral Hospital, Bomet (2016 - 2021)

- Recieved the hospital award twice.
- Kept the the ward register.
`;

describe("Kenyan English", () => {
  it("reports real errors but no loanword, British spelling, name or reduplication", async () => {
    const { suggestions } = await engine.proofread(kenyanEnglish, "cv");
    const flagged = suggestions
      .filter((s) => s.rule !== "repeated-word")
      .map((s) => kenyanEnglish.slice(s.spans[0]?.start, s.spans[0]?.end));
    expect(flagged).toEqual(expect.arrayContaining(["Recieved"]));
    expect(flagged.some((f) => /^the the$/i.test(f))).toBe(true);
    expect(flagged.filter((f) => !/^(?:Recieved|the the)$/i.test(f))).toEqual([]);
  }, 60_000);
});

describe("the document's own name written in lower case", () => {
  it("is a capitalisation suggestion with the name as the document writes it", async () => {
    const cv = `## Profile

Nurse at Kapsokwony Sub-County Hospital since 2019.

- Ran the clinic at kapsokwony every Tuesday.
`;
    const { suggestions } = await engine.proofread(cv, "cv");
    const at = cv.indexOf("kapsokwony");
    const found = suggestions.filter((s) => s.spans.some((sp) => sp.start === at));
    expect(found.map((s) => [s.rule, s.fix?.text])).toEqual([["capitalization", "Kapsokwony"]]);
  }, 60_000);
});

describe("the trade words of health, farming and supply CVs", () => {
  it("are words, not misspellings", async () => {
    const text = `- Gave oxytocin and misoprostol for postpartum haemorrhage; managed pre-eclampsia with hydralazine.
- Started clients on tenofovir and dolutegravir, with cotrimoxazole and isoniazid.
- Tested maize for aflatoxin and sprayed acaricides at the dip; grew napier for silage.
- Raised LPOs for the prequalification of suppliers.
`;
    const { suggestions } = await engine.proofread(text, "cv");
    expect(suggestions.filter((s) => s.rule === "spelling")).toEqual([]);
  });
});

describe("words a CV writes right that look wrong to a word list", () => {
  it("reads a regular plural of a known word, a roman grade and a doubled place name as right", async () => {
    const text = `- Tracked the expiries of 300 drug lines and the deliveries from two quarries.
- Holds a NITA Grade I certificate and a Class II licence; passed Level III in 2021.
- Posted to Lunga Lunga and then to Bora Bora Lodge in Kwale.
`;
    const { suggestions } = await engine.proofread(text, "cv");
    expect(suggestions.map((s) => text.slice(s.spans[0]?.start, s.spans[0]?.end))).toEqual([]);
  }, 60_000);

  it("reads a Swahili body's name, a hyphenated place, legal and audit terms and a plan's years as right", async () => {
    const text = `- Volunteered with Kituo cha Sheria at its clinic near Mukurwe-ini in 2022.
- Argued two habeas corpus motions and set the materiality level for each audit.
- Cut staff turnover, filed their turnover tax returns and costed the county plan for 2025-2029.
`;
    const { suggestions } = await engine.proofread(text, "cv");
    expect(suggestions.map((s) => text.slice(s.spans[0]?.start, s.spans[0]?.end))).toEqual([]);
  }, 60_000);

  it("still flags a doubled common word, a misspelt plural and the writer's I", async () => {
    const text = `- Checked the the delivery notes and the batterys in Lunga Lunga.\n- Coached the unit I lead.\n`;
    const { suggestions } = await engine.proofread(text, "cv");
    const flagged = suggestions.map((s) => text.slice(s.spans[0]?.start, s.spans[0]?.end));
    expect(flagged).toEqual(expect.arrayContaining(["batterys"]));
    expect(flagged.some((f) => /^the the$/i.test(f))).toBe(true);
    expect(flagged.some((f) => f.includes("Lunga"))).toBe(false);
    expect(suggestions.some((s) => s.rule === "first-person")).toBe(true);
  }, 60_000);
});
