import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const section = (cv: string, heading: string) =>
  cv.split(`## ${heading}\n\n`)[1]?.split("\n## ")[0]?.trim() ?? "";

describe("a request for a CV that names the post sought", () => {
  it.each([
    [
      "Nataka CV ya procurement manager, ile yangu ni ya zamani",
      "Seeking a procurement manager role",
    ],
    ["Nataka CV ya kuapply kazi ya store supervisor", "Seeking a store supervisor role"],
    ["I need a CV for accounts assistant jobs", "Seeking an accounts assistant role"],
    [
      "KeNHA wameadvertise Senior Engineer posts, nisaidie na CV.",
      "Seeking a Senior Engineer role",
    ],
  ])("the post is the profile's target, no placeholder: %s", (turn, target) => {
    const cv = writeOfflineCv(factsFromStatements([turn], {}));
    expect(section(cv, "Professional Profile")).toContain(target);
    expect(section(cv, "Professional Profile")).not.toContain("[");
  });

  it("a request that names no post is still small talk", () => {
    const facts = factsFromStatements(["Nataka CV nzuri tafadhali"], {});
    expect(facts.target).toBe("");
  });

  it.each([
    ["Please target procurement manager posts, Nairobi or Mombasa.", "procurement manager posts"],
    [
      "Target credit manager or head of credit with a tier 1 bank.",
      "credit manager or head of credit",
    ],
  ])("the words asking for the target are no part of it: %s", (turn, post) => {
    const profile = section(
      writeOfflineCv(factsFromStatements(["I am an officer at KCB since 2019.", turn], {})),
      "Professional Profile",
    );
    expect(profile).toContain(post);
    expect(profile).not.toMatch(/please target|Target role: Target/i);
  });
});
