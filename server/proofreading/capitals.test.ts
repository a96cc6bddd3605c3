import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each capitalisation finding as "flagged -> suggested". */
const flagged = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "capitalisation")
    .map((f) => `${markdown.slice(f.spans[0]?.start, f.spans[0]?.end)} -> ${f.fix?.text}`);

describe("capitalisation", () => {
  it.each([
    ["- CPA Intermediate, KASNEB, passed in november 2024.", "november -> November"],
    ["- Clinic days are tuesday and friday.", "tuesday -> Tuesday,friday -> Friday"],
    ["- Joined in may 2021 and left in March 2023.", "may -> May"],
    ["- Sub-County Director of Education, kisumu East.", "kisumu -> Kisumu"],
    ["- Languages: English, Kiswahili and basic french.", "french -> French"],
    ["- Supervised mwangi and otieno on the night shift.", "mwangi -> Mwangi,otieno -> Otieno"],
    ["- Ran the youth clinic on sundays and public holidays.", "sundays -> Sundays"],
    ["- Tools: QuickBooks, ubuntu, Word and excel.", "ubuntu -> Ubuntu,excel -> Excel"],
    ["- Set up linux servers; coached pupils to read, write and excel.", "linux -> Linux"],
  ])("%s", (line, expected) => {
    expect(flagged(`${line}\n`).join(",")).toEqual(expected);
  });

  it("asks for a capital at a sentence's start, not after an abbreviation", () => {
    const letter = `Dear Sir,

I joined KRA in 2019. then I moved to Nyeri! later I led the audit.
It said "Sent successfully!" with a tick (is it growing?) is the question.
Joined in Jan. to lead the unit.
I earn KES 50,000 p.a. before tax, e.g. overtime, and Ksh. twenty more, etc. and so on; see No. three.
`;
    expect(flagged(letter, "letter")).toEqual(["then -> Then", "later -> Later"]);
  });

  it("asks for a capital at a bullet's start when the other bullets have one", () => {
    const cv = `### Revenue Officer, Kajiado County (2021 - present)

- collected land rates from 4,000 plots.
- Trained 12 clerks on the county's GIS.
- Cut arrears by 30% in one year.

## Skills

- excel and word
- report writing
`;
    expect(flagged(cv)).toEqual(["collected -> Collected"]);
  });

  it("leaves lower-case bullet styles, English words and Swahili phrases alone", () => {
    const cv = `## Skills

- excel, word and powerpoint
- report writing
- data analysis

## Experience

- May I add that the march to Kisumu was long.
- Sold maua at the market; harambee na wote.
- Worked at the bay in Kisumu.
- og:image and twitter:card were set.
- Wrote to info@kisumu.go.ke and www.nyeri.go.ke/jobs; set USER=wanjiku.
`;
    expect(flagged(cv)).toEqual([]);
  });
});
