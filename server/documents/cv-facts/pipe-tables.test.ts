import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

/** A .txt CV whose jobs are a pipe table and whose duties are listed apart, job by job. */
const pipeCv = `Dennis Kiprono Langat
Sales Supervisor
Eldoret • 0722 610 448 • dennis.langat@yahoo.com

EMPLOYMENT
| Period            | Company                         | Position           |
|-------------------|---------------------------------|--------------------|
| 01/2021 – Present | Kapa Oil Refineries (North Rift)| Sales Supervisor   |
| 2017-20           | Kapa Oil Refineries (North Rift)| Sales Representative |
| 2015 (3 months)   | Mumias Sugar, Eldoret depot     | Intern             |

RESPONSIBILITIES
Sales Supervisor, Kapa
• Supervise 12 merchandisers across 140 outlets
• Grew the region's sales by 18% in 2023
Sales Representative, Kapa
• Opened 35 new wholesale accounts
Intern, Mumias Sugar
• Stock counts at the depot

EDUCATION
BCom Marketing, Moi University, 2014
`;

describe("a pipe table of jobs with the duties apart", () => {
  it("reads each row as a job and puts each job's duties under it", () => {
    const facts = factsFromUploadText(pipeCv);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Sales Supervisor", "Kapa Oil Refineries (North Rift)", "January 2021 – Present"],
      ["Sales Representative", "Kapa Oil Refineries (North Rift)", "2017 – 2020"],
      ["Intern", "Mumias Sugar, Eldoret depot (3 months)", "2015"],
    ]);
    expect(facts.roles.map((r) => r.bullets)).toEqual([
      ["Supervise 12 merchandisers across 140 outlets", "Grew the region's sales by 18% in 2023"],
      ["Opened 35 new wholesale accounts"],
      ["Stock counts at the depot"],
    ]);
    const cv = writeOfflineCv(facts);
    expect(cv).not.toMatch(/\||Period|-{3}/);
    expect(cv).toContain("Moi University");
  });

  it("leaves a pipe line that heads no jobs table as it was", () => {
    const facts = factsFromUploadText(`Mary Wairimu
Nurse | Nyeri | 0711 222 333

EXPERIENCE
Nurse, Outspan Hospital, 2019 - Present
- Triage | wound care | theatre prep
`);
    expect(facts.roles.map((r) => [r.title, r.employer])).toEqual([["Nurse", "Outspan Hospital"]]);
    expect(facts.roles[0]!.bullets.join(" ")).toContain("wound care");
  });
});
