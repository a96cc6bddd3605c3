import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

/** A CV whose headings carry section numbers, as many Kenyan templates do. */
const numberedCv = `CURRICULUM VITAE: JOSEPH MUTUA KILONZO

1) BIO DATA
Name: Joseph Mutua Kilonzo
Telephone: 0733 410 275
Email: jmkilonzo.logistics@yahoo.com

2) PROFESSIONAL SUMMARY
Fleet and logistics supervisor with 9 years in fuel distribution.

3) EMPLOYMENT RECORD
March 2019 - Present: Fleet Supervisor, Vivo Energy Kenya, Nairobi
   1. Scheduled 45 tankers across four depots
   2. Cut idle time by 18% with route planning
2015 - 2019: Dispatch Clerk, Kenya Pipeline Company, Embakasi

4) EDUCATION
2012 - 2014: Diploma in Logistics and Supply Chain, Machakos University

5) SKILLS
Fleet management software, MS Excel, Wialon tracking
`;

describe("an uploaded CV with numbered headings", () => {
  it("files each section under its heading and keeps a numbered duty list as duties", () => {
    const facts = factsFromUploadText(numberedCv);
    const cv = writeOfflineCv(facts);
    expect(facts.roles[0]).toMatchObject({
      title: expect.stringMatching(/^fleet supervisor$/i),
      employer: expect.stringMatching(/Vivo Energy/),
    });
    expect(facts.roles[0]!.bullets.join(" ")).toContain("45 tankers");
    expect(facts.roles.map((r) => r.employer).join(" ")).toContain("Kenya Pipeline");
    expect(facts.phone.replace(/\D/g, "")).toMatch(/733410275$/);
    expect(facts.email).toBe("jmkilonzo.logistics@yahoo.com");
    for (const told of ["9 years", "Machakos University", "Wialon"]) expect(cv).toContain(told);
    expect(cv).not.toMatch(/\[(?:Profile|Education|Skills|Key achievement)/);
  });
});
