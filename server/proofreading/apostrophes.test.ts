import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each apostrophe finding as "flagged -> suggested". */
const flagged = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "apostrophe")
    .map((f) => `${markdown.slice(f.spans[0]?.start, f.spans[0]?.end)} -> ${f.fix?.text}`);

describe("apostrophes", () => {
  it.each([
    ["- Kept the clubs accounts for three years.", "clubs -> club's"],
    ["- Drafted a shipping clients contracts with 14 agents.", "clients -> client's"],
    ["- Rated motor policies for the banks asset finance customers.", "banks -> bank's"],
    ["- On the Deans List in 2023 and 2024.", "Deans -> Dean's"],
    ["- Brings six years experience in audit.", "years -> years'"],
    ["- Over 10 years experience in nursing.", "years -> years'"],
    ["- Tracked 12 KPI's for the branch.", "KPI's -> KPIs"],
    ["- Reviewed several CV's a week.", "CV's -> CVs"],
    ["- Grew up in the 1990's in Nyeri.", "1990's -> 1990s"],
    ["- Mentored three apprentice's in welding.", "apprentice's -> apprentices"],
    ["- Supervised 14 principal's and their deputies.", "principal's -> principals"],
    ["- Audited the SACCO's across Meru for the regulator.", "SACCO's -> SACCOs"],
    ["- Checked the stock on all shelve's.", "shelve's -> shelves"],
    ["- Worked extra shifts at weekend's in December.", "weekend's -> weekends"],
    ["- Matched payments with receipt's for the audit.", "receipt's -> receipts"],
  ])("%s", (line, expected) => {
    expect(flagged(`${line}\n`)).toEqual([expected]);
  });

  it("leaves plural subjects, verbs, adverbs and real possessives alone", () => {
    const clean = `## Experience

- Kept the club's accounts and the members' records.
- The banks lend to farmers; the hospitals offered places.
- Visited the clinics daily and the farmers last year.
- Met the clients themselves in Nyeri.
- Advised the banks in Nairobi and the officers concerned.
- Five years' experience; a year's leave; two years of experience.
- The CEO's office approved 12 KPIs and all CVs.
- Worked with the hospitals Kenya has accredited.
- Trained the nurses who run the wards.
- Built on the keywords recruiters type; the team still uses the tools months later.
- Met the sales targets and the operations budget; ran the accounts department staff.
- Filed the claims records and the savings accounts for the payments team.
- Audited the SACCO's loan book and checked two patient's files a day.
- Bought the drugs at the chemist's in Meru; the principal's in charge and the CEO's in Nyeri.
- One principal's in the office and the other is away.
- Stayed at my uncle's in Kisii and at the doctor's on Fridays; met at what's now the depot.
`;
    expect(flagged(clean)).toEqual([]);
  });
});
