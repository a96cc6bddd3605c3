import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";

const jobsOf = (...turns: string[]) =>
  factsFromStatements(["My name is Achieng Otieno", ...turns], {}).roles.map((r) => [
    r.title,
    r.employer,
    r.period,
  ]);

/**
 * Jobs told in Swahili across turns ("tangu", "hadi", "nilikuwa ... wa", "nikaajiriwa",
 * "nilianza kama"): each is its own job with its employer and dates, never a line of another.
 */
describe("jobs told in Swahili over several turns", () => {
  it("since, then before that with 'wa' before the employer", () => {
    expect(
      jobsOf(
        "Tangu 2019 mimi ni senior accountant at Bidco Africa.",
        "Kabla ya hapo nilikuwa accounts clerk wa Mumias Sugar Company, 2014 hadi 2019.",
      ),
    ).toEqual([
      ["Senior accountant", "Bidco Africa", "2019 – Present"],
      ["Accounts clerk", "Mumias Sugar Company", "2014 – 2019"],
    ]);
  });

  it("started as a post with no 'at', then hired by the next employer", () => {
    expect(
      jobsOf(
        "Nilianza kama junior chef Sarova Stanley 2012 mpaka 2015.",
        "Then 2015 nikaajiriwa Tribe Hotel as a sous chef.",
      ),
    ).toEqual([
      ["Sous chef", "Tribe Hotel", "2015 – Present"],
      ["Junior chef", "Sarova Stanley", "2012 – 2015"],
    ]);
  });
});
