import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const cvOf = (...turns: string[]) => writeOfflineCv(factsFromStatements(turns, {}));

/** The first person taken out of a client's sentence, and nothing else with it. */
describe("first person out, the rest of the sentence kept", () => {
  it("'NITA Grade Test I in ...': the numeral stays", () => {
    expect(cvOf("Nina NITA Grade Test I in Plumbing, 2016.")).toContain(
      "NITA Grade Test I in Plumbing",
    );
  });

  it("'We also ...' keeps its adverb and the team's verb", () => {
    expect(
      cvOf("I am a nurse at KNH since 2019. We also cut patient waiting time by 30% in 2024."),
    ).toContain("The team also cut patient waiting time by 30% in 2024");
  });

  it("an aside hoping it helps goes whole", () => {
    const cv = cvOf("I am a member of KISM, hopefully that helps.");
    expect(cv).toContain("Member of KISM");
    expect(cv).not.toMatch(/helps/);
  });
});
