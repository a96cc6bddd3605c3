import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";

const factsOf = (...turns: string[]) =>
  factsFromStatements(["My name is Achieng Odera", ...turns], {});

/**
 * A Sheng chat labels its facts in Swahili or with a plain noun: "Mashine najua:" (the machines
 * I know), "Equipment I operate:", "Lugha ..." (languages), "Nilisoma ..." (I studied). Each
 * label files what follows under its section, so the section never keeps its placeholder, and
 * no Swahili word of the label reaches the CV.
 */
describe("the labels a Sheng chat puts before its facts", () => {
  it("files machines and equipment the client knows or operates under skills", () => {
    const facts = factsOf(
      "Machines najua: lockstitch, flatlock, na button-hole machine.",
      "Equipment I operate: forklift and pallet jack.",
    );
    expect(facts.skills).toEqual([
      "Lockstitch",
      "Flatlock",
      "Button-hole machine",
      "Forklift",
      "Pallet jack",
    ]);
  });

  it("reads 'Lugha' as the languages spoken", () => {
    const facts = factsOf("Lugha Kikamba, Kiswahili, English.");
    expect(facts.languages).toEqual(["Kikamba", "Kiswahili", "English"]);
  });

  it("files what the client studied under Education, without the verb or the asides", () => {
    const facts = factsOf(
      "Nilisoma Artisan in Food Production, Eldoret National Polytechnic, 2014. Na Diploma in Catering, 2017, hapo hapo, part time.",
    );
    expect(facts.education).toEqual([
      "Artisan in Food Production, Eldoret National Polytechnic, 2014",
      "Diploma in Catering, part time, 2017",
    ]);
  });

  it("tells a Sheng verb of the trade in English", () => {
    const facts = factsOf("Napika chapati na mandazi kwa hotel, 300 kila siku.");
    expect(facts.experience.join("\n")).toMatch(/^Cook chapati/);
  });
});
