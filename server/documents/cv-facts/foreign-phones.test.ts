import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { isContactClause } from "./classify";
import { factsFromStatements } from "./extract";

const chatCv = (turns: string[]) =>
  stripMarkdown(writeOfflineCv(factsFromStatements(turns, { clientStatements: turns })));

/** A phone abroad the client tells beside their Kenyan one is a contact, never a CV line. */
describe("a phone number abroad told in a chat", () => {
  it("never becomes a line of the CV, with what the client said of it", () => {
    const cv = chatCv([
      "I'm a care assistant at Bupa in Leeds since 2021.",
      "Use 0712 884 301. My Qatar number, +974 5512 3380, is closing next month so ignore it.",
    ]);
    expect(cv).not.toContain("+974");
    expect(cv).not.toContain("ignore it");
    expect(cv).toContain("Bupa");
  });

  it.each([
    ["The Dubai one +971 50 123 4567 is off", true],
    ["UK mobile +44 7911 123456", true],
    ["Grew sales by +12% in 2023", false],
    ["Cut costs by KES 1,200,000", false],
  ])("reads '%s' as a contact: %s", (clause, contact) => {
    expect(isContactClause(clause, [])).toBe(contact);
  });
});
