import { describe, expect, it } from "vitest";
import { missingFacts } from "../../../contract/missing-facts";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";

/** Facts as the chat gives them: the client's turns, with the name they gave. */
function chat(turns: string[]) {
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  return { facts, markdown: writeOfflineCv(facts) };
}

const jobs = (facts: ReturnType<typeof chat>["facts"]) =>
  facts.roles.map((r) => [r.title, r.employer, r.period]);

const info = {
  name: "Lucy Wangari",
  email: "lucy@example.com",
  phone: "0712 000 111",
  address: "",
};

/**
 * "Moved to X", "joined X", "was transferred to X" with no title: when X is an employer, the
 * client changed jobs, not house. The job is on the CV; a title the client gave elsewhere heads
 * it, and when none was given the consultant is asked for it in the list of missing facts,
 * never with a placeholder in the CV's text.
 */
describe("a move to an employer is a job", () => {
  it("'In 2019 I moved to Safaricom' after a dated job: a job of its own since 2019", () => {
    const { facts, markdown } = chat([
      "My name is Lucy Wangari",
      "I was a teller at KCB from 2014 to 2018. In 2019 I moved to Safaricom.",
    ]);
    expect(jobs(facts)).toEqual([
      ["", "Safaricom", "2019 – Present"],
      ["Teller", "KCB", "2014 – 2018"],
    ]);
    const experience = markdown.slice(markdown.indexOf("## Work"), markdown.indexOf("## Key"));
    expect(experience).not.toContain("[");
    expect(missingFacts(markdown, info)).toContain("Job title at Safaricom");
  });

  it("'joined X in 2016' takes the title the client gave with no employer", () => {
    const { facts, markdown } = chat([
      "My name is Lucy Wangari",
      "I'm a procurement officer. I joined Kisumu County Government in 2017.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Procurement officer", "Kisumu County Government", "2017 – Present"],
    ]);
    expect(missingFacts(markdown, info)).not.toContain("Job title at Kisumu County Government");
  });

  it("'was transferred to' a hospital, 'switched to' a bank: jobs", () => {
    const { facts } = chat([
      "My name is Lucy Wangari",
      "I was a nurse at Kakamega County Hospital from 2012 to 2019. I was transferred to Kisumu County Referral Hospital in 2020.",
    ]);
    expect(facts.roles.map((r) => [r.employer, r.period])).toEqual([
      ["Kisumu County Referral Hospital", "2020 – Present"],
      ["Kakamega County Hospital", "2012 – 2019"],
    ]);
  });

  it("'I work at X as Y': the title after the employer is the job's", () => {
    const { facts } = chat(["My name is Lucy Wangari", "I work at Naivas as a cashier."]);
    expect(jobs(facts)).toEqual([["Cashier", "Naivas", ""]]);
  });

  it.each([
    "In 2019 I moved to Nairobi for family reasons.",
    "I moved to Dubai in 2015.",
    "I joined Moi University in 2012 for a BCom.",
  ])("a move to a place or a university is no job: %s", (told) => {
    const { facts } = chat(["My name is Lucy Wangari", told]);
    expect(facts.roles).toEqual([]);
    expect(facts.experience).toEqual([]);
  });
});
