import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";

/**
 * "Before Safaricom: customer care agent at Airtel 2012 to 2014, on prepaid support, and 2014
 * to 2016 retail supervisor at Naivas": two past jobs in one turn after a "Before X:" lead, each
 * its own job with its duty, the lead no part of a title.
 */
describe("past jobs told after 'Before <employer>:'", () => {
  it("reads each job apart, with what the work was on", () => {
    const facts = factsFromStatements(
      [
        "My name is Grace Wambui",
        "Since 2016 I am a team leader at Safaricom.",
        "Before Safaricom: customer care agent at Airtel Kenya 2012 to 2014, on prepaid billing queries, and 2014 to 2016 retail supervisor at Naivas Westlands.",
      ],
      {},
    );
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Team leader", "Safaricom", "2016 – Present"],
      ["Retail supervisor", "Naivas Westlands", "2014 – 2016"],
      ["Customer care agent", "Airtel Kenya", "2012 – 2014"],
    ]);
    expect(facts.roles[2]!.bullets).toEqual(["On prepaid billing queries"]);
  });
});
