import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const facts = (turns: string[]) => factsFromStatements(turns, { clientStatements: turns });
const experience = (turns: string[]) =>
  writeOfflineCv(facts(turns)).split("## Work Experience")[1]?.split(/\n## /)[0] ?? "";
/** The Work Experience entries, each its ### heading with what follows it. */
const entries = (turns: string[]) =>
  experience(turns)
    .split(/\n(?=### )/)
    .slice(1);
const holding = (turns: string[], ...words: string[]) =>
  entries(turns).filter((e) => words.every((w) => e.includes(w)));

describe("the posts of one employer told in one breath", () => {
  it("ends the job in the year the client left it", () => {
    const turns = [
      "I joined Kenya Pipeline Company in 2012 as Records Clerk, was promoted to Office Manager in 2016, and left in 2021.",
    ];
    const [role] = facts(turns).roles;
    expect(role?.period).toBe("2012 – 2021");
    expect(holding(turns, "Office Manager", "Records Clerk", "Kenya Pipeline")).toHaveLength(1);
  });

  it("keeps a post that names whom it serves", () => {
    const turns = [
      "I joined Bamburi Cement in 2015 as Receptionist, was promoted to Executive Secretary to the Managing Director in 2019, and left in 2022.",
    ];
    const [role] = facts(turns).roles;
    expect(role?.title).toBe("Executive Secretary");
    expect(experience(turns)).toContain("to the Managing Director");
  });

  it("reads 'first as ... and then ...' under an employer and its years", () => {
    const turns = [
      "I am a loans manager at Stima Sacco since 2020.",
      "Before Stima I was at Family Bank, 2014 to 2020, first as a Teller and then a Loans Officer at the Embu branch.",
    ];
    expect(holding(turns, "Loans Officer", "Family Bank")).toHaveLength(1);
    expect(holding(turns, "Teller", "Family Bank")).toHaveLength(1);
    expect(holding(turns, "Family Bank", "Stima")).toHaveLength(0);
    expect(experience(turns)).toContain("Embu branch");
    expect(experience(turns)).not.toMatch(/^### the Embu/m);
  });

  it("drops the passing mention of a job told again in full", () => {
    const turns = [
      "Hello, I'm a head chef at Tamarind and I want a CV.",
      "I joined Tamarind Group in 2016 as a Cook, and in 2020 I was promoted to Head Chef.",
    ];
    expect(holding(turns, "Head Chef")).toHaveLength(1);
  });

  it("reads a job opened by a label of when it was", () => {
    const turns = [
      "My last permanent job: I joined Nairobi Hospital in 2013 as Ward Clerk and left in 2019.",
    ];
    expect(facts(turns).roles[0]).toMatchObject({
      employer: "Nairobi Hospital",
      period: "2013 – 2019",
    });
  });

  it("files what was done 'there' under the job told last, not the current one", () => {
    const turns = [
      "Since 2024 I have been a driver for Bolt.",
      "Before that I was a Storekeeper at Mumias Sugar from 2015 to 2023.",
      "There I kept the stock cards and cut losses by 12%.",
    ];
    expect(holding(turns, "Mumias Sugar", "stock cards")).toHaveLength(1);
  });

  it("reads the employer told after what kind of employer it is", () => {
    const turns = [
      "Since 2022 I have been a part-time Accountant for a small hardware shop, Baraka Hardware.",
    ];
    expect(facts(turns).roles[0]).toMatchObject({ employer: "Baraka Hardware" });
  });

  it("reads Swahili moves to a new employer", () => {
    const turns = [
      "Nilianza kama Shop Assistant kwa Naivas Supermarket, 2015 mpaka 2018.",
      "2018 nikahamia Carrefour as a Cashier, na 2022 wakanipandisha kuwa Supervisor.",
    ];
    expect(holding(turns, "Shop Assistant", "Naivas")).toHaveLength(1);
    expect(holding(turns, "Supervisor", "Carrefour")).toHaveLength(1);
    expect(holding(turns, "Carrefour", "Naivas")).toHaveLength(0);
    expect(experience(turns)).not.toMatch(/nikahamia|kwa Naivas/);
  });
});
