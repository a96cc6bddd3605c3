import { describe, expect, it } from "vitest";
import { converse } from "../../tests/support/offline-conversation";

/** A visitor who asked for two services and then for the price of "both" wants both prices. */
describe("the price of every service asked, when the visitor asks for all of them", () => {
  it.each([
    "how much for both?",
    "what do the two cost together?",
    "bei ya zote ni ngapi?",
    "and the prices for each?",
  ])("answers %j with each service's prices", (question) => {
    const { last } = converse([
      "I want a CV and a LinkedIn profile",
      "Otieno Baraka",
      "otieno.b@gmail.com",
      question,
    ]);
    expect(last.message).toContain("CV Writing prices");
    expect(last.message).toContain("LinkedIn Optimization");
    expect(last.message).toMatch(/LinkedIn[^.]*KSh/);
  });

  it("still answers one service's price when only one is named", () => {
    const { last } = converse([
      "I want a CV and a LinkedIn profile",
      "Otieno Baraka",
      "otieno.b@gmail.com",
      "how much is the LinkedIn one?",
    ]);
    expect(last.message).not.toContain("CV Writing prices");
    expect(last.message).toMatch(/LinkedIn[^.]*KSh/);
  });
});
