import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";
import { withPlainBullet } from "./upload-glyphs";

/** A Word CV whose bullets are symbols and whose headings are framed by marks. */
const symbolCv = `WANJIKU NYAMBURA GACHERU
CLINICAL NUTRITIONIST
\u260E 0722 918 304   \u2709 wgacheru.nutrition@gmail.com

== PROFILE ==
Clinical nutritionist with 8 years in hospital and community nutrition.

== WORK EXPERIENCE ==

NAKURU LEVEL 5 HOSPITAL
   \u25BA Senior Nutritionist, Paediatric Ward ......... 03/2020 \u2013 date
        \u25E6 Run the malnutrition clinic for about 45 children a week
        \u25E6 Supervise 4 nutrition interns
   \u25BA Nutritionist, Outpatient Clinic ............ Jan.2017 \u2013 Feb.2020
        \uF0A7 Counselled 30 diabetic patients a week on diet

KENYA RED CROSS SOCIETY \u2013 Turkana drought response
   \u27A2 Nutrition Field Officer ..................... 2015 \u2013 2016
        \u2713 Screened 6,000 children for acute malnutrition

== EDUCATION ==
\u25A0 BSc Food, Nutrition and Dietetics, Egerton University, 2014

== SKILLS ==
o Nutrisurvey
o ENA for SMART surveys

== LANGUAGES ==
Kikuyu, Kiswahili, English
`;

describe("an uploaded CV whose bullets are symbols", () => {
  it.each([
    ["\uF0B7 Managed stock", "• Managed stock"],
    ["\u27A2 Managed stock", "• Managed stock"],
    ["\u25A0 Managed stock", "• Managed stock"],
    ["\u2713\u2713 Managed stock", "• Managed stock"],
    ["o Managed stock", "• Managed stock"],
    ["\u25AA English \u25AA Kiswahili \u25AA Ekegusii", "• English, Kiswahili, Ekegusii"],
    ["== EDUCATION ==", "## EDUCATION"],
    ["+254 722 918 304", "+254 722 918 304"],
    ["Oloitokitok Sub-County", "Oloitokitok Sub-County"],
  ])("reads %s as %s", (line, read) => {
    expect(withPlainBullet(line)).toBe(read);
  });

  it("keeps its jobs, duties, education and skills", () => {
    const facts = factsFromUploadText(symbolCv);
    const cv = writeOfflineCv(facts);
    expect(facts.roles.map((r) => [r.title, r.period])).toEqual([
      ["Senior Nutritionist", "March 2020 – Present"],
      ["Nutritionist", "Jan 2017 – Feb 2020"],
      ["Nutrition Field Officer", "2015 – 2016"],
    ]);
    expect(facts.roles[0]!.employer).toMatch(/Nakuru Level 5 Hospital/i);
    expect(facts.roles[2]!.employer).toMatch(/Kenya Red Cross/i);
    expect(facts.roles[0]!.bullets.join(" ")).toContain("45 children");
    expect(facts.roles[1]!.bullets.join(" ")).toContain("30 diabetic patients");
    for (const told of ["6,000 children", "Egerton University", "Nutrisurvey", "Kikuyu", "8 years"])
      expect(cv).toContain(told);
    expect(cv).not.toMatch(/\[(?:Profile|Skills|Education)/);
  });
});

describe("items laid on one bulleted line", () => {
  it("are each read: languages parted by the bullet's own glyph", () => {
    const cv = writeOfflineCv(
      factsFromUploadText(`OTIENO JUMA
0722 918 304

EXPERIENCE
Teacher, Maseno School, 2015-present

LANGUAGES
\u25AA English \u25AA Kiswahili \u25AA Dholuo
`),
    );
    expect(cv).toMatch(/Languages: English, Kiswahili, Dholuo/);
  });
});

/** Word's Wingdings arrow comes out of a .docx or .pdf as "Ø" before each duty. */
describe("a Wingdings arrow read as 'Ø'", () => {
  it("is a bullet, never a word of the line", () => {
    expect(withPlainBullet("Ø Managed 30 hectares of tea")).toBe("• Managed 30 hectares of tea");
    expect(withPlainBullet("Øresund Bridge tour, 2019")).toBe("Øresund Bridge tour, 2019");
  });
});
