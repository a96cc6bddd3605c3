import { describe, expect, it } from "vitest";
import { factsFromForm } from "../cvs";
import { writeOfflineCv } from "../offline-writer";
import { inFullWords } from "./shorthand";

/** The manual form, its free text typed the way a busy client texts. */
const form = {
  firstName: "brian",
  lastName: "otieno",
  email: "brian.otieno@mail.com",
  currentRole: "stores clerk",
  experience: "4",
  industry: "manufacturing",
  company: "Bidco Africa",
  serviceType: "CV Writing" as const,
};

function cvOf(careerGoal: string) {
  const markdown = writeOfflineCv(factsFromForm({ ...form, careerGoal }));
  const section = (name: string) => markdown.split(`## ${name}`)[1]?.split("\n## ")[0] ?? "";
  return { markdown, section };
}

describe("shorthand a client types into the form", () => {
  it.each([
    ["worked there b4 joining", "worked there before joining"],
    ["clerk @ bidco since 2021", "clerk at bidco since 2021"],
    ["6 yrs in stores", "6 years in stores"],
    [
      "stock of 2,000 items. moved to stores in 2023",
      "stock of 2,000 items. Moved to stores in 2023",
    ],
    ["see e.g. sage and no. of bins", "see e.g. sage and no. of bins"],
  ])("reads %s as %s", (typed, read) => {
    expect(inFullWords(typed)).toBe(read);
  });

  it("files each lower-case sentence of the text in its own section", () => {
    const { markdown, section } = cvOf(
      "stores supervisor in a big manufacturer. clerk @ bidco since 2021, 2,000 stock lines. systems: sage evolution and tally. diploma in supplies management, kisumu poly 2020. dholuo, kiswahili, english",
    );
    expect(section("Key Skills")).toMatch(/sage evolution/i);
    expect(section("Key Skills")).toMatch(/tally/i);
    expect(section("Key Skills")).not.toContain("[Skills");
    expect(section("Key Skills")).toMatch(/Dholuo, Kiswahili, English/);
    expect(section("Education")).toMatch(/diploma in supplies management/i);
    expect(section("Education")).not.toMatch(/sage|dholuo/i);
    expect(markdown).not.toMatch(/\b(?:b4|yrs)\b|@ /);
  });

  it("keeps an employer's initials typed in lower case, though they open like a Swahili verb", () => {
    const { markdown } = cvOf("union organiser role. attachment kuppet jan-mar 2019. nzuri sana");
    expect(markdown).toMatch(/kuppet/i);
    expect(markdown).not.toMatch(/nzuri/);
  });
});
