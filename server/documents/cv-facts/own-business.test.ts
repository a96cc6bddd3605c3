import { describe, expect, it } from "vitest";
import { factsFromStatements, nameFromTurns } from "./extract";

function chat(turns: string[]) {
  const all = ["Naitwa Mercy Akinyi Otieno", ...turns];
  return factsFromStatements(all, { ...nameFromTurns(all), clientStatements: all });
}

/**
 * A self-employed client names their business as where they work ("Niko na biashara yangu,
 * X" / "I run my own business, X"), and their trade first in Swahili, then in English ("Mimi ni
 * fundi wa viatu, shoe designer, nataka ..."): the business is the job's employer, the English
 * trade its title, and the wish after it is read as the target.
 */
describe("a client's own business", () => {
  it("is the job held now, titled with the trade the client named in English", () => {
    const facts = chat([
      "Sasa! Mimi ni fundi wa viatu, shoe designer, nataka kazi ya production supervisor",
      "Niko na biashara yangu, Akinyi Leather Works, duka iko Gikomba market Nairobi, tangu 2019.",
      "Before that, 2014 to 2019 I was a machine operator at Bata Shoe Company, Limuru.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Shoe designer", "Akinyi Leather Works", "2019 – Present"],
      ["Machine operator", "Bata Shoe Company", "2014 – 2019"],
    ]);
    expect(facts.roles[0]!.bullets.join("\n")).toContain("Gikomba market Nairobi");
    expect(JSON.stringify(facts.roles)).not.toMatch(/\b(?:duka|iko|biashara|fundi)\b/);
    expect(facts.target).toMatch(/production supervisor/);
  });

  it("reads 'I run my own business' the same way", () => {
    const facts = chat([
      "I'm a baker.",
      "I run my own business, Tamu Bakes, in Kisumu since 2021.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Baker", "Tamu Bakes", "2021 – Present"],
    ]);
  });
});

describe("work for oneself told with its post and dates", () => {
  it("'nilikuwa nafanya jobs zangu kama Self-employed <Post>, <years>': its own job", () => {
    const facts = chat([
      "Nimekuwa na Mabati Rolling Mills tangu 2020 kama Welder.",
      "Kabla ya Mabati nilikuwa nafanya jobs zangu kama Self-employed Welder, 2014 to 2020, Kitengela, gates and grills.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period, r.bullets])).toEqual([
      ["Welder", "Mabati Rolling Mills", "2020 – Present", []],
      ["Welder", "Self-employed", "2014 – 2020", ["Kitengela, gates and grills"]],
    ]);
  });
});
