import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

/** A Word jobs table flattened to tabs, columns in the writer's own order. */
const tableCv = `JOYCE ATIENO OCHIENG
Procurement Officer | Kisumu | 0712 804 355 | joyce.ochieng@mail.com

WORK HISTORY
Designation\tOrganisation\tDuration\tKey responsibilities
Procurement Officer\tKisumu County Referral Hospital\tMarch 2020 – date\tRan 120 tenders a year on IFMIS; cut delivery delays by 30%
Stores Clerk\tLake Basin Development Authority\t2016-19\tReceived and issued stock; monthly stock counts

EDUCATION
BCom Procurement, Maseno University, 2015
`;

describe("a jobs table flattened to tabs in an uploaded CV", () => {
  it("each row is its own job, its duties cell its bullets", () => {
    const facts = factsFromUploadText(tableCv);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Procurement Officer", "Kisumu County Referral Hospital", "March 2020 – Present"],
      ["Stores Clerk", "Lake Basin Development Authority", "2016 – 2019"],
    ]);
    expect(facts.roles[0]!.bullets).toEqual([
      "Ran 120 tenders a year on IFMIS",
      "Cut delivery delays by 30%",
    ]);
    const cv = writeOfflineCv(facts);
    expect(cv).not.toMatch(/Designation|\t/);
    expect(cv).toContain("Maseno University");
  });
});
