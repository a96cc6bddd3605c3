import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";

function cvOf(turns: string[]) {
  const facts = factsFromStatements(turns, { ...nameFromTurns(turns), clientStatements: turns });
  const markdown = writeOfflineCv(facts);
  return (name: string) => markdown.split(`## ${name}`)[1]?.split("\n## ")[0] ?? "";
}

describe("a professional title told as its initials and 'qualified'", () => {
  it.each(["Also I am ACII qualified, 2021.", "I'm AIIK (K) qualified since 2019."])(
    "is a certification, not a duty: %s",
    (told) => {
      const section = cvOf([
        "My name is Grace Achieng Oloo",
        "I work at Jubilee Insurance as an underwriter since 2020.",
        told,
      ]);
      expect(section("Certifications and Memberships")).toMatch(/(?:ACII|AIIK \(K\)) qualified/);
      expect(section("Certifications and Memberships")).not.toContain("[Certifications");
      expect(section("Work Experience")).not.toMatch(/qualified/);
    },
  );

  it("a plain 'fully qualified' is no certification", () => {
    const section = cvOf([
      "My name is Grace Achieng Oloo",
      "I work at Jubilee Insurance as an underwriter since 2020, fully qualified to sign off risks up to KES 5 million.",
    ]);
    expect(section("Certifications and Memberships")).toContain("[Certifications");
  });
});
