import { describe, expect, it } from "vitest";
import { spelledDates } from "./dates";
import { factsFromUploadText } from "./from-upload";

/** Employers framed by one tilde a side, each over its posts, dates written the Word way. */
const tildeCv = `ALICE NJOKI MAINA
Occupational Therapist | 0712 330 981 | a.maina.ot@mail.com

Work Experience

~ THIKA LEVEL 5 HOSPITAL ~
Senior Occupational Therapist ................ 04.2021 – present
   * Run the hand therapy clinic, 25 patients a day
Occupational Therapist ........................ 02.2017 – 03.2021
   * Splinting and upper-limb rehabilitation on the wards

~ GATUNDU ROTARY CLUB (weekends only) ~
Volunteer Therapist ........................... 2019 – to date
   * Free assessments for children with disabilities

~ NAIROBI WOMEN'S HOSPITAL ~
Intern ........................................ 2015/2016
   * Community rehabilitation outreach in Kibera
`;

describe("employers framed by one tilde a side", () => {
  it.each([
    ["04.2021 – present", "April 2021 – present"],
    ["2015/2016", "2015 – 2016"],
    ["2015/2016 – Aug 2019", "2015/2016 – Aug 2019"],
  ])("reads the date %s as %s", (typed, read) => {
    expect(spelledDates(typed)).toBe(read);
  });

  it("each post is its own job under the employer framed above it", () => {
    const facts = factsFromUploadText(tildeCv);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Senior Occupational Therapist", "THIKA LEVEL 5 HOSPITAL", "April 2021 – Present"],
      ["Volunteer Therapist", "GATUNDU ROTARY CLUB (weekends only)", "2019 – Present"],
      ["Occupational Therapist", "THIKA LEVEL 5 HOSPITAL", "February 2017 – March 2021"],
      ["Intern", "NAIROBI WOMEN'S HOSPITAL", "2015 – 2016"],
    ]);
    expect(facts.roles[1]!.bullets.join(" ")).toContain("children with disabilities");
  });
});
