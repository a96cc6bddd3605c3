import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const factsOf = (...told: string[]) => factsFromStatements(["My name is Ann Njeri", ...told], {});

/**
 * "Nilianza <employer>, <site> kama <post> mwaka <year>": an employer of one word, then where
 * the post was held, is the job's employer; "kama" (as) never reaches the CV as a word of its own.
 */
describe("a job started in Swahili at an employer of one word", () => {
  it("reads the employer before its site and the post after 'kama'", () => {
    const facts = factsOf(
      "Nilianza Bamburi, Mombasa Plant, kama Quality Control Chemist mwaka 2016, nikapandishwa cheo kuwa Senior Chemist mwaka 2020.",
    );
    const cv = writeOfflineCv(facts);
    expect(facts.roles[0]?.employer).toMatch(/^Bamburi/);
    expect(cv).not.toMatch(/\bAs\b|\bas As\b/);
    expect(cv).not.toMatch(/nilianza|kama|\bin in\b/i);
    expect(cv).toContain("Quality Control Chemist");
    expect(cv).toContain("2016");
  });

  it("reads an employer of one word followed by the year", () => {
    const facts = factsOf("Nilianza Twiga mwaka 2019 kama Sales Representative.");
    expect(facts.roles[0]?.employer).toBe("Twiga");
    expect(writeOfflineCv(facts)).not.toMatch(/nilianza/i);
  });
});
