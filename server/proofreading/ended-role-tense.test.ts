import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each tense finding as [flagged word, what Apply writes]. */
const tense = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "tense")
    .map((f) => [markdown.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("present openers in a role that has ended", () => {
  it("reads a role of months in one past year, or a single past year, as ended", () => {
    const cv = `### Data Intern, Safaricom (June - September 2023)

- Write SQL reports on churn for the retail team.

### Volunteer Tutor, Kibera Reads (2021)

- Coach 20 pupils in reading every Saturday.
`;
    expect(tense(cv)).toEqual([
      ["Write", "Wrote"],
      ["Coach", "Coached"],
    ]);
  });

  it("knows the trade verbs a technician, a police officer or a secretary opens with", () => {
    const cv = `### Electrical Technician, Rift Valley Water (2015 - 2020)

- Wire the pump house and the staff quarters to the new meter.
- Carry out monthly checks on 14 borehole pumps.

### Inspector, National Police Service (2008 - 2015)

- Command the traffic unit at Nakuru Central, with 60 officers.

### Secretary, Moi Girls Eldoret (2004 - 2008)

- Type the board minutes and filed the circulars.
`;
    expect(tense(cv)).toEqual([
      ["Wire", "Wired"],
      ["Carry", "Carried"],
      ["Command", "Commanded"],
      ["Type", "Typed"],
    ]);
  });

  it("leaves a role that is current, or a noun opening a bullet, alone", () => {
    const cv = `### Electrician, Kenya Power (2020 - present)

- Wire new connections in Kitengela.

### Clerk, Kitui County (2012 - 2016)

- Type of work: records, filing and payroll.
- Command centre duty officer for the 2013 elections.
`;
    expect(tense(cv)).toEqual([]);
  });
});

describe("a present verb in a sentence set in the past", () => {
  it.each([
    [
      "Last year I trained 40 clerks on IFMIS and prepare the county's first e-procurement plan.",
      "prepare",
      "prepared",
    ],
    [
      "In Mombasa in 2021 I audited the port's fuel contracts and review the payment files.",
      "review",
      "reviewed",
    ],
    ["At Kericho I lead the tea census of 2018 across six sub-counties.", "lead", "led"],
    ["We manage the school feeding programme in 2019 with WFP.", "manage", "managed"],
  ])("%s", (text, word, fix) => {
    expect(tense(text, "letter")).toEqual([[word, fix]]);
  });

  it("leaves a present duty beside a past one, and a past year in a clause of its own, alone", () => {
    for (const text of [
      "I joined the county in 2019 and now manage its fleet of 40 vehicles.",
      "I lead the team that won the 2019 award for service.",
      "I manage the 2024 budget and the team that wrote it.",
      "Since 2019 I manage the county's payroll.",
      "I trained as a nurse and work at Kisii Referral Hospital.",
      "I run the ICT unit, where I moved 12 systems onto the cloud and keep the network up.",
    ])
      expect(tense(text, "letter")).toEqual([]);
  });
});
