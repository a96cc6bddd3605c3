import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each finding on a verb joined by "and" as [flagged word, what Apply writes]. */
const joined = (markdown: string) =>
  checkStyle(markdown, "cv")
    .filter((f) => f.rule === "agreement" || f.rule === "tense")
    .map((f) => [markdown.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("verbs a bullet joins with 'and' take the form of its first verb", () => {
  it("knows the verbs of payroll and admissions duties", () => {
    const cv = `## Experience

- Remit PAYE for 90 staff and files the returns on iTax.
- Triaged walk-in clients and admit the urgent ones to the ward.
- Prepare the payroll and remits the statutory deductions monthly.
`;
    expect(joined(cv)).toEqual([
      ["files", "file"],
      ["remits", "remit"],
      ["admit", "admitted"],
    ]);
  });

  it("matches the person of a present bullet's first verb", () => {
    const cv = `## Experience

- Plans and execute radio campaigns for county clients.
- Trains and supervise 12 loan officers in Bungoma.
- Prepares budgets for the three wards and monitor spending each month.
- Inspect the cold rooms at the depot and escalates faults to the supplier.
- Chair the credit committee, and sets the lending limits with the CEO.
- Certify payment vouchers on IFMIS and forwards them to the county treasury.
`;
    expect(joined(cv)).toEqual([
      ["execute", "executes"],
      ["supervise", "supervises"],
      ["monitor", "monitors"],
      ["escalates", "escalate"],
      ["sets", "set"],
      ["forwards", "forward"],
    ]);
  });

  it("keeps a past bullet's joined verb in the past past a plural noun", () => {
    const cv = `## Experience

- Filed VAT returns and assist traders at the Kisumu counter.
- Prepared board papers and present them to the trustees.
- Audited 40 SACCOs, review their loan books and reported to SASRA.
- Delivered 300 babies and assist in theatre twice a week.
`;
    expect(joined(cv)).toEqual([
      ["assist", "assisted"],
      ["present", "presented"],
      ["review", "reviewed"],
      ["assist", "assisted"],
    ]);
  });

  it("leaves agreeing verbs, nouns after 'and' and verbs of another subject alone", () => {
    const clean = `## Experience

- Plans and executes radio campaigns for county clients.
- Helped farmers plan and execute their irrigation schedules.
- Manage orders and transfers between the two branches.
- Prepare the budgets and reports for the board.
- Supervise clerks and records officers at the registry.
- Trained the nurses who plan and run the outreach clinics.
- Reports to the finance manager and supervises three clerks.
- Reviews the stores ledger and the issues register every week.
- Handled cash, cheques, transfers and deposits for 400 clients.
- Managed budgets, plans and reports for the county.
`;
    expect(joined(clean)).toEqual([]);
  });
});
