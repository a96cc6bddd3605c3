import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";
import { withPlainBullet } from "./upload-glyphs";

/** A CV whose headings are letter-spaced capitals, a designer's habit. */
const spacedCv = `PETER OMONDI AKELLO
Quality Assurance Officer | Kisumu | 0701 552 318 | p.akello@mail.com

P R O F I L E
Food quality officer with 6 years in dairy processing.

E M P L O Y M E N T   H I S T O R Y
QUALITY ASSURANCE OFFICER — Lakeside Dairies Ltd, Kisumu
March 2020 – Present
   o Run the milk reception lab testing 40,000 litres a day

LAB INTERN — Kenya Bureau of Standards
2018 – 2019
   o Sampled packaged water for certification

A C A D E M I C S
BSc Food Science and Technology, Maseno University, 2018

T O O L S  &  S Y S T E M S
Milkoscan · SAP QM · HACCP audits
`;

describe("an uploaded CV with letter-spaced headings", () => {
  it.each([
    ["E M P L O Y M E N T   H I S T O R Y", "EMPLOYMENT HISTORY"],
    ["T O O L S  &  S Y S T E M S", "TOOLS & SYSTEMS"],
    ["P R O F I L E", "PROFILE"],
    ["J K Mwangi", "J K Mwangi"],
  ])("reads %s as %s", (line, read) => {
    expect(withPlainBullet(line)).toBe(read);
  });

  it("files the jobs, education and tools under their sections", () => {
    const facts = factsFromUploadText(spacedCv);
    const cv = writeOfflineCv(facts);
    expect(facts.roles[0]).toMatchObject({
      title: expect.stringMatching(/^quality assurance officer$/i),
      employer: expect.stringMatching(/Lakeside Dairies/),
    });
    expect(facts.roles[0]!.bullets.join(" ")).toContain("40,000 litres");
    for (const told of ["6 years", "Maseno University", "Milkoscan", "SAP QM"])
      expect(cv).toContain(told);
    expect(cv).not.toMatch(/\[(?:Profile|Education|Skills)/);
    expect(cv).not.toMatch(/[A-Z] [A-Z] [A-Z] [A-Z]/);
  });
});
