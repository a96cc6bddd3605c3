import { describe, expect, it } from "vitest";
import { factsFromUploadText } from "./from-upload";

/** A CV the client wrote in Markdown: `#` headings, bold job titles, `*` and `-` bullets. */
const markdownCv = `# Grace Atieno Ouma
Data analyst · Kisumu
grace.ouma@example.com · 0722 410 386

## About
Data analyst with 4 years of experience in public health reporting.

## Experience
**Data Analyst** — Jhpiego, Kisumu (Mar 2021 – present)
* Built DHIS2 dashboards used by 14 sub-county teams
* Trained 9 records officers

__Data Clerk__ — Kisumu County Referral Hospital (2019 – 2021)
- Entered 300 patient records a day

### Education
- BSc Statistics, Maseno University, 2018

## Certificates
Google Data Analytics Certificate (2022)

## Stack
Python, Power BI, Stata

## Languages
English, Kiswahili, Dholuo
`;

describe("an uploaded CV written in Markdown", () => {
  const facts = factsFromUploadText(markdownCv);

  it("reads the first heading as the name and the rest as the CV's own sections", () => {
    expect([facts.firstName, facts.lastName]).toEqual(["Grace", "Atieno Ouma"]);
    expect(facts.yearsExperience).toBe("4");
    expect(facts.education.join(" ")).toMatch(/Statistics.*Maseno University.*2018/);
    expect(facts.certifications.join(" ")).toContain("Google Data Analytics");
    expect(facts.skills).toEqual(expect.arrayContaining(["Python", "Power BI", "Stata"]));
    expect(facts.languages).toContain("Dholuo");
  });

  it("reads bold titles as jobs and both bullet marks as their duties, with no Markdown left", () => {
    expect(facts.roles.map((r) => [r.title, r.employer, r.bullets.length])).toEqual([
      ["Data Analyst", "Jhpiego, Kisumu", 2],
      ["Data Clerk", "Kisumu County Referral Hospital", 1],
    ]);
    expect(JSON.stringify(facts)).not.toMatch(/[#*_]{2}|"#/);
  });
});
