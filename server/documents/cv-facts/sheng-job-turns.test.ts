import { describe, expect, it } from "vitest";
import { factsFromStatements, nameFromTurns } from "./extract";

function chat(turns: string[]) {
  const all = ["Naitwa Faith Wanjiku Njoroge", ...turns];
  return factsFromStatements(all, { ...nameFromTurns(all), clientStatements: all });
}

/**
 * Jobs a client tells turn by turn in Swahili or Sheng: "Sasa hivi mimi ni ..." (right now I
 * am), "Kabla ya X, nilikuwa ..." and "Kabla, 2015 mpaka 2017 nilikuwa ..." (before), "Na
 * before hiyo" (and before that), "nadrive na X" (I drive with X), "rider wa parcel delivery"
 * (a parcel delivery rider), "kwa seafood section" (in the seafood section). Each is its own
 * entry with its title, employer and dates; a start said again ("X nilianza 2020") redates X.
 */
describe("jobs told over Swahili and Sheng turns", () => {
  it("gives each job its own entry", () => {
    const facts = chat([
      "Sasa hivi mimi ni Head Waiter at Sarova Stanley, tangu 2021.",
      "Kabla ya Sarova, nilikuwa Room Service Attendant at Serena Hotel Nairobi, 2017 hadi 2021, kwa banqueting section.",
      "Kabla, 2015 mpaka 2017 nilikuwa rider wa parcel delivery na Sendy, Westlands.",
      "Na before hiyo, 2012 to 2014 nilikuwa conductor wa Super Metro, route ya Thika.",
      "Pole, Sarova nilianza 2020, sio 2021.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Head Waiter", "Sarova Stanley", "2020 – Present"],
      ["Room Service Attendant", "Serena Hotel Nairobi", "2017 – 2021"],
      ["Parcel delivery rider", "Sendy", "2015 – 2017"],
      ["Conductor", "Super Metro", "2012 – 2014"],
    ]);
    expect(facts.roles[1]!.bullets.join("\n")).toContain("banqueting section");
    expect(JSON.stringify(facts.roles)).not.toMatch(/\b(?:Kabla|nilikuwa|mimi|hiyo|Sasa)\b/);
  });

  it("reads 'nadrive na X' as driving for X since the date told", () => {
    const facts = chat([
      "Mimi ni driver.",
      "Saa hii nadrive na Bolt Food, tangu 2023, Nairobi CBD.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Driver", "Bolt Food", "2023 – Present"],
    ]);
  });
});
