import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";

/** The form's career-goal text: its first sentence is the role sought. */
const formFacts = (goal: string) =>
  factsFromStatements([goal], { firstName: "Wanjiru", lastName: "Kamau" }, { goalFirst: true });

/**
 * What a client writes about a job right after it, in brackets or after a colon, or as a duty
 * told by its verb, is that job's bullet; a "Before:" label is no part of the title; a degree
 * written in capitals (BVM, BBIT) is education, not a line of the job told before it.
 */
describe("the notes a client writes beside a job", () => {
  it("keeps a bracketed note, a note after a colon and a duty verb, and drops the label", () => {
    const facts = formFacts(
      "An agribusiness programme role. Ward agricultural officer at Kitui County since 2020: ran the farmer field schools. Before: field officer at One Acre Fund, 2016-2020 (maize, beans and farmer training). Previously - storekeeper with Kitui Millers, 2014-2016: stock cards and deliveries.",
    );
    expect(facts.roles.map((r) => [r.title, r.employer, r.period, r.bullets])).toEqual([
      [
        "Ward agricultural officer",
        "Kitui County",
        "2020 – Present",
        ["Ran the farmer field schools"],
      ],
      ["Field officer", "One Acre Fund", "2016 – 2020", ["Maize, beans and farmer training"]],
      ["Storekeeper", "Kitui Millers", "2014 – 2016", ["Stock cards and deliveries"]],
    ]);
  });

  it("files a degree written in capitals under Education", () => {
    const facts = formFacts(
      "A small-animal clinic post. Vet at Karen Pet Clinic since 2019. BVM, Egerton University, 2018. BBIT, Strathmore University, 2012.",
    );
    expect(facts.education).toEqual([
      "BVM, Egerton University, 2018",
      "BBIT, Strathmore University, 2012",
    ]);
    expect(facts.roles.flatMap((r) => r.bullets).join("\n")).not.toMatch(/BVM|BBIT/);
  });

  it("leaves a short aside that follows no job out of the CV", () => {
    const facts = formFacts("A driving job. Driver at Modern Coast since 2017. that is all.");
    expect(facts.roles.flatMap((r) => r.bullets)).toEqual([]);
    expect(facts.experience).toEqual([]);
  });
});
