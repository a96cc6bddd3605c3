import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";

const factsOf = (...turns: string[]) =>
  factsFromStatements(["My name is Amina Yusuf", ...turns], {});

/**
 * "I've been a licensed electrician at ...", "I am a registered nurse at ...": the post the
 * client holds, "licensed" or "registered" saying what kind of post; a job, never a licence. A
 * year range opening a turn after "And" dates the job told next.
 */
describe("a licensed or registered post at an employer", () => {
  it("is a job with its employer and dates, not a certification", () => {
    const facts = factsOf(
      "I've been a licensed aircraft engineer at Kenya Airways since 2018.",
      "And 2012 to 2018 I was a hangar technician with Astral Aviation at JKIA.",
      "I am also registered with the KCAA.",
    );
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Licensed aircraft engineer", "Kenya Airways", "2018 – Present"],
      ["Hangar technician", "Astral Aviation", "2012 – 2018"],
    ]);
    expect(facts.certifications.join("\n")).not.toMatch(/aircraft engineer/i);
    expect(facts.certifications.join("\n")).toMatch(/KCAA/);
  });

  it("'registered as a post with a body' stays a registration", () => {
    const facts = factsOf("I am registered as a graduate engineer with EBK.");
    expect(facts.roles).toEqual([]);
    expect(facts.certifications.join("\n")).toMatch(/EBK/);
  });
});
