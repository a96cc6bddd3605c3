import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each agreement finding as [flagged word, what Apply writes]. */
const flagged = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "agreement")
    .map((f) => [markdown.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("agreement with a subject a few words back", () => {
  it("reads a singular head before a phrase of plurals, figures or two nouns joined by and", () => {
    expect(
      flagged("- The stock reconciliation rate of the 40 pharmacies have improved.\n"),
    ).toEqual([["have", "has"]]);
    expect(flagged("- The section on leave and transfers were rewritten in 2023.\n")).toEqual([
      ["were", "was"],
    ]);
    expect(flagged("- The register of the eleven wards are updated weekly.\n")).toEqual([
      ["are", "is"],
    ]);
    expect(flagged("- Audited the wards; the 2023 report were tabled in May.\n")).toEqual([
      ["were", "was"],
    ]);
    expect(flagged("- The returns for 2021 and 2022 was filed on iTax.\n")).toEqual([
      ["was", "were"],
    ]);
    expect(flagged("- The team of nurses and clerks were trained in 2023.\n")).toEqual([]);
    expect(flagged("- The head of finance and the auditors were at the meeting.\n")).toEqual([]);
  });

  it("reads each of and the number of past a place or a relative clause", () => {
    const letter = `Dear Sir,

Each of the extension officers in Bomet have a motorbike, and each of my clients need a visit. The number of farmers who sell through the SACCO have doubled since 2022.
`;
    expect(flagged(letter, "letter")).toEqual([
      ["have", "has"],
      ["need", "needs"],
      ["have", "has"],
    ]);
  });

  it("reads a plural subject that is also a verb's form, and nouns after an article", () => {
    expect(flagged("- The reports I compile for the CEO covers all nine branches.\n")).toEqual([
      ["covers", "cover"],
    ]);
    expect(flagged("- The findings of the audit was presented to the board.\n")).toEqual([
      ["was", "were"],
    ]);
    expect(flagged("- The midwives at the health centre sees 40 mothers a week.\n")).toEqual([
      ["sees", "see"],
    ]);
  });

  it("reads a singular head past a participle phrase and a singular noun after a determiner", () => {
    expect(
      flagged("- The quality of the seed supplied to the farmers have improved since 2021.\n"),
    ).toEqual([["have", "has"]]);
    expect(flagged("- The depot's fuel stock were checked every evening.\n")).toEqual([
      ["were", "was"],
    ]);
    expect(flagged("- Designed the booking tool that handle 300 calls a day.\n")).toEqual([
      ["handle", "handles"],
    ]);
  });

  it("reads the subject after a time that opens the clause", () => {
    expect(flagged("- Last year our deliveries to the clinics was on time.\n")).toEqual([
      ["was", "were"],
    ]);
  });

  it("leaves collective nouns, plural-meaning nouns and relative clauses' own verbs alone", () => {
    const clean = `## Experience

- The team of nurses are on call at weekends.
- The team of nurses is on call at weekends.
- The county's youth are the target of the programme.
- The clinic staff were trained on the new protocol.
- The survey data were cleaned in Stata.
- The hospital's management have approved the plan.
- Each of the officers who have passed the exam gets a bonus.
- The number of girls who have joined university has tripled.
- Each of the wards has a nurse in charge.
- The team that run the clinic meet on Mondays.
- Last year the auditors were happy with our books.
- The records officer manages the registry.
- The Kenya Police were helpful.
`;
    expect(flagged(clean)).toEqual([]);
  });
});

describe("a noun phrase joined by 'and' after a preposition", () => {
  it("reads an -s form before a place as a noun, and one before its object as a verb", () => {
    expect(flagged("- Six years on county roads and drainage works in Embu.\n")).toEqual([]);
    expect(flagged("- Nurses in casualty and maternity rotates the night shift.\n")).toEqual([
      ["rotates", "rotate"],
    ]);
  });
});

describe("subjects behind an opening word, a time, an adjective in -ing or two joined nouns", () => {
  it.each([
    ["- Led the unit, and the number of clients who use M-Pesa have doubled.\n", "have", "has"],
    ["- The clinic's vaccination rate were above 90% in 2023.\n", "were", "was"],
    ["- Income-generating projects in the ward has grown to 40.\n", "has", "have"],
    ["- The county's maternity and paediatric wards sees 300 patients a week.\n", "sees", "see"],
    ["- The diabetes and eye clinics meets every Tuesday.\n", "meets", "meet"],
    ["- Last year our orders for laboratory supplies was delivered late.\n", "was", "were"],
    ["- The prices of medical supplies was reviewed every quarter.\n", "was", "were"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it("leaves the same shapes alone where they agree", () => {
    const clean = `## Experience

- Led the unit, and the number of clients who use M-Pesa has doubled.
- The clinic's vaccination rate was above 90% in 2023.
- The diabetes clinic sees 40 patients a day.
- Economics is the subject I teach; logistics is my field.
- Wrote replies to the audit query that explain every variance.
- Last year our orders for laboratory supplies were delivered on time.
- Removing old files is part of the job.
`;
    expect(flagged(clean)).toEqual([]);
  });
});
