import { describe, expect, it } from "vitest";
import { factsFromForm } from "../cvs";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";
import { factsFromUploadText } from "./from-upload";

/** Facts as the chat gives them: the client's turns, with the name they gave. */
function chat(turns: string[]) {
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  return { facts, markdown: writeOfflineCv(facts) };
}

const jobs = (facts: ReturnType<typeof chat>["facts"]) =>
  facts.roles.map((r) => [r.title, r.employer, r.period]);

/**
 * Clients type employers in lower case or by their initials ("worked at equity bank", "kplc",
 * "knh"). The CV writes each as a name: capitals on every word, a known Kenyan abbreviation in
 * its capitals, and the small words of a name ("of", "and") small.
 */
describe("employers typed in lower case", () => {
  it.each([
    ["I worked at equity bank as a teller from 2016 to 2019", "Equity Bank"],
    ["I'm a clerk at kplc since 2019", "KPLC"],
    ["I was a theatre nurse at knh from 2012 to 2018", "KNH"],
    ["I work with kenya power as a meter reader since 2021", "Kenya Power"],
    [
      "I was a records officer at moi teaching and referral hospital from 2014 to 2017",
      "Moi Teaching and Referral Hospital",
    ],
    [
      "I have been an accountant at nakuru county government since 2020",
      "Nakuru County Government",
    ],
    ["I was a storekeeper at mama wanjiku hardware from 2010 to 2013", "Mama Wanjiku Hardware"],
    ["I am a field officer at ktda since 2018", "KTDA"],
    ["I am a sales agent with kengen since 2022", "KenGen"],
  ])("%s", (told, employer) => {
    const { facts } = chat(["My name is Lucy Wangari", told]);
    expect(facts.roles.map((r) => r.employer)).toEqual([employer]);
  });

  it("a Swahili job with its employer in lower case", () => {
    const { facts } = chat([
      "Naitwa Lucy Wangari",
      "nimefanya kazi kama mhasibu equity bank miaka mitano",
    ]);
    expect(jobs(facts)).toEqual([["Accountant", "Equity Bank", ""]]);
  });

  it("the manual form's company and an upload's job line get the same capitals", () => {
    const upload = factsFromUploadText(
      "JANE MUTHONI\njane.muthoni@gmail.com\n\nWORK EXPERIENCE\nCashier, naivas supermarket, 2015 - 2019",
    );
    expect(upload.roles.map((r) => r.employer)).toEqual(["Naivas Supermarket"]);
    const form = factsFromForm({
      firstName: "Jane",
      lastName: "Muthoni",
      email: "jane.muthoni@gmail.com",
      currentRole: "Cashier",
      experience: "4",
      industry: "Retail",
      careerGoal: "Seeking a supervisor role in retail",
      company: "quickmart supermarkets",
      serviceType: "CV Writing",
    });
    expect(writeOfflineCv(form)).toContain("### Cashier, Quickmart Supermarkets");
  });

  it.each([
    "I worked at a private hospital as a nurse from 2015 to 2019",
    "I work at home as a tailor",
    "I worked at the front desk as a receptionist for 2 years",
    "I need a CV for nursing jobs in Nairobi",
  ])("a place that names no employer stays as it was: %s", (told) => {
    const { markdown } = chat(["My name is Lucy Wangari", told]);
    expect(markdown).not.toMatch(/Private Hospital|Home|Front Desk|Nursing Jobs/);
  });

  it.each([
    "Natafuta kazi ya stores manager kwa supermarket au hospital, popote.",
    "I want a cashier job at a bank ama hotel in Nakuru.",
  ])("a choice of kinds of employer in a wish is no name: %s", (told) => {
    const { markdown } = chat(["My name is Peter Kamau Njoroge", told]);
    expect(markdown).not.toMatch(/\b(?:Or|Au|Ama)\b/);
    expect(markdown).not.toMatch(/(?:Supermarket|Bank) (?:or|Or) (?:Hospital|Hotel)/);
  });
});
