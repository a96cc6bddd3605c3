import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";
import { factsFromUploadText } from "./from-upload";

const languagesOf = (told: string) =>
  factsFromStatements(["My name is Ann Njeri", told], {}).languages;

/**
 * Languages with the level the client gave ("basic French", "German - intermediate (B1)"):
 * every language is on the CV, with its level as a CV writes it, "French (basic)".
 */
describe("languages with their levels", () => {
  it.each([
    [
      "I speak English (fluent), Kiswahili (native) and basic French.",
      ["English (fluent)", "Kiswahili (native)", "French (basic)"],
    ],
    [
      "Languages: English - fluent, Kiswahili - fluent, German - intermediate (B1)",
      ["English (fluent)", "Kiswahili (fluent)", "German (intermediate, B1)"],
    ],
    [
      "I'm fluent in English and Kiswahili and I have conversational Arabic.",
      ["English (fluent)", "Kiswahili (fluent)", "Arabic (conversational)"],
    ],
    ["Languages English, Kiswahili, Luo, if that matters.", ["English", "Kiswahili", "Luo"]],
    ["I can also get by in Somali.", ["Somali (basic)"]],
    // A neighbour's language, after a Swahili "na" (and); "kidogo" (a little) is chat.
    [
      "Naongea Kiswahili, Ekegusii, English, na Kinyarwanda kidogo.",
      ["Kiswahili", "Ekegusii", "English", "Kinyarwanda"],
    ],
  ])("%s", (told, languages) => {
    expect(languagesOf(told)).toEqual(languages);
  });

  it("an uploaded CV's Languages section keeps the levels too", () => {
    const facts = factsFromUploadText(
      "JOHN OTIENO\njohn.otieno@gmail.com\n\nLANGUAGES\nEnglish – Fluent\nDholuo – Native\nFrench – Basic (A2)\n",
    );
    expect(facts.languages).toEqual(["English (fluent)", "Dholuo (native)", "French (basic, A2)"]);
  });

  it("a list parted by middle dots is one language an item", () => {
    const facts = factsFromUploadText(
      "JOHN OTIENO\njohn.otieno@gmail.com\n\nLANGUAGES\nEnglish · Kiswahili · French (A2, Alliance Française Nairobi)\n",
    );
    expect(facts.languages).toEqual(["English", "Kiswahili", "French (A2)"]);
  });
});

/** "english swahili luhya": languages typed one after another with no comma are still a list. */
describe("a bare list of languages with no commas", () => {
  it.each([
    ["english swahili luhya", ["English", "Swahili", "Luhya"]],
    ["Kiswahili English Kikuyu.", ["Kiswahili", "English", "Kikuyu"]],
  ])("%s", (told, languages) => {
    expect(languagesOf(told)).toEqual(languages);
  });

  it("a place named like a language is no list of languages", () => {
    expect(languagesOf("I worked in Nandi Hills for a tea estate.")).toEqual([]);
  });
});
