import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";
import { withPlainBullet } from "./upload-glyphs";

/** A Word CV whose name and headings are drawn in boxes of line-drawing characters. */
const boxedCv = `┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
┃  AMINA WANGARI KIPRONO          ┃
┃  Registered Pharmacist          ┃
┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
Tel: 0733 410 276 | amina.kiprono@mail.co.ke

╭─────────────────╮
│ SUMMARY         │
╰─────────────────╯
Pharmacist with 7 years in hospital dispensing and oncology supply.

╔═════════════════════════╗
║ WORK HISTORY            ║
╚═════════════════════════╝
ELDORET HOSPITAL
Senior Pharmacist                              May 2021 – date
   ✓ Run the oncology dispensary for 120 patients a month

╔═════════════════════════╗
║ ACADEMIC BACKGROUND     ║
╚═════════════════════════╝
2018 – Bachelor of Pharmacy, Moi University

┌─────────┐
│ SKILLS  │
└─────────┘
Pharmacy stock control • Oncology dispensing
`;

describe("an uploaded CV whose headings sit in drawn boxes", () => {
  it.each([
    ["│ SUMMARY         │", "SUMMARY"],
    ["╚═════════════════╝", ""],
    ["┃  AMINA WANGARI   ┃", "AMINA WANGARI"],
    ["│ ✓ Led the audit", "• Led the audit"],
  ])("reads %s as %s", (line, read) => {
    expect(withPlainBullet(line)).toBe(read);
  });

  it("reads the name, the summary, the job and the education inside the boxes", () => {
    const facts = factsFromUploadText(boxedCv);
    const cv = writeOfflineCv(facts);
    expect(`${facts.firstName} ${facts.lastName}`).toBe("Amina Wangari Kiprono");
    expect(facts.roles.map((r) => [r.title, r.employer])).toEqual([
      ["Senior Pharmacist", expect.stringMatching(/Eldoret Hospital/i)],
    ]);
    for (const told of ["7 years", "120 patients", "Bachelor of Pharmacy", "Moi University"])
      expect(cv).toContain(told);
    expect(cv).not.toMatch(/\[(?:Profile|Education|Skills)/);
    expect(cv).not.toMatch(/[\u2500-\u257F]/);
  });
});
