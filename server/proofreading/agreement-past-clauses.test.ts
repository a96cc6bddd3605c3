import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

/** The agreement suggestions as [flagged text, what Apply writes]. */
async function agreement(text: string, kind: "cv" | "letter" = "cv"): Promise<string[][]> {
  const { suggestions } = await proofread(text, kind);
  return suggestions
    .filter((s) => s.rule === "agreement")
    .sort((a, b) => (a.spans[0]?.start ?? 0) - (b.spans[0]?.start ?? 0))
    .map((s) => [text.slice(s.spans[0]?.start, s.spans[0]?.end), s.fix?.text ?? ""]);
}

describe("a relative clause's verb after plural people", () => {
  it.each([
    [
      "- Supervise 14 tanker drivers, who delivers fuel to the depots in Eldoret.",
      "delivers",
      "deliver",
    ],
    ["- Lead a team of six nurses who runs the night shift at the maternity wing.", "runs", "run"],
    ["- Manage four cashiers that handles the tills on market days.", "handles", "handle"],
  ])("%s", async (text, word, fix) => {
    expect(await agreement(text)).toEqual([[word, fix]]);
  });

  it("leaves a singular head, a thing and a correct verb alone", async () => {
    const cv = `- Report to the head of the drivers, who signs the trip sheets.
- Run the markets in Kitui and Mwingi, which trade about 2,000 goats a week.
- Lead 12 mechanics who service the county's graders.
`;
    expect(await agreement(cv)).toEqual([]);
  });
});

describe("a verb joined by 'and' to a bullet's or an 'I' clause's verb", () => {
  it("takes the first verb's form", async () => {
    const cv = `- Count the float at the start of each shift and banks the takings each evening.
- Test the soil samples and records the results in the lab register.
`;
    expect(await agreement(cv)).toEqual([
      ["banks", "bank"],
      ["records", "record"],
    ]);
  });

  it("in a letter, after 'where I'", async () => {
    const letter =
      "Dear Sir,\n\nI work at the Embu depot, where I load the lorries and checks the delivery notes.\n";
    expect(await agreement(letter, "letter")).toEqual([["checks", "check"]]);
  });
});

describe("a subject with a phrase or clause before its verb", () => {
  it("reads the head noun, not the last noun", async () => {
    const letter = `Dear Madam,

The share of mothers who deliver in the clinic have grown from 30% to 55%. The four schools that I have inspected has passed the audit. The dams we built in Kitui has held water since 2022.
`;
    expect(await agreement(letter, "letter")).toEqual([
      ["have", "has"],
      ["has", "have"],
      ["has", "have"],
    ]);
  });

  it("a count of which or whom takes a plural verb", async () => {
    const cv =
      "- Trained 40 volunteers, 30 of whom has joined the county health team.\n- Built 12 classrooms, nine of which was finished in 2023.\n";
    expect(await agreement(cv)).toEqual([
      ["has", "have"],
      ["was", "were"],
    ]);
  });

  it("a plural subject after an opening phrase, and a singular one before an adverb", async () => {
    const letter =
      "Dear Sir,\n\nFor ten years the drivers was paid late. The shareholders approves the budget each May. The new borehole now serve 4,000 people.\n";
    expect(await agreement(letter, "letter")).toEqual([
      ["was", "were"],
      ["approves", "approve"],
      ["serve", "serves"],
    ]);
  });
});

describe("the antecedent of 'who' past a place and of a clause past names", () => {
  it("reads people after a place or body and 'of'", async () => {
    const cv = "- Run a call centre of 20 agents, who answers about 3,000 calls a day.\n";
    expect(await agreement(cv)).toEqual([["answers", "answer"]]);
  });

  it("keeps names joined by 'and' inside the relative clause", async () => {
    const letter =
      "Dear Sir,\n\nThe clinics that I have opened in Wajir and Mandera has treated 9,000 patients.\n";
    expect(await agreement(letter, "letter")).toEqual([["has", "have"]]);
  });
});
