import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";
import { shengVerbsInEnglish } from "./sheng-verbs";

function cvOf(turns: string[]) {
  const facts = factsFromStatements(turns, { ...nameFromTurns(turns), clientStatements: turns });
  const markdown = writeOfflineCv(facts);
  return {
    markdown,
    section: (name: string) => markdown.split(`## ${name}`)[1]?.split("\n## ")[0] ?? "",
  };
}

describe("Sheng verbs: a Swahili subject and tense before a stem", () => {
  it.each([
    ["namonitor stock daily", "I monitor stock daily"],
    ["nilimanage a team of 8", "I managed a team of 8"],
    ["tuli-deliver 300 orders", "we delivered 300 orders"],
    ["nikaongoza the night shift", "I led the night shift"],
    ["sales ilipanda 20%", "sales rose 20%"],
    ["naprocess kwa Smart Health", "I process using Smart Health"],
    ["Namibia and Nakuru", "Namibia and Nakuru"],
    ["licensed in 2019", "licensed in 2019"],
    ["nacheki deployment of 40 guards", "I oversee deployment of 40 guards"],
    ["nilisupport the LAN, nika-test backups", "I supported the LAN, I tested backups"],
    ["nadeal na Maersk", "I deal with Maersk"],
    ["nashika crew ya 6", "I lead crew ya 6"],
    ["complaints zikashuka na 20%", "complaints dropped by 20%"],
  ])("reads %s as %s", (said, read) => {
    expect(shengVerbsInEnglish(said)).toBe(read);
  });

  it("writes the duties in English and files the system used in Skills", () => {
    const { markdown, section } = cvOf([
      "My name is Kevin Otieno Were",
      "I work at Naivas Supermarket as a stores supervisor since 2020.",
      "Majukumu yangu: nasimamia storemen 6, natrack kwa SAP Business One, na losses zilishuka, ilishuka 15% last year.",
    ]);
    const work = section("Work Experience");
    expect(work).toMatch(/Supervise storemen 6/);
    expect(work).toMatch(/dropped 15%/);
    expect(section("Key Skills")).toContain("SAP Business One");
    expect(markdown).not.toMatch(/\b(?:nasimamia|natrack|ilishuka|Majukumu|yangu)\b/);
  });
});

describe("a result told in Swahili", () => {
  it("'mauzo yaliongezeka kwa asilimia 25': sales rose by 25%", () => {
    expect(shengVerbsInEnglish("mauzo yaliongezeka kwa asilimia 25")).toBe("mauzo rose by 25%");
    const { markdown } = cvOf([
      "My name is Grace Musyoka",
      "I am a Branch Manager at Naivas since 2019.",
      "Nilianzisha loyalty cards na mauzo yaliongezeka kwa asilimia 25.",
    ]);
    expect(markdown).toContain("sales rose by 25%");
    expect(markdown).not.toMatch(/yaliongezeka|asilimia|mauzo/);
  });
});
