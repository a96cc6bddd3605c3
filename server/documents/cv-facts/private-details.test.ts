import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

const cvWith = (section: string, lines: string) => `PAUL KIPROTICH SANG
0722 301 554 | paul.sang@mail.com

WORK EXPERIENCE
Procurement Officer, Kenya Pipeline Company, 2018 – date
- Ran tenders worth KES 900 million a year

${section}
${lines}
`;

/** Religion, marital status, gender, age and hobbies are no CV fact, in whatever section. */
describe("private details an upload gives outside its personal details", () => {
  it.each([
    [
      "ADDITIONAL INFORMATION",
      "Religion: Muslim. Hobbies: swimming, reading novels.",
      ["Muslim", "swimming", "Religion"],
    ],
    ["OTHER", "Marital Status: Single", ["Single", "Marital"]],
    ["PROFILE", "Age        41 years\nGender     Male", ["41 years", "Male"]],
    ["OTHER DETAILS", "Date of birth: 12/04/1985", ["1985"]],
  ])("leaves out %s's private line", (heading, lines, banned) => {
    const cv = writeOfflineCv(factsFromUploadText(cvWith(heading, lines)));
    for (const word of banned) expect(cv).not.toContain(word);
    expect(cv).toContain("Kenya Pipeline Company");
  });

  it("keeps the other parts told on the same line", () => {
    const cv = writeOfflineCv(
      factsFromUploadText(
        cvWith("OTHER", "Religion: Adventist. Languages: English, Kiswahili, Nandi"),
      ),
    );
    expect(cv).not.toContain("Adventist");
    expect(cv).toContain("Nandi");
  });

  it("keeps a profile sentence that only opens with such a word", () => {
    const cv = writeOfflineCv(
      factsFromUploadText(
        cvWith(
          "PROFILE",
          "Age is no barrier: procurement officer with 8 years in public tendering under the PPADA.",
        ),
      ),
    );
    expect(cv).toContain("8 years in public tendering");
  });
});
