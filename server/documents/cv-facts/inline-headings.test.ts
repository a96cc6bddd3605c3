import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

/** A CV typed as one plain run: each heading in capitals at the head of its own content. */
const plainCv = `AMINA HASSAN ABDI
Phone 0722 614 980 Email amina.abdi.qs@gmail.com Town Garissa

WORK EXPERIENCE
2019 to date Quantity Surveyor at Kenya Rural Roads Authority, Garissa.

ACADEMIC QUALIFICATIONS BSc Quantity Surveying, Technical University of Kenya, 2018.

MEMBERSHIPS IQSK Graduate Member since 2020.

SKILLS CostX, bills of quantities, site valuations.

LANGUAGES English, Kiswahili, Somali
`;

describe("an upload whose headings open their own content on one line", () => {
  const facts = factsFromUploadText(plainCv);
  const cv = writeOfflineCv(facts);
  const section = (heading: string, next: string) =>
    cv.slice(cv.indexOf(heading), cv.indexOf(next));

  it("files each line's content under the section its capitals name", () => {
    expect(section("## Education", "## Certifications")).toContain(
      "BSc Quantity Surveying, Technical University of Kenya",
    );
    expect(section("## Certifications", "## Referees")).toContain("IQSK Graduate Member");
    expect(section("## Key Skills", "## Education")).toContain("CostX");
    expect(cv).not.toMatch(/\[(?:Education|Certifications)/);
  });

  it("keeps a body named after the heading as part of the content", () => {
    expect(section("## Certifications", "## Referees")).toContain("IQSK");
    expect(cv).not.toMatch(/ACADEMIC QUALIFICATIONS|MEMBERSHIPS IQSK/);
  });

  it("leaves a job in capitals that names no section as it was", () => {
    const job = factsFromUploadText(
      "JOHN OTIENO\n0711 000 111\n\nEXPERIENCE\nSENIOR ACCOUNTANT Kenya Power, 2018 to date\n",
    );
    expect(job.education).toEqual([]);
    expect(job.certifications).toEqual([]);
  });
});
