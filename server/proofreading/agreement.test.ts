import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** The words the agreement check points at, in order. */
const flagged = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "agreement")
    .map((f) => markdown.slice(f.spans[0]?.start, f.spans[0]?.end));

describe("subject-verb agreement", () => {
  it("finds a plural subject with a singular verb, past a place or a short relative clause", () => {
    expect(flagged("- Responsibilities includes stock counts at the Eldoret depot.\n")).toEqual([
      "includes",
    ]);
    expect(flagged("- The field officers was retrained on the new forms in 2022.\n")).toEqual([
      "was",
    ]);
    expect(flagged("- Farmers in Bomet and Kericho rates the extension visits highly.\n")).toEqual([
      "rates",
    ]);
    expect(flagged("- The clerks I train keeps the registry in order.\n")).toEqual(["keeps"]);
    expect(flagged("- Our three depots has passed every KEBS inspection since 2021.\n")).toEqual([
      "has",
    ]);
    expect(flagged("- The minutes of each meeting was filed within a week.\n")).toEqual(["was"]);
  });

  it("finds a pronoun with the wrong form of have or be", () => {
    expect(flagged("Dear Madam,\n\nSince then he have led the unit alone.\n", "letter")).toEqual([
      "have",
    ]);
    expect(flagged("Dear Madam,\n\nLast term they was short of two teachers.\n", "letter")).toEqual(
      ["was"],
    );
  });

  it("finds a third-person verb joined to a sentence whose subject is I", () => {
    const letter =
      "Dear Sir,\n\nI audit the branch accounts in Thika and writes the monthly variance report. I draft the budget and submits it in May.\n";
    expect(flagged(letter, "letter")).toEqual(["writes", "submits"]);
  });

  it("keeps I as the subject past a comma, an opening phrase or a clause word before it", () => {
    const letter =
      "Dear Madam,\n\nI am a registered pharmacist, chair the drugs committee and approves every order. At the clinic in Embu, where I lead six nurses and audits the wards, we cut stock-outs. On weekends I coach netball and runs the club accounts.\n";
    expect(flagged(letter, "letter")).toEqual(["approves", "audits", "runs"]);
    const clean =
      "Dear Madam,\n\nI manage the stores, and the team counts every pallet. I train clerks who keep the registers and checks the files.\n";
    expect(flagged(clean, "letter")).toEqual([]);
  });

  it("finds each of ... with a plural verb and a singular noun with a plural relative verb", () => {
    expect(flagged("- Each of the four clinics are open on Saturdays.\n")).toEqual(["are"]);
    expect(flagged("- Set up a booking line that cut queues and free the nurses.\n")).toEqual([]);
    expect(flagged("- Built a stock tracker that alert the pharmacist before expiry.\n")).toEqual([
      "alert",
    ]);
  });

  it("finds the verb past a phrase after a plural subject, or after a pronoun's clause", () => {
    expect(flagged("- Samples from the border clinic at Malaba arrives twice a day.\n")).toEqual([
      "arrives",
    ]);
    expect(
      flagged("- Meetings with the donor and the county engineer takes place monthly.\n"),
    ).toEqual(["takes"]);
    expect(flagged("- The leave records of all 1,400 staff is updated every Friday.\n")).toEqual([
      "is",
    ]);
    expect(flagged("- Students in Form Three writes one composition a week.\n")).toEqual([
      "writes",
    ]);
    expect(flagged("- Vehicles in the county fleet needs a service every 5,000 km.\n")).toEqual([
      "needs",
    ]);
    const letter = `Dear Sir,

The reconciliations I introduced in Eldoret has since been adopted by two departments. The traders I work with knows the new rules. The crews on my sites completes their work on time.
`;
    expect(flagged(letter, "letter")).toEqual(["has", "knows", "completes"]);
  });

  it("finds every or each with a plural verb", () => {
    expect(
      flagged("- Every nurse on the night shift keep a partograph for each mother.\n"),
    ).toEqual(["keep"]);
    expect(flagged("- Each branch in the region have its own cash limit.\n")).toEqual(["have"]);
  });

  it("finds there is before a number, the number of, and everyone with a plural verb", () => {
    expect(flagged("- There is three vacancies in the Nyeri branch.\n")).toEqual(["is"]);
    expect(flagged("- There was many complaints about the queue.\n")).toEqual(["was"]);
    expect(flagged("- The number of applicants have doubled since 2022.\n")).toEqual(["have"]);
    expect(flagged("- Everyone in the finance team have a laptop.\n")).toEqual(["have"]);
    expect(
      flagged(
        "- There is one nurse. There are three vacancies. The number of applicants has doubled. Everyone in the team has a laptop.\n",
      ),
    ).toEqual([]);
  });

  it("finds a plural noun's relative clause with a singular verb", () => {
    expect(flagged("- Renew medical schemes that covers 9,000 county staff.\n")).toEqual([
      "covers",
    ]);
    expect(flagged("- Sold the bank's loan products, which includes asset finance.\n")).toEqual([
      "includes",
    ]);
    expect(flagged("- Mentored 12 nurses who works in rural dispensaries.\n")).toEqual(["works"]);
  });

  it("finds a pronoun with a verb of the wrong person", () => {
    const letter = `Dear Madam,

I manages a ward of 30 beds. He are the head of the unit, and she manage the stores. I is ready to start.
`;
    expect(flagged(letter, "letter")).toEqual(["manages", "are", "manage", "is"]);
  });

  it("leaves agreeing verbs, modals, time phrases and clause-wide which alone", () => {
    const clean = `## Experience

### Nurse, Tenwek Hospital (2019 - present)

- Every nurse must keep a partograph.
- Every month the ward clerks file the returns.
- Each year the interns rotate through four wards.
- Samples from Malaba and Busia arrive twice a day.
- Meetings with the board take place monthly.
- The team reports to the matron and records every admission.
- Cut costs by 20%, which saves the hospital KES 2 million a year.
- Reduced delays in payments, which was the board's main concern.
- One of the products that includes insurance is the Jijenge loan.
- Keep a list of suppliers that includes every approved vendor.
- Schemes that cover county staff grew by 30%.
- Visits to the wards are logged on the HMIS.
- Nurses who work nights get an allowance.
- Should he manage the ward, I will support him.
- I saw her manage the theatre list alone.
- The officers I train keep the registry in order.
- The new password signs in and the old one gets a refusal.
- Every chat answer carries its id; every chat lead, newest first.
- Each could do the work; typos of "my name is" are common.
- Each officer's files are audited. There is 24 hour security at the gate.
`;
    expect(flagged(clean)).toEqual([]);
  });

  it("leaves correct British usage alone: collective nouns, names, -ics and compound subjects", () => {
    const clean = `## Experience

### Accountant, Nyeri Water (2018 - present)

- The finance team were praised by the auditors in 2023.
- The board meet every quarter to approve the budget.
- Moses has led the night shift since 2020.
- Gladys was my supervisor; Dorcas has since retired.
- Collins and Evans were my supervisors.
- Economics is the subject I taught at Othaya Boys.
- Sales records show a 12% rise in 2023.
- The staff records were moved to HRMIS.
- Our operations manager has signed off every audit.
- If I were given the post, I would start in January.
- Did she have the keys? Yes, and she has them now.
- Human Resources is where I started in 2016.
- The clerks I train keep the registry in order.
- I manage the budget and reports for the board.
- Filing monthly returns is part of the role.
- Staff, clients, suppliers) was the order of the list.
`;
    expect(flagged(clean)).toEqual([]);
  });
});
