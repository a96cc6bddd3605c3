import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";

/** Facts as the chat gives them: the client's turns, with the name they gave. */
function chat(turns: string[]) {
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  const markdown = writeOfflineCv(facts);
  return { facts, markdown, cv: stripMarkdown(markdown) };
}

const jobs = (facts: ReturnType<typeof chat>["facts"]) =>
  facts.roles.map((r) => [r.title, r.employer, r.period]);

/** Swahili and Sheng words a CV, written in English, never carries. */
const swahiliWords =
  /\b(?:kazi|kama|miaka|mwaka|tangu|kutoka|hadi|mpaka|niko|nilifanya|nimefanya)\b/i;

/**
 * Visitors tell their jobs in Swahili or Sheng as often as in English: the job, its employer,
 * its dates and its years are the same facts, written on the CV in English.
 */
describe("jobs told in Swahili or Sheng", () => {
  it("a perfect tense with the title after 'kama' and the years in words", () => {
    const { facts, cv } = chat([
      "Naitwa Mercy Chebet",
      "Nimefanya kazi kama karani Kenya Ports Authority miaka minne",
    ]);
    expect(jobs(facts)).toEqual([["Clerk", "Kenya Ports Authority", ""]]);
    expect(facts.yearsExperience).toBe("4");
    expect(cv).not.toMatch(swahiliWords);
  });

  it("'niko X kama Y since 2021': the job held now, with its start", () => {
    const { facts, cv } = chat([
      "Naitwa Kevin Omondi",
      "niko Co-op Bank kama loans officer since 2021",
    ]);
    expect(jobs(facts)).toEqual([["Loans officer", "Co-op Bank", "2021 – Present"]]);
    expect(cv).not.toMatch(swahiliWords);
  });

  it("a past job with 'kutoka ... hadi ...' and the job held now with 'tangu'", () => {
    const { facts, cv } = chat([
      "Naitwa Halima Abdi",
      "Nilifanya kazi Tuskys kama cashier kutoka 2013 hadi 2017. Sasa nafanya kazi na Naivas kama supervisor tangu 2018.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Supervisor", "Naivas", "2018 – Present"],
      ["Cashier", "Tuskys", "2013 – 2017"],
    ]);
    expect(cv).not.toMatch(swahiliWords);
  });

  it("a Swahili title ('mwalimu') after 'mimi ni', with the school and 'tangu mwaka'", () => {
    const { facts } = chat([
      "My name is Daniel Kipkorir",
      "Mimi ni mwalimu Kapsabet Boys High School tangu mwaka 2016",
    ]);
    expect(jobs(facts)).toEqual([["Teacher", "Kapsabet Boys High School", "2016 – Present"]]);
  });

  it("Sheng 'nimekuwa nikiwork' with the years in digits and 'yrs'", () => {
    const { facts, cv } = chat([
      "Naitwa Brian Mutua",
      "nimekuwa nikiwork Artcaffe kama barista 3 yrs",
    ]);
    expect(jobs(facts)).toEqual([["Barista", "Artcaffe", ""]]);
    expect(facts.yearsExperience).toBe("3");
    expect(cv).not.toMatch(swahiliWords);
  });

  it("a job with no employer: 'nimekuwa dereva kwa miaka kumi'", () => {
    const { facts } = chat(["Naitwa Joseph Wekesa", "Nimekuwa dereva kwa miaka kumi."]);
    expect(facts.currentRole).toBe("Driver");
    expect(facts.yearsExperience).toBe("10");
  });

  it("'nimeajiriwa na' names the employer; 'mpaka sasa' runs to the present", () => {
    const { facts } = chat([
      "Naitwa Faith Nekesa",
      "Nimeajiriwa na Kakamega County Government kama nesi kutoka 2019 mpaka sasa",
    ]);
    expect(jobs(facts)).toEqual([["Nurse", "Kakamega County Government", "2019 – Present"]]);
  });

  it("Swahili chat about something else is still no fact", () => {
    const { facts } = chat(["Naitwa Faith Nekesa", "Nimerudi kutoka Qatar mwezi uliopita"]);
    expect(facts.roles).toEqual([]);
    expect(facts.experience).toEqual([]);
  });
});
