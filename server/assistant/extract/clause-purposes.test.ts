import { describe, expect, it } from "vitest";
import { words } from "../text";
import { clausesOf } from "./clause-purposes";
import { extractService } from "./service";

describe("a second or third service asked by its purpose beside one named", () => {
  it.each([
    // A cue names the first; a clause of its own asks the next by what it is for.
    [
      "I need a CV, and our nurses keep clashing with patients' relatives",
      ["cv-writing", "corporate-training"],
    ],
    [
      "please write our company profile, and our drivers are rude to the customers",
      ["business-writing", "corporate-training"],
    ],
    [
      "We want staff training on teamwork. Second, we need a disciplinary and grievance code of conduct written",
      ["corporate-training", "business-writing"],
    ],
    [
      "I need someone to plan my career move step by step. Then update my LinkedIn",
      ["professional-development", "linkedin-optimization"],
    ],
    // Swahili: the purpose clause after "na pili" (and second).
    [
      "tunahitaji mambo mawili: kwanza mtuandikie company profile, na pili mafunzo ya huduma kwa wateja kwa madereva",
      ["business-writing", "corporate-training"],
    ],
    // Two purposes and no cue at all: both, in the order asked.
    [
      "we want our supervisors to stop shouting at the workers, and we need a disciplinary policy written",
      ["corporate-training", "business-writing"],
    ],
  ])("reads %j as %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    // A clause of the story, asking nothing, adds nothing.
    [
      "I worked as a clerk, and for four years I handled the yard staff and drivers. Now I need a CV",
      ["cv-writing"],
    ],
    // The contact line is no LinkedIn "reach me".
    ["I need a cover letter. You can reach me on 0722 000 111", ["cover-letter"]],
    // A graduate's search and a career's next step are what the CV is for.
    ["I'm a fresh graduate looking for a job in finance, I need a CV", ["cv-writing"]],
    [
      "I now want to move into a data analyst role, so my CV and LinkedIn need work",
      ["cv-writing", "linkedin-optimization"],
    ],
    // A lack beside a service asked outright is what that service is for.
    ["a CV please, my work history shows no achievements", ["cv-writing"]],
    // A service dropped is never added back by its purpose.
    ["I need a CV, not a cover letter for why I fit the role", ["cv-writing"]],
  ])("reads %j as only %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("never reads a purpose in the reply to another question", () => {
    expect(
      extractService("Mary Wanjiru, and our nurses keep clashing with relatives", "other")
        ?.services,
    ).toBeUndefined();
  });

  it("lines the clauses up with the message's words", () => {
    const text = "I need a CV, and our nurses: keep clashing. Email me at a.b@c.co.ke";
    const clauses = clausesOf(text, words(text));
    expect(clauses.map((c) => c.tokens.join(" "))).toEqual([
      "i need a cv",
      "and our nurses",
      "keep clashing",
      "email me at a",
      "b@c",
      "co",
      "ke",
    ]);
    expect(clauses.at(-1)?.to).toBe(words(text).length);
  });
});

describe("services visitors have asked for in smoke chats, by what they are for", () => {
  it.each([
    // One's own documents and papers are the CV; a letter beside the CV is the cover letter.
    ["they want my documents looking professional", ["cv-writing"]],
    ["please make my papers look professional for the agency", ["cv-writing"]],
    ["the CV and the letter", ["cv-writing", "cover-letter"]],
    ["barua na CV tafadhali", ["cover-letter", "cv-writing"]],
    [
      "nimepata kazi Dubai lakini wanataka nionyeshe nimefanya kazi wapi, karatasi zangu ziko mbaya",
      ["cv-writing"],
    ],
    ["our nurses keep clashing with patients' relatives", ["corporate-training"]],
  ])("reads %j as %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});
