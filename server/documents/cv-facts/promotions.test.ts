import { describe, expect, it } from "vitest";
import { parseMarkdown, plainText } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";

/** Facts as the chat gives them: the client's turns, with the name they gave. */
function chat(turns: string[]) {
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  return { facts, markdown: writeOfflineCv(facts) };
}

/** The Work Experience entries as the reader sees them: each ### heading with what is under it. */
function entries(markdown: string): string[] {
  const found: string[][] = [];
  let inExperience = false;
  for (const block of parseMarkdown(markdown)) {
    if (block.kind === "heading" && block.level <= 2)
      inExperience = /experience/i.test(plainText(block.runs));
    else if (inExperience && block.kind === "heading") found.push([plainText(block.runs)]);
    else if (inExperience && block.kind === "list")
      found.at(-1)?.push(...block.items.map(plainText));
    else if (inExperience && block.kind === "paragraph") found.at(-1)?.push(plainText(block.runs));
  }
  return found.map((lines) => lines.join("\n"));
}

/**
 * Promotions at one employer: one Work Experience entry headed by the post held now, with the
 * time at the employer, and every earlier post with the year it began, as a CV shows a career
 * inside one organisation.
 */
describe("promotions at one employer", () => {
  it("joined as one post, promoted with a year, 'now' another: one entry, three posts", () => {
    const { facts, markdown } = chat([
      "My name is Peter Ndirangu",
      "I joined KenGen as a graduate trainee in 2014, promoted to engineer in 2017, now senior engineer.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Senior Engineer", "KenGen", "2014 – Present"],
    ]);
    expect(facts.currentRole).toBe("Senior Engineer");
    const [entry, ...others] = entries(markdown);
    expect(others).toEqual([]);
    expect(entry).toContain("Promoted to Engineer in 2017");
    expect(entry).toContain("Joined as Graduate Trainee in 2014");
  });

  it("the posts told in sentences of their own, the last 'there'", () => {
    const { facts, markdown } = chat([
      "My name is Alice Wairimu",
      "I started at Co-op Bank as a teller in 2012. In 2016 I was promoted to customer service officer and since 2020 I am the branch operations manager there.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Branch Operations Manager", "Co-op Bank", "2012 – Present"],
    ]);
    const [entry, ...others] = entries(markdown);
    expect(others).toEqual([]);
    expect(entry).toContain("Promoted to Branch Operations Manager in 2020");
    expect(entry).toContain("Promoted to Customer Service Officer in 2016");
    expect(entry).toContain("Joined as Teller in 2012");
  });

  it("'began as' then 'was promoted to' with no employer: the job told before them", () => {
    const { facts, markdown } = chat([
      "My name is Samuel Kiprop",
      "I have worked at Kenya Pipeline since 2011. I began as an accounts clerk and was promoted to accountant in 2015. I'm now a senior accountant.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Senior Accountant", "Kenya Pipeline", "2011 – Present"],
    ]);
    const [entry] = entries(markdown);
    expect(entry).toContain("Promoted to Accountant in 2015");
    expect(entry).toContain("Joined as Accounts Clerk in 2011");
  });

  it("a promotion inside a past job stays with that job; the next job is its own", () => {
    const { facts, markdown } = chat([
      "My name is Ruth Moraa",
      "I was a nurse at Aga Khan Hospital Kisumu from 2010 to 2016, rising to ward manager in 2014. Now I'm at KNH as a nursing officer since 2017.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Nursing officer", "KNH", "2017 – Present"],
      ["Ward Manager", "Aga Khan Hospital Kisumu", "2010 – 2016"],
    ]);
    expect(entries(markdown)[1]).toContain("Promoted to Ward Manager in 2014");
  });

  it("'promoted' of a product is no post", () => {
    const { facts } = chat([
      "My name is Kevin Otieno",
      "I was a sales executive at Bidco from 2015 to 2019 and promoted the Golden Fry brand in 40 outlets.",
    ]);
    expect(facts.roles.map((r) => r.title)).toEqual(["Sales executive"]);
  });
});

/** Promotions told in Sheng or Swahili: "wakanipromote", "nikapandishwa cheo", a bare year. */
describe("a promotion told in Sheng or Swahili", () => {
  it.each([
    "Nilijiunga na Kenya Power in 2016 as a graduate engineer, then 2020 walinipromote to electrical engineer, na 2024 nikapandishwa cheo kuwa senior engineer.",
    "I joined Kenya Power in 2016 as a graduate engineer, then 2020 wakanipromote to electrical engineer, and in 2024 nilipata promotion to senior engineer.",
  ])("each post is read at the one employer: %s", (told) => {
    const { facts } = chat(["My name is Achieng Odhiambo", told]);
    expect(facts.roles).toHaveLength(1);
    const [role] = facts.roles;
    expect([role!.title, role!.employer, role!.period]).toEqual([
      "Senior Engineer",
      "Kenya Power",
      "2016 – Present",
    ]);
    expect(role!.bullets).toEqual([
      "Promoted to Senior Engineer in 2024",
      "Promoted to Electrical Engineer in 2020",
      "Joined as Graduate Engineer in 2016",
    ]);
  });
});

describe("posts at one employer told the Swahili way", () => {
  it("'since <year> mimi ni <Post>' after a promotion is the post held now", () => {
    const { facts, markdown } = chat([
      "My name is Peter Ndirangu",
      "I joined Kenya Power in 2012 as Meter Reader. In 2016 I was promoted to Revenue Officer, and since 2021 mimi ni Revenue Manager.",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Revenue Manager", "Kenya Power", "2012 – Present"],
    ]);
    expect(markdown).toContain("Promoted to Revenue Manager in 2021");
    expect(markdown).not.toMatch(/mimi|\bni\b/);
  });

  it("a promoted post that names the unit it runs is the title; the unit stays on its line", () => {
    const { facts, markdown } = chat([
      "My name is Peter Ndirangu",
      "In 2018 I joined Thika Level 5 Hospital as Nursing Officer, and 2022 I was promoted to Nursing Officer In-Charge wa Renal Dialysis Unit (RDU).",
    ]);
    expect(facts.roles.map((r) => r.title)).toEqual(["Nursing Officer In-Charge"]);
    expect(markdown).toContain(
      "Promoted to Nursing Officer In-Charge of Renal Dialysis Unit (RDU) in 2022",
    );
  });

  it("an instructor's first post is a post, not a duty", () => {
    const { markdown } = chat([
      "My name is Peter Ndirangu",
      "I have worked at Eldoret National Polytechnic since 2013. I started as Welding Instructor. In 2019 I was promoted to Head of Department.",
    ]);
    expect(markdown).toContain("Joined as Welding Instructor in 2013");
  });
});
