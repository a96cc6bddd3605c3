import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";

describe("a Swahili job at an employer named with 'of' and its unit, then a rise in rank", () => {
  const facts = factsFromStatements(
    [
      "Niko Ministry of Agriculture and Livestock, State Department for Crops, tangu 2016.",
      "Nilianza kama Agricultural Officer, halafu 2021 nikapanda cheo kuwa Senior Agricultural Officer.",
    ],
    { serviceType: "CV Writing" },
  );

  it("is one job held since its year at the employer named", () => {
    expect(facts.roles).toHaveLength(1);
    expect(facts.roles[0]!.employer).toMatch(/^Ministry of Agriculture and Livestock/);
    expect(facts.roles[0]!.period).toBe("2016 – Present");
  });

  it("holds the post risen to, never the Swahili 'panda cheo'", () => {
    const told = JSON.stringify(facts.roles);
    expect(told).toMatch(/Senior Agricultural Officer/);
    expect(told).not.toMatch(/cheo|kuwa/);
  });
});
