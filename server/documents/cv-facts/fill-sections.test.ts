import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { missingLabels, writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const chatCv = (turns: string[]) =>
  stripMarkdown(writeOfflineCv(factsFromStatements(turns, { clientStatements: turns })));

/** The text of one section: from its heading to the next. */
const section = (cv: string, heading: string, next: string) =>
  cv.slice(cv.indexOf(heading), cv.indexOf(next));

describe("a section whose fact reached the CV never keeps its placeholder", () => {
  it("files a qualification told with its college under Education", () => {
    const cv = chatCv([
      "I'm a clinical officer at Thika Level 5 Hospital since 2019.",
      "KRCO from KMTC Nakuru 2014, then I did the BScN upgrade at Kenyatta University and finished in 2021.",
    ]);
    const education = section(cv, "Education", "Certifications");
    expect(education).toContain("KMTC Nakuru 2014");
    expect(education).toContain("Kenyatta University");
    expect(cv).not.toContain(missingLabels.education);
  });

  it("files a food-safety certificate under Certifications", () => {
    const cv = chatCv([
      "I work as a baker at Java House since 2021.",
      "I have HACCP food hygiene level 1.",
    ]);
    expect(section(cv, "Certifications", "Referees")).toContain("HACCP food hygiene level 1");
    expect(cv).not.toContain(missingLabels.certifications);
  });

  it("leaves a post at a college in Work Experience", () => {
    const facts = factsFromStatements(["Lecturer at Rift Valley Technical College 2015"], {});
    expect(facts.education).toEqual([]);
  });

  it("leaves a duty at a university in the job", () => {
    const cv = chatCv([
      "I'm a lab technician at Egerton University since 2018.",
      "I prepare practicals for 300 students at Egerton University.",
    ]);
    expect(section(cv, "Work Experience", "Key Skills")).toContain("300 students");
    expect(cv).toContain(missingLabels.education);
  });
});
