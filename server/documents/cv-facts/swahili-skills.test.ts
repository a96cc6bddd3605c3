import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const factsOf = (...told: string[]) => factsFromStatements(["My name is Ann Njeri", ...told], {});

/**
 * A client who tells their languages and systems in Swahili ("Naongea ...", "Tunatumia ...")
 * gets them in Key Skills, as one who tells them in English does: no placeholder stands for a
 * skill they named, and no Swahili verb reaches the CV.
 */
describe("languages and systems told in Swahili", () => {
  it.each([
    ["Naongea Kiswahili, Kikuyu na English kidogo.", ["Kiswahili", "Kikuyu", "English"]],
    ["Ninazungumza Dholuo na Kiswahili", ["Dholuo", "Kiswahili"]],
  ])("%s", (told, languages) => {
    const facts = factsOf(told);
    expect(facts.languages).toEqual(languages);
    const cv = writeOfflineCv(facts);
    expect(cv).not.toContain("[Skills");
    expect(cv).not.toMatch(/naongea|ninazungumza/i);
  });

  it.each([
    ["Tunatumia Opera PMS kwa room status.", "Opera PMS"],
    ["Natumia QGIS kwa mapping ya mashamba", "QGIS"],
    ["Kila siku ninatumia iTax", "iTax"],
  ])("%s", (told, tool) => {
    const facts = factsOf(told);
    expect(facts.skills).toContain(tool);
    expect(writeOfflineCv(facts)).not.toMatch(/tumia/i);
  });

  it("reads a form written with no capitals sentence by sentence", () => {
    const facts = factsFromStatements(
      [
        "to be a county director of education. member kessha. examiner with knec since 2003. kikamba, kiswahili, english.",
      ],
      {},
      { goalFirst: true },
    );
    expect(facts.languages).toEqual(["Kikamba", "Kiswahili", "English"]);
    expect(facts.certifications.join("\n")).toMatch(/kessha/i);
    expect(facts.certifications.join("\n")).toMatch(/knec/i);
    expect(facts.target).not.toMatch(/kessha|kikamba/i);
  });
});
