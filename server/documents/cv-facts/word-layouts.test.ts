import { describe, expect, it } from "vitest";
import { skillsIn } from "./extract";
import { factsFromUploadText } from "./from-upload";
import { splitPeriod } from "./roles";

/** A Word CV whose headings carry the glyph of its bullets, its dates "2013/2018". */
const glyphHeadings = `SAMUEL OTIENO ODHIAMBO
Kisumu | 0733 410 882 | s.odhiambo.pharm@gmail.com

■ CAREER PROFILE
Pharmaceutical technologist with 10 years in public and private pharmacies.

■ WORK HISTORY
Senior Pharmaceutical Technologist, Outpatient Pharmacy — Jaramogi Oginga Odinga Teaching and Referral Hospital
2018/to date
   ■ Run stock control for 2,300 lines on the hospital's HMIS
Enrolled Pharmaceutical Technologist — Goodlife Pharmacy, Kisumu
2013/2018
   ■ Dispensed for about 150 patients a day

■ ACADEMIC BACKGROUND
Diploma in Pharmaceutical Technology, KMTC Kisumu, 2012

■ PROFESSIONAL REGISTRATION
Pharmacy and Poisons Board (PPB), licence current
`;

describe("an uploaded CV marking its headings with its bullet glyph", () => {
  const facts = factsFromUploadText(glyphHeadings);

  it("reads each marked heading in capitals as its section", () => {
    expect(JSON.stringify(facts.summary)).toMatch(/10 years/);
    expect(facts.education.join("\n")).toMatch(/Pharmaceutical Technology, KMTC Kisumu/);
    expect(facts.certifications.join("\n")).toMatch(/Pharmacy and Poisons Board/);
  });

  it("keeps each post apart, an -ed word opening a post, dates 'YYYY/YYYY' a period", () => {
    expect(facts.roles.map((r) => [r.title, r.period])).toEqual([
      ["Senior Pharmaceutical Technologist", "2018 – Present"],
      ["Enrolled Pharmaceutical Technologist", "2013 – 2018"],
    ]);
    expect(facts.roles[1]!.employer).toMatch(/^Goodlife Pharmacy/);
  });

  it("leaves an item in capitals under a heading an item, not a heading", () => {
    const cv = factsFromUploadText(`JANE AKINYI\n0722 100 200\n\nSKILLS\n• KCSE\n• SPSS\n`);
    expect(cv.skills).toContain("SPSS");
  });
});

describe("an uploaded CV's employers in capitals marked as bullets, and its page marks", () => {
  const facts = factsFromUploadText(`PETER KAMAU NJOROGE
Mobile: 0711 520 300

EMPLOYMENT HISTORY
- EAST AFRICAN BREWERIES LIMITED, RUARAKA PLANT
  Maintenance Technician, 2019 to date
  - Serviced bottling line motors
Page 1 of 2
- DEL MONTE KENYA LTD, THIKA
  Fitter, 2015 to 2019
  - Aligned pumps on the cannery floor
- 2 -
`);

  it("opens a job under each bulleted employer, the page mark no line of it", () => {
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Maintenance Technician", "EAST AFRICAN BREWERIES LIMITED, RUARAKA PLANT", "2019 – Present"],
      ["Fitter", "DEL MONTE KENYA LTD, THIKA", "2015 – 2019"],
    ]);
    expect(JSON.stringify(facts)).not.toMatch(/Page 1|- 2 -/);
  });

  it("reads a promoter's post as a post", () => {
    expect(splitPeriod("2016 - 2018 Brand Promoter, Bidco Africa").period).toBe("2016 – 2018");
    const cv = factsFromUploadText(
      `MARY WANJA\n0700 200 300\n\nEXPERIENCE\n2018 - 2021 Field Supervisor, Kenya Red Cross\n• Ran the Garissa distribution\n2016 - 2018 Brand Promoter, Bidco Africa\n• Ran tastings in Nakumatt stores\n`,
    );
    expect(cv.roles.map((r) => r.title)).toEqual(["Field Supervisor", "Brand Promoter"]);
  });
});

describe("a maker and model in an aside after a duty", () => {
  it.each([
    ["Programmed the packing line drives (Schneider ATV320)", "Schneider ATV320"],
    ["Configured the branch switches (Cisco 2960X)", "Cisco 2960X"],
  ])("%s names %s", (duty, model) => {
    expect(skillsIn(duty)).toContain(model);
  });

  it.each([
    "Supervised the second contract (Phase 2)",
    "Taught mathematics (Form 4) for six years",
    "Audited the 2019 accounts (June 2020)",
  ])("%s names none", (duty) => {
    expect(skillsIn(duty)).toEqual([]);
  });
});
