import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { asCvText } from "./cv-text";
import { factsFromStatements, systemsIn } from "./extract";
import { factsFromUploadText } from "./from-upload";

const chatCv = (turns: string[]) =>
  stripMarkdown(writeOfflineCv(factsFromStatements(turns, { clientStatements: turns })));

describe("an uploaded CV whose first line is its title and the name together", () => {
  it.each([
    ["CV - MERCY WANJIRU KAMAU", ["Mercy", "Wanjiru Kamau"]],
    ["CURRICULUM VITAE: OTIENO BRIAN OCHIENG", ["Otieno", "Brian Ochieng"]],
    ["Curriculum Vitae of Halima Abdi Hassan", ["Halima", "Abdi Hassan"]],
    ["RESUME – PETER MUTUA", ["Peter", "Mutua"]],
    ["CV | Faith Chebet", ["Faith", "Chebet"]],
  ])("%s", (title, name) => {
    const facts = factsFromUploadText(
      `${title}\n\nTel 0733 410 992\nEmail someone@example.com\n\nEXPERIENCE\nCashier - Naivas, Thika, 2021 to date`,
    );
    expect([facts.firstName, facts.lastName]).toEqual(name);
    expect(facts.phone).toBe("0733 410 992");
  });
});

describe("Swahili asides in a chat never reach the CV", () => {
  it.each([
    ["Habari, niko na shida ya CV. I'm a driver at Modern Coast since 2020.", /niko na shida/i],
    [
      "Hi there, nina shida na CV yangu. I'm a chef at Sarova since 2018.",
      /nina shida|yangu|there/i,
    ],
    ["I want a sales role in Mombasa, kwa kweli anywhere on the coast.", /kwa kweli/i],
    ["Kusema kweli I have managed 14 stores for Quickmart.", /kusema kweli/i],
    ["Tafadhali nisaidie, I am an accountant at KPMG since 2019.", /tafadhali|nisaidie/i],
  ])("%s", (said, banned) => {
    const cv = chatCv([said]);
    expect(cv).not.toMatch(banned);
    expect(cv).toMatch(/Modern Coast|Sarova|Mombasa|14|KPMG/);
  });

  it("keeps the rest of the sentence an aside stood in", () => {
    expect(asCvText("Looking at HR roles in NGOs, kwa kweli anywhere in Kenya")).toBe(
      "Looking at HR roles in NGOs, anywhere in Kenya",
    );
  });
});

describe("a system named with its version or edition", () => {
  it.each([
    ["I led the move to SAP S/4HANA in 2022", "SAP S/4HANA"],
    ["We moved the ledgers to Oracle EBS R12 last year", "Oracle EBS R12"],
    ["I post invoices in Sage 200 Evolution daily", "Sage 200"],
    ["The shop switched to SAP B1 in 2021", "SAP B1"],
  ])("%s", (said, system) => {
    expect(systemsIn(said)).toContain(system);
  });

  it("lists a system named only in an achievement under Key Skills", () => {
    const turns = [
      "I'm the finance manager at Kakuzi since 2017.",
      "I led the move to SAP S/4HANA in 2022 and we cut reporting time by 40%.",
    ];
    const cv = writeOfflineCv(factsFromStatements(turns, { clientStatements: turns }));
    const skills = cv.split("## Key Skills")[1]?.split(/\n## /)[0] ?? "";
    expect(cv).not.toMatch(/Target role/);
    expect(skills).toContain("SAP S/4HANA");
    expect(skills).not.toContain("[");
  });
});

describe("roles the client is 'looking at'", () => {
  it.each([
    [
      "Looking at CFO roles in manufacturing or agribusiness.",
      "Seeking CFO roles in manufacturing",
    ],
    ["I'm looking at senior procurement jobs in NGOs.", "Seeking senior procurement roles in NGOs"],
  ])("%s", (said, sought) => {
    const turns = ["I'm an accountant at Bidco since 2015.", said];
    const cv = writeOfflineCv(factsFromStatements(turns, { clientStatements: turns }));
    const profile = cv.split("## Work Experience")[0] ?? "";
    expect(profile).toContain(sought);
    expect(cv.split("## Work Experience")[1]).not.toMatch(/looking at/i);
  });

  it("keeps 'looking at' a duty when no role follows", () => {
    const turns = ["I'm an auditor at KPMG since 2019, looking at the books of 12 SACCOs."];
    const cv = writeOfflineCv(factsFromStatements(turns, { clientStatements: turns }));
    expect(cv.split("## Work Experience")[0]).not.toMatch(/Seeking/);
  });
});
