import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

const jobs = (text: string) =>
  factsFromUploadText(text).roles.map((r) => [r.title, r.employer, r.period]);

/** An uploaded CV that names each employer on a line of its own, its posts under it. */
describe("an employer on its own line with its posts under it", () => {
  it("gives each post its own entry with that employer", () => {
    const text = `Purity Akinyi Otieno
0712 300 845 | akinyi.purity@gmail.com

WORK EXPERIENCE

Kisumu Water and Sanitation Company
Billing Officer, March 2021 - present
  - Reconcile about 9,000 customer accounts a month on the Majis billing system
Meter Reader, 04/2017 - 02/2021
  - Read 180 meters a day in Nyalenda and Manyatta

Lake Basin Mall Ltd
Cashier, Jan-Dec 2016

EDUCATION
Diploma in Business Management, Kisumu National Polytechnic, 2015
`;
    expect(jobs(text)).toEqual([
      ["Billing Officer", "Kisumu Water and Sanitation Company", "March 2021 – Present"],
      ["Meter Reader", "Kisumu Water and Sanitation Company", "April 2017 – February 2021"],
      ["Cashier", "Lake Basin Mall Ltd", "Jan – Dec 2016"],
    ]);
    const markdown = writeOfflineCv(factsFromUploadText(text));
    expect(markdown).not.toMatch(/### Kisumu Water and Sanitation Company\n/);
    expect(markdown).not.toContain("job title missing");
  });

  it("reads an employer in capitals as an employer, not a heading, with the place named after a post", () => {
    const text = `NAME: JOSEPH KIPKEMBOI RUTO
TEL: 0733 118 402

EMPLOYMENT RECORD

NANDI COUNTY DEPARTMENT OF AGRICULTURE
Livestock Officer, Kapsabet - Aug 2020 upto now
- Vaccinated 4,000 head of cattle in the 2023 foot and mouth campaign
Animal Health Assistant, Mosoriot - 2014 to Jul '20
- Ran the cattle dip schedule for 6 dips

KAPSABET DAIRIES SERVICES
Milk Grader 2011 to 2013
- graded milk from 300 farmers a day

PUBLICATIONS
Two extension leaflets on calf rearing
`;
    expect(jobs(text)).toEqual([
      [
        "Livestock Officer",
        "NANDI COUNTY DEPARTMENT OF AGRICULTURE, Kapsabet",
        "Aug 2020 – Present",
      ],
      [
        "Animal Health Assistant",
        "NANDI COUNTY DEPARTMENT OF AGRICULTURE, Mosoriot",
        "2014 – Jul 2020",
      ],
      ["Milk Grader", "KAPSABET DAIRIES SERVICES", "2011 – 2013"],
    ]);
  });

  it("keeps indented posts, em dashes and a digit in the employer's name", () => {
    const text = `Brian Otieno Were
brian.were@gmail.com

Work history
K2 SECURITY LTD
  Patrol Supervisor — 2022 to date
    • Plan the night rota for 25 guards
  Guard — 2019 to 2022

Otieno & Partners Advocates, Kisumu
  Messenger (contract), Sep 2017 – Aug 2018
`;
    expect(jobs(text)).toEqual([
      ["Patrol Supervisor", "K2 SECURITY LTD", "2022 – Present"],
      ["Guard", "K2 SECURITY LTD", "2019 – 2022"],
      ["Messenger (contract)", "Otieno & Partners Advocates, Kisumu", "Sep 2017 – Aug 2018"],
    ]);
  });
});
