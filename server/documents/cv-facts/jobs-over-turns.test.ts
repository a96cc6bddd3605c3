import { describe, expect, it } from "vitest";
import { factsFromStatements, nameFromTurns } from "./extract";

function chat(turns: string[]) {
  const all = ["My name is Kevin Mutua", ...turns];
  return factsFromStatements(all, { ...nameFromTurns(all), clientStatements: all });
}

const jobs = (facts: ReturnType<typeof chat>) =>
  facts.roles.map((r) => [r.title, r.employer, r.period]);

/**
 * A chat tells a job over several turns ("My employer is ...", "The title is ...", "Since ...")
 * and retells the dates or figures of a job already told ("And X was 2013 to 2017", "ni 3,100,
 * sio 3,400"). Each job stays one entry with its own title, employer and dates; a later figure
 * replaces the earlier one whole.
 */
describe("jobs told over several turns", () => {
  it("puts the employer, the title and the start told apart into one job", () => {
    const facts = chat([
      "My current employer is Amref Health Africa.",
      "The title is Water, Sanitation and Hygiene Officer.",
      "Since March 2022, on the WASH project in Kajiado and Narok.",
      "I trained 240 community health promoters.",
      "Before that I was a field assistant with World Vision in Marsabit, 2019 to 2022.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Water, Sanitation and Hygiene Officer", "Amref Health Africa", "March 2022 – Present"],
      ["Field assistant", "World Vision, Marsabit", "2019 – 2022"],
    ]);
    expect(facts.roles[0]!.bullets).toEqual(["On the WASH project in Kajiado and Narok"]);
  });

  it("reads a job whose turn opens with 'Then from ... to ... I was'", () => {
    const facts = chat([
      "I am a pharmacist at Avenue Hospital Kisumu since 2022.",
      "Then from 2019 to 2022 I was a pharmaceutical technologist at Goodlife Pharmacy in Kisumu.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Pharmacist", "Avenue Hospital Kisumu", "2022 – Present"],
      ["Pharmaceutical technologist", "Goodlife Pharmacy, Kisumu", "2019 – 2022"],
    ]);
  });

  it("redates a job named by its employer, the aside around it dropped", () => {
    const facts = chat([
      "I'm a branch accountant at Naivas since 2020. Before that I was an accounts clerk at Tuskys from 2016 to 2020.",
      "Oh and Tuskys was 2015 to 2020, I always forget.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Branch accountant", "Naivas", "2020 – Present"],
      ["Accounts clerk", "Tuskys", "2015 – 2020"],
    ]);
    expect(facts.roles.flatMap((r) => r.bullets).join("\n")).not.toMatch(/forget|2015/);
  });

  it("reads 'My last job was ...' and 'I had two jobs: ...' as the jobs they lead into", () => {
    const facts = chat([
      "My last job was accounts officer at Kapa Oil in Nairobi, 2018 to 2023.",
      "Before that I had two jobs: accounts clerk at Naivas in Thika 2015 to 2018, and before that a cashier at Quickmart, 2013 to 2015.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Accounts officer", "Kapa Oil, Nairobi", "2018 – 2023"],
      ["Accounts clerk", "Naivas, Thika", "2015 – 2018"],
      ["Cashier", "Quickmart", "2013 – 2015"],
    ]);
    expect(JSON.stringify(facts.roles)).not.toMatch(/last job|two jobs/i);
  });

  it("replaces a figure with a thousands comma whole", () => {
    const facts = chat([
      "I'm a nurse at Kisii Hospital since 2021.",
      "We have about 3,400 mothers in the clinic. I track 14,500 patients a year.",
      "Samahani, ni 3,100 mothers, sio 3,400.",
      "Correction: the patients are 12,500, not 14,500.",
    ]);
    const told = [...facts.experience, ...facts.roles.flatMap((r) => r.bullets)].join("\n");
    expect(told).toContain("3,100 mothers");
    expect(told).toContain("12,500 patients");
    expect(told).not.toMatch(/3,400|14,500|(?<![\d,])100 mothers|(?<![\d,])500 patients/);
  });
});
