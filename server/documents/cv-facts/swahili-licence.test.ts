import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const factsOf = (...told: string[]) => factsFromStatements(["My name is Ann Njeri", ...told], {});

/** "Nina leseni ya <body> ...": a licence the client holds, under Certifications. */
describe("a licence told in Swahili", () => {
  it.each([
    ["Nina leseni ya NTSA Class BCE driver.", "NTSA"],
    ["Pia nina leseni ya ERC Class C1 wireman.", "ERC"],
  ])("%s", (told, body) => {
    const facts = factsOf(told);
    expect(facts.certifications.join("\n")).toContain(body);
    const cv = writeOfflineCv(facts);
    expect(cv).not.toMatch(/leseni|\[Certifications/i);
  });
});
