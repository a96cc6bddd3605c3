import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";
import { splitPeriod } from "./roles";

const upload = `WANJIRU KAMAU
=============
Email: wanjiru.kamau@example.com   Mobile: 0722 000 111

PROFILE
~~~~~~~
Procurement officer with 6 years in manufacturing.

EXPERIENCE
==========
Procurement Officer, Bidco Africa, Thika -- 2020 to date
  - Ran tenders worth KSh 40 million a year

Buyer, Kapa Oil Refineries, Nairobi -- 2017 - 2020
  - Sourced packaging from 12 suppliers

SKILLS
______
SAP, MS Office

[note to self: ask if the Kapa job should go]

Thank you, please make it look professional!`;

describe("an uploaded CV typed in a plain-text editor", () => {
  const facts = factsFromUploadText(upload);
  const cv = stripMarkdown(writeOfflineCv(facts));

  it("reads a line of '=', '~' or '_' under a heading as its underline, never a line of the CV", () => {
    expect(cv).not.toMatch(/={3,}|~{3,}|_{3,}/);
    expect(cv).toContain("Procurement officer with 6 years in manufacturing");
  });

  it("reads ' -- ' before a job's dates as a dash: each job its own entry, dated", () => {
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Procurement Officer", "Bidco Africa, Thika", "2020 – Present"],
      ["Buyer", "Kapa Oil Refineries, Nairobi", "2017 – 2020"],
    ]);
  });

  it("leaves out a note in square brackets and a closing line addressed to the consultant", () => {
    expect(cv).not.toMatch(/note to self|ask if|thank you|please make/i);
    expect(cv).toContain("SAP");
  });
});

describe("' -- ' as a typewriter's dash", () => {
  it.each([
    ["Pupil, ODPP, Milimani -- 2017 - 2018", "2017 – 2018", "Pupil, ODPP, Milimani"],
    ["Clerk, KCB -- Jan 2019 -- to date", "Jan 2019 – Present", "Clerk, KCB"],
  ])("%s", (line, period, text) => {
    expect(splitPeriod(line)).toEqual({ period, text });
  });
});

describe("a dated line laid out as a job's, its post a word no list holds", () => {
  it("is its own job, not a duty of the job above", () => {
    const facts = factsFromUploadText(`AMINA OTIENO
amina.otieno@example.com

EXPERIENCE
Associate Advocate, Kamau & Co. Advocates, Westlands -- 2019 to date
  - Drafted 40 sale agreements a year

Pupil, Office of the Director of Legal Aid, Nairobi -- 2017 - 2018
  - Drafted opinions under supervision
`);
    expect(facts.roles.map((r) => [r.title, r.period])).toEqual([
      ["Associate Advocate", "2019 – Present"],
      ["Pupil", "2017 – 2018"],
    ]);
  });
});

describe("a public body named as someone's office", () => {
  it("is the employer, not the post", () => {
    const facts = factsFromUploadText(`AMINA OTIENO
amina.otieno@example.com

EXPERIENCE
Pupil, Office of the Director of Public Prosecutions, Milimani -- 2017 - 2018
  - Prosecuted petty offences under supervision
`);
    expect(facts.roles.map((r) => [r.title, r.employer])).toEqual([
      ["Pupil", "Office of the Director of Public Prosecutions, Milimani"],
    ]);
  });
});
