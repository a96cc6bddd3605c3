import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const section = (cv: string, heading: string) =>
  cv.split(`## ${heading}`)[1]?.split(/\n## /)[0] ?? "";

/** The Education section of a CV written from chat turns, as the staff's Generate CV does. */
const education = (turns: string[]) =>
  section(writeOfflineCv(factsFromStatements(turns, { clientStatements: turns })), "Education");

describe("an award and its school told in different turns are one entry", () => {
  it.each([
    [
      [
        "I hold a BSc in Actuarial Science. I want a graduate trainee job.",
        "I studied at Maseno University, 2023.",
      ],
      "- BSc in Actuarial Science, Maseno University, 2023",
    ],
    [
      [
        "I am a pharmacy technologist at Mediheal since 2021. I have a Diploma in Pharmacy.",
        "I trained at KMTC Kisumu.",
      ],
      "- Diploma in Pharmacy, KMTC Kisumu",
    ],
    [
      [
        "Sasa, nimegraduate juzi, Bachelor of Arts in Economics, nataka CV ya kuapply internship.",
        "Nilimaliza Kabarak University 2024, Second Class Upper.",
      ],
      "- Bachelor of Arts in Economics, Kabarak University, Second Class Upper, 2024",
    ],
  ])("%j", (turns, entry) => {
    const told = education(turns);
    expect(told).toContain(entry);
    expect(told.trim().split("\n")).toHaveLength(1);
    expect(told).not.toMatch(/nilimaliza|nimegraduate|\bGraduated\b/i);
  });

  it("keeps two awards and one school apart, as nothing says which was earned there", () => {
    const told = education([
      "I have a Diploma in Supply Chain. I also have a Bachelor of Commerce.",
      "I studied at KCA University.",
    ]);
    expect(told).toContain("Diploma in Supply Chain");
    expect(told).toContain("KCA University");
    expect(told).not.toContain("Diploma in Supply Chain, KCA University");
  });

  it("keeps an award and a school apart when each gives its own year", () => {
    const told = education(["I did KCSE in 2010.", "I studied at Strathmore University, 2015."]);
    expect(told).not.toContain("KCSE, 2010, Strathmore");
  });
});
