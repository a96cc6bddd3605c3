import { describe, expect, it } from "vitest";
import { factsFromUploadText } from "./from-upload";

/** Jobs each written as a block: the dates, the post in capitals (with its unit), the employer. */
const blockCv = `JAMES OTIENO ODHIAMBO
Clinical Officer

WORK EXPERIENCE

MAR. 2020 – DATE
CLINICAL OFFICER II, MATERNITY UNIT
Jaramogi Oginga Odinga Teaching and Referral Hospital, Kisumu
- Antenatal and postnatal care for about 40 mothers a day

02/01/2017 – 28/02/2020
CLINICAL OFFICER, OUTPATIENT DEPARTMENT
Kisumu County Hospital
- Outpatient consultations

LICENCES
- Clinical Officers Council licence, valid to 31/12/2026
`;

describe("a job written as a block of dates, post and employer", () => {
  it("reads each block as one job, day-first dates as their month and year", () => {
    const facts = factsFromUploadText(blockCv);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      [
        "Clinical Officer II, Maternity Unit",
        "Jaramogi Oginga Odinga Teaching and Referral Hospital, Kisumu",
        "MAR. 2020 – Present",
      ],
      [
        "Clinical Officer, Outpatient Department",
        "Kisumu County Hospital",
        "January 2017 – February 2020",
      ],
    ]);
    expect(facts.roles.map((r) => r.bullets.length)).toEqual([1, 1]);
    // A lone date is no period: the licence keeps the date as written.
    expect(facts.certifications.join("\n")).toContain("31/12/2026");
  });
});
