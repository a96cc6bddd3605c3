import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

/** An uploaded CV with the personal details Kenyan CVs often carry, some of them another's. */
const cvWith = (details: string, heading = "PERSONAL DETAILS") => `FAITH CHEPKOECH RONO
Registered Nurse

${heading}
${details}
Cell: 0791 224 650
Email: faith.rono@mail.com

WORK EXPERIENCE
Registered Nurse, Moi Teaching and Referral Hospital, 2019 – date
- Nursed 20 patients a shift on the renal ward
`;

describe("personal details in an uploaded CV", () => {
  it.each([
    ["National ID: 31 220 458", "31 220 458"],
    ["Passport No. AK0912273", "AK0912273"],
    ["KRA PIN: A013348821Z", "A013348821Z"],
    ["NHIF No 5512098", "5512098"],
  ])("an identity number is never written in the CV: %s", (line, number) => {
    const cv = writeOfflineCv(factsFromUploadText(cvWith(line)));
    expect(cv).not.toContain(number);
    expect(cv).toContain("Moi Teaching and Referral Hospital");
  });

  it.each([
    "Next of kin: Mr. Daniel Rono (father), 0722 448 913",
    "Spouse – Peter Kiptoo, 0722 448 913",
    "Emergency contact: Ann Rono 0722 448 913",
  ])("another person's phone, told before the client's, is not the client's: %s", (line) => {
    const facts = factsFromUploadText(cvWith(line));
    expect(facts.phone.replace(/\s/g, "")).toBe("0791224650");
    expect(writeOfflineCv(facts)).not.toContain("0722 448 913");
  });

  it("an ID number under 'Other information' is dropped too", () => {
    const cv = writeOfflineCv(
      factsFromUploadText(cvWith("ID Number 31220458", "OTHER INFORMATION")),
    );
    expect(cv).not.toContain("31220458");
  });
});
