import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";

function chat(turns: string[]) {
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  return { facts, markdown: writeOfflineCv(facts) };
}

/**
 * A fact the client corrects later in the chat: the later one is the fact, and the words of
 * the correction ("sorry", "actually") never reach the CV.
 */
describe("facts corrected mid-chat", () => {
  it("a start year corrected in the next sentence", () => {
    const { facts, markdown } = chat([
      "My name is Brian Otieno",
      "I have been an electrician at Kenya Power since 2021.",
      "Actually it's since 2020, sorry.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Electrician", "Kenya Power", "2020 – Present"],
    ]);
    expect(markdown).not.toMatch(/sorry|actually|2021/i);
  });

  it("the start of the job a correction names by its title, no job made of the correction", () => {
    const { facts, markdown } = chat([
      "My name is Brian Otieno",
      "I was a meter reader at Kenya Power from 2012 to 2018, and since 2019 I am a Supervisor in Revenue Protection at Kenya Power Thika.",
      "Oops, it was 2018 I became supervisor, not 2019.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.period])).toEqual([
      ["Supervisor in Revenue Protection", "2018 – Present"],
      ["Meter reader", "2012 – 2018"],
    ]);
    expect(markdown).not.toMatch(/oops|became supervisor|2019/i);
  });

  it("the years of experience corrected", () => {
    const { facts, markdown } = chat([
      "My name is Mary Atieno",
      "I'm a nurse with 5 years of experience in critical care.",
      "Sorry, I meant 7 years.",
    ]);
    expect(facts.yearsExperience).toBe("7");
    expect(markdown).toContain("7 years");
    expect(markdown).not.toMatch(/sorry|meant|5 years/i);
  });

  it("a correction turn that only says sorry leaves no trace", () => {
    const { markdown } = chat([
      "My name is Mary Atieno",
      "I'm a nurse at Mater Hospital since 2019.",
      "Oops sorry, typo.",
    ]);
    expect(markdown).not.toMatch(/oops|sorry|typo/i);
  });

  it("a new fact told after 'actually' is read as a fact", () => {
    const { facts } = chat([
      "My name is Mary Atieno",
      "I'm a nurse at Mater Hospital since 2019.",
      "Actually I also hold a BLS certificate from the Kenya Red Cross.",
    ]);
    expect(facts.certifications.join(" ")).toContain("BLS certificate");
    expect(facts.roles.map((r) => r.period)).toEqual(["2019 – Present"]);
  });

  it.each([
    ["Oh, the ward had 40 beds sio 32, nimecheck.", "32"],
    ["I forgot, the ward is 40 beds, not 32 on the night shift.", "32"],
  ])("a figure taken back with an aside or a place after it: %s", (correction, old) => {
    const { markdown } = chat([
      "My name is Brian Otieno",
      "I am a nurse at Kenyatta National Hospital since 2019. I run a ward of 32 beds.",
      correction,
    ]);
    expect(markdown).toContain("40 beds");
    expect(markdown).not.toMatch(new RegExp(`\\b${old}\\b`));
  });

  it("'Hapana, ... KSh 52 million': the one sum of that currency and unit told before is replaced", () => {
    const { markdown } = chat([
      "My name is Grace Musyoka",
      "I am a Unit Manager at Jubilee Insurance since 2022. My unit wrote KSh 48 million in premiums in 2025.",
      "Hapana, premiums zilikuwa KSh 52 million.",
    ]);
    expect(markdown).toContain("KSh 52 million in premiums");
    expect(markdown).not.toMatch(/48 million|Hapana/);
  });
});

describe("a figure corrected with no employer or old value named", () => {
  it("'since <new>, not <old>' moves the start of the job that began in the old year", () => {
    const { facts, markdown } = chat([
      "My name is Tom Ochieng",
      "I have worked at Kakamega County since 2018 as Ward Administrator.",
      "Eish, since 2017, not 2018, nimecheki contract.",
    ]);
    expect(facts.roles.map((r) => r.period)).toEqual(["2017 – Present"]);
    expect(markdown).not.toMatch(/2018|Eish|nimecheki/);
  });

  it("'Sorry, it was 41%, ...' replaces the one percentage told before", () => {
    const { markdown } = chat([
      "My name is Tom Ochieng",
      "I am a Quality Officer at Bidco Africa since 2020. I cut product returns by 35%.",
      "Sorry, it was 41%, I checked the report.",
    ]);
    expect(markdown).toContain("Cut product returns by 41%");
    expect(markdown).not.toMatch(/35%|Sorry|checked the report/);
  });
});

describe("a correction that gives the right figure, then says what the old one was", () => {
  it("replaces the old figure with its noun, and the sentence is no fact", () => {
    const facts = factsFromStatements(
      [
        "My name is Peter Kiprono, 0722 111 222",
        "I was Security Manager at Serena Hotels from 2015 to 2024. I led 80 guards across 4 hotels.",
        "Correction, the team was 60 guards, 80 was the whole group.",
      ],
      {},
    );
    const cv = stripMarkdown(writeOfflineCv(facts));
    expect(cv).toContain("60 guards");
    expect(cv).not.toMatch(/80 guards|Correction|whole group/);
  });
});
