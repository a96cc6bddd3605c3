import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";
import { factsFromUploadText } from "./from-upload";

const said = (...turns: string[]) => factsFromStatements(turns, { clientStatements: turns });

/** The client's way of saying a fact is cleaned; only the fact reaches the CV. */
describe("chat and form words written as CV text", () => {
  it("a Swahili 'ni' after 'Target' is the copula, not part of the role", () => {
    expect(said("Target ni procurement officer in a county government.").target).not.toMatch(
      /\bni\b/,
    );
  });

  it("a remark about the client's old CV is talk to the consultant", () => {
    const facts = said("Hello, I'm a nurse and my CV is outdated. Please update it.");
    expect(JSON.stringify({ ...facts, clientStatements: [] })).not.toMatch(/outdated/);
  });

  it("'for instance' before named employers reads as 'such as'", () => {
    const facts = factsFromStatements(
      ["Finance manager in a bank, for instance KCB or Absa."],
      {},
      { goalFirst: true },
    );
    expect(facts.target).toContain("such as KCB or Absa");
    expect(facts.target).not.toMatch(/for instance/i);
  });

  it("a profile sentence of what the client is looking to do is the target, said as CV text", () => {
    const facts = factsFromUploadText(`PROFILE
Civil engineer, 8 years on roads. Looking to move into project management for a development bank.`);
    expect(facts.summary.join(" ")).not.toMatch(/looking to/i);
    expect(facts.target).toBe("Seeking to move into project management for a development bank");
  });
});
