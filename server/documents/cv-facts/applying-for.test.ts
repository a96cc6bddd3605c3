import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { missingLabels, writeOfflineCv } from "../offline-writer";
import { postSought } from "./classify";
import { factsFromStatements } from "./extract";

describe("'applying for <post> jobs' names the post sought", () => {
  it.each([
    ["I am applying for Head of Security jobs in banks.", "Head of Security"],
    ["I'm applying for Finance Manager positions.", "Finance Manager"],
  ])("%s", (clause, post) => {
    expect(postSought(clause)).toBe(post);
  });

  it("gives a profile where the client told no role, years or industry", () => {
    const facts = factsFromStatements(
      [
        "My name is Peter Kiprono, 0722 111 222",
        "I am applying for Head of Security jobs in hotels.",
        "I was Security Manager at Serena Hotels from 2015 to 2024.",
      ],
      {},
    );
    expect(stripMarkdown(writeOfflineCv(facts))).not.toContain(missingLabels.profile);
  });
});
