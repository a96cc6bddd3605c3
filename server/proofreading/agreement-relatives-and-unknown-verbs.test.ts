import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

/** The agreement suggestions as [flagged text, what Apply writes]. */
async function agreement(text: string): Promise<string[][]> {
  const { suggestions } = await proofread(text, "cv");
  return suggestions
    .filter((s) => s.rule === "agreement")
    .map((s) => [text.slice(s.spans[0]?.start, s.spans[0]?.end), s.fix?.text ?? ""]);
}

describe("a plural subject past a bare relative clause, whatever its verb", () => {
  it.each([
    ["Most of the graduates I meet struggles with the same three things.", "struggles", "struggle"],
    ["The reports we file shows the losses of each branch.", "shows", "show"],
    ["Many of our clients we visit borrows from two lenders.", "borrows", "borrow"],
  ])("%s", async (text, word, fix) => {
    expect(await agreement(text)).toEqual([[word, fix]]);
  });

  it.each([
    "Most of the graduates I meet struggle with the same three things.",
    "Most of the work is done by the night shift.",
    "The clerks I train file the returns on time.",
  ])("leaves %s alone", async (text) => {
    expect(await agreement(text)).toEqual([]);
  });
});

describe("a relative clause after a plural noun, with a verb the checks do not list", () => {
  it.each([
    ["- Lead six geologists who models the ore body in Leapfrog.", "models", "model"],
    ["Employers who wants to avoid costly cases call us first.", "wants", "want"],
    ["- Advise two tea estates, whose leases expires in 2030, on renewal.", "expires", "expire"],
  ])("%s", async (text, word, fix) => {
    expect(await agreement(text)).toEqual([[word, fix]]);
  });

  it.each([
    "- Lead six geologists who model the ore body in Leapfrog.",
    "- Train officers who handle cases in Kisumu.",
    "- Advise two tea estates whose leases expire in 2030.",
  ])("leaves %s alone", async (text) => {
    expect(await agreement(text)).toEqual([]);
  });
});

describe("a singular noun after 'whose' with a verb's base", () => {
  it.each([
    ["- Lend to traders whose income rise after each harvest.", "rise", "rises"],
    ["- Review every client whose borrowing exceed KSh 10 million.", "exceed", "exceeds"],
  ])("%s", async (text, word, fix) => {
    expect(await agreement(text)).toEqual([[word, fix]]);
  });

  it.each([
    "- Support farmers whose income support programme ended.",
    "- Lend to traders whose income rises after each harvest.",
  ])("leaves %s alone", async (text) => {
    expect(await agreement(text)).toEqual([]);
  });
});

describe("', which' after a singular noun with were, are or have", () => {
  it.each([
    ["- Led the bid for the Diamond Mark, which were granted in 2024.", "were", "was"],
    ["- Treasurer of the students' association, which have 600 members.", "have", "has"],
  ])("%s", async (text, word, fix) => {
    expect(await agreement(text)).toEqual([[word, fix]]);
  });

  it.each([
    "- Ran the ward and the theatre, which were both full.",
    "- Cleaned the survey data, which were then shared with KNBS.",
    "- Audited the branches, which were in Nakuru and Naivasha.",
  ])("leaves %s alone", async (text) => {
    expect(await agreement(text)).toEqual([]);
  });
});

describe("a singular head before a phrase, with a verb of contents", () => {
  it.each([
    ["My portfolio of 260 clients include butcheries and hardware shops.", "include", "includes"],
    ["The list of approved suppliers contain 40 firms.", "contain", "contains"],
  ])("%s", async (text, word, fix) => {
    expect(await agreement(text)).toEqual([[word, fix]]);
  });

  it.each([
    "The majority of clients include traders from Gikomba.",
    "My duties in the clinics include triage and referrals.",
  ])("leaves %s alone", async (text) => {
    expect(await agreement(text)).toEqual([]);
  });
});
