import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

const tense = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "tense")
    .map((f) => markdown.slice(f.spans[0]?.start, f.spans[0]?.end));

describe("tense within a role", () => {
  it("asks for the past in an ended role for any CV action verb opening a bullet", () => {
    const cv = `### Technician, Kenya Power, Kitale (2015 - 2018)

- Install prepaid meters in Kitale and Kapenguria.
- Calibrate the substation relays every month.
- Sterilise the field kits after each outage.
- Repaired 300 faults a year.
- Service delivery improved after the 2017 audit.
- Survey data was shared with KPLC.
`;
    expect(tense(cv)).toEqual(["Install", "Calibrate", "Sterilise"]);
  });

  it("reads the role's dates from the line under its heading", () => {
    const cv = `### Accountant, KCB, Nyeri
*January 2015 - March 2019*

- Manage a team of five.
- Prepared the monthly accounts.

### Senior Accountant, KCB, Nairobi
April 2019 - present

- Lead the finance team.
`;
    expect(tense(cv)).toEqual(["Manage"]);
  });

  it("asks for the present for an ongoing duty in the current role among present bullets", () => {
    const cv = `### Nurse, Embu Level 5 Hospital (2021 - present)

- Triage patients in the casualty ward.
- Currently supervised four student nurses.
- Submitted the ward returns every month.
- Won the county's nurse of the year award in 2023.
- Trained 30 volunteers every quarter in 2022.
- Passed every infection-control audit.
- Check the crash cart every shift.
`;
    expect(tense(cv)).toEqual(["supervised", "Submitted"]);
  });

  it("asks for the past after a past time in a letter, but not after a present one", () => {
    const letter = `Dear Sir,

Last year I manage the move of 2,000 files to the new registry. Before Equity I teach
accounting at Kiriri. In 2019 the county auditor reviews all my returns without a query.
In 2020 I joined KRA, where I now review objections. Since 2021 I manage a team of six.
Last year the team I lead won the county award. In 2022 the Ministry of Lands records showed a rise.
`;
    expect(tense(letter, "letter")).toEqual(["manage", "teach", "reviews"]);
  });

  it("asks for the past for a verb joined by and to a past verb in the same bullet", () => {
    const cv = `### Clerk, Kisii Town Council (2014 - 2018)

- Opened bids with the tender committee and records the minutes.
- Upgraded the email servers and reduce downtime to an hour a month.
- Lodged entries on the Simba system and follow up on releases.
- Issued receipts to traders and bank the day's takings.
- Trained clerks who manage and supervise the registry.
- Issued receipts and bank statements to traders.
- Set up a help desk and manage it with two interns.
- Checked cube results with the Materials Testing and Research Division.

### Clerk, Nyamira County (2018 - present)

- Reconciled the ledgers and prepare the monthly report.
`;
    expect(tense(cv)).toEqual(["records", "reduce", "follow", "bank", "prepare"]);
  });

  it("asks for the past after a time that is over, past a fronted place", () => {
    const letter = `Dear Madam,

Before that, at Kibos Sugar, I keep personnel files for 850 workers.
During my attachment at the Kenya Revenue Authority I help taxpayers file returns.
Previously I manage the stores at Voi.
Before that I worked at Kiriri, where I now teach. During my current attachment I support the
audit team. Earlier this year I joined KRA, and today I review objections.
`;
    expect(tense(letter, "letter")).toEqual(["keep", "help", "manage"]);
  });
});

describe("a present verb after a time that is over and a place without a comma", () => {
  it("finds the subject past the place's last word", () => {
    const letter = `Dear Sir,

During my internship at the Nyeri County ICT office I configure the network switches.
Last year the clinics I support grew by a third.
`;
    expect(tense(letter, "letter")).toEqual(["configure"]);
  });
});
