import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";

const read = (said: string) => factsFromStatements([said], { serviceType: "CV Writing" });

describe("what a credential names after it", () => {
  it("the methods in its aside are skills as well", () => {
    const facts = read("NCA Grade 3 certified plumber (PPR, HDPE and GI).");
    expect(facts.skills).toEqual(expect.arrayContaining(["PPR", "HDPE", "GI"]));
    expect(facts.certifications.join(" ")).toMatch(/NCA Grade 3/);
  });

  it("an aside naming one body or a year is no skill", () => {
    expect(read("Certified Public Accountant (ICPAK).").skills).toEqual([]);
    expect(read("Certified Secretary (2019).").skills).toEqual([]);
  });

  it("the practice told after it is experience, not the credential's name", () => {
    const facts = read(
      "Certified Public Secretary registered in 2020, practising in company secretarial work and board evaluations.",
    );
    expect(facts.certifications.join(" ")).not.toMatch(/board evaluations/);
    expect(JSON.stringify([facts.experience, facts.roles])).toMatch(
      /company secretarial work and board evaluations/,
    );
  });
});
