import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";
import { factsFromUploadText } from "./from-upload";

function chat(turns: string[]) {
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  return { facts, markdown: writeOfflineCv(facts) };
}

const section = (markdown: string, heading: string) =>
  markdown.split(`## ${heading}`)[1]?.split("\n## ")[0]?.trim() ?? "";

/**
 * Referees the client names are facts of the CV: each under Referees with the post, employer
 * and phone given, never read as the client's own job or contacts. With none named, the CV
 * says "Available on request."
 */
describe("referees", () => {
  it("a chat's 'Referees:' line lists each referee and none of it becomes a job", () => {
    const { facts, markdown } = chat([
      "My name is Grace Wanjiru",
      "I'm an accounts assistant at Bidco Africa since 2019.",
      "Referees: Mr John Kamau, Finance Manager, Bidco Africa, 0722 111 222; Dr Alice Njoroge, Lecturer, Kenyatta University, 0733 444 555.",
    ]);
    expect(section(markdown, "Referees")).toBe(
      "- Mr John Kamau, Finance Manager, Bidco Africa, 0722 111 222\n- Dr Alice Njoroge, Lecturer, Kenyatta University, 0733 444 555",
    );
    expect(facts.roles.map((r) => r.title)).toEqual(["Accounts assistant"]);
  });

  it("'my referee is ...' in a sentence", () => {
    const { markdown } = chat([
      "My name is Otieno Juma",
      "My referee is Eng. Peter Mwangi, Chief Engineer at KenGen, 0711 222 333.",
    ]);
    expect(section(markdown, "Referees")).toBe(
      "- Eng. Peter Mwangi, Chief Engineer at KenGen, 0711 222 333",
    );
  });

  it("an uploaded CV's referees, one per block of lines", () => {
    const facts = factsFromUploadText(`JANE AKINYI
jane.akinyi@gmail.com | 0700 123 456

WORK EXPERIENCE
Cashier, Naivas Supermarket, 2018 - 2022

REFEREES
Mr. Tom Ouma
Branch Manager, Naivas Supermarket
Tel: 0722 000 111

Mrs. Rose Atieno
Teacher, Kisumu Girls High School
Tel: 0733 000 222
`);
    expect(facts.referees).toEqual([
      "Mr. Tom Ouma, Branch Manager, Naivas Supermarket, Tel: 0722 000 111",
      "Mrs. Rose Atieno, Teacher, Kisumu Girls High School, Tel: 0733 000 222",
    ]);
    expect(facts.phone).toBe("0700 123 456");
  });

  it("no referee named: available on request", () => {
    const { markdown } = chat(["My name is Otieno Juma", "I'm a driver at KBS since 2015."]);
    expect(section(markdown, "Referees")).toBe("Available on request.");
  });
});
