import { describe, expect, it } from "vitest";
import { converse } from "../../tests/support/offline-conversation";
import { extractGoal, extractRole, extractYearsExperience } from "./extract/details";

/**
 * After the hand-over is offered the assistant asks optional questions that help the
 * consultant prepare. Visitors answer them the way they talk: the years at the end of the role
 * ("..., 8 years now"), the role they want as "I want a ... role", or a paragraph about their
 * papers that fills none of the questions. None of that is a failed answer.
 */
describe("years told after the role", () => {
  it.each([
    ["I'm a lab technician at Aga Khan Hospital, 8 years now", "8 years"],
    ["Accounts assistant at a SACCO in Nyeri, four years so far", "4 years"],
    ["teacher with TSC, 12 years to date", "12 years"],
  ])("reads %j", (text, years) => {
    expect(extractYearsExperience(text, false)).toBe(years);
  });

  it("still reads no career in a plain duration", () => {
    expect(extractYearsExperience("we moved to Eldoret 3 years ago", false)).toBeUndefined();
    expect(extractYearsExperience("my son is 17 years now", false)).toBeUndefined();
  });
});

describe("the role told after the employer", () => {
  it.each([
    ["I work for Safaricom as a sales rep", "Sales Rep"],
    ["I'm employed by KCB Bank as a teller since 2019", "Teller"],
    ["working at Naivas Westlands as cashier", "Cashier"],
  ])("reads %j", (text, role) => {
    expect(extractRole(text, false)).toBe(role);
  });

  it("does not take a wish as the role held", () => {
    expect(extractRole("I want to work for UNICEF as a programme officer", false)).toBeUndefined();
  });
});

describe("the role wanted, told as 'I want a ... role'", () => {
  it.each([
    [
      "I want a senior finance or audit role in a bank, maybe in Mombasa",
      "Get a senior finance or audit role in a bank, maybe in Mombasa",
    ],
    ["I'd like a management position in hospitality", "Get a management position in hospitality"],
    ["targeting a data analyst job with an NGO", "Get a data analyst job with an NGO"],
  ])("reads %j", (text, goal) => {
    expect(extractGoal(text)).toBe(goal);
  });

  it("does not take a service request as the role wanted", () => {
    expect(extractGoal("I want a CV for a banking job")).toBeUndefined();
    expect(extractGoal("I'd like a cover letter for the position")).toBeUndefined();
  });
});

describe("answers to the optional questions after the hand-over", () => {
  const start = ["I need a CV", "Halima Noor", "0722 519 804"];

  it("does not ask for the years the role's answer already gave", () => {
    const { lead, asked } = converse([
      ...start,
      "I'm a clinical officer at Garissa County Referral Hospital, 7 years now",
    ]);
    expect(lead).toMatchObject({ currentRole: expect.any(String), yearsExperience: "7 years" });
    expect(asked.at(-1)).not.toBe("yearsExperience");
  });

  const role = "I'm an accounts clerk at Kisumu Water and Sanitation Company, 5 years now";
  const papers =
    "I have a BCom in Finance from Maseno, I'm a member of ICPAK and CPA-K certified. I run payroll on Sage and supervise 2 clerks";

  it("thanks a visitor whose paragraph fills no question, and never says it was not understood", () => {
    const { last } = converse([...start, role, papers]);
    expect(last.message).not.toMatch(/didn't quite catch|sijaelewa/);
    expect(last.message).toContain("Thanks, that helps the consultant prepare.");
  });

  it("does not take a paragraph about papers as the career goal asked", () => {
    const { lead, last } = converse([
      ...start,
      "I'm a storekeeper at Kenya Power, 6 years now",
      "Diploma in Supply Chain from KISM, then a BSc from JKUAT. I use SAP and Excel daily and I supervise the stores clerks",
    ]);
    expect(lead.careerGoal).toBeUndefined();
    expect(last.message).not.toMatch(/didn't quite catch|sijaelewa/);
    expect(last.message).toContain("Thanks, that helps the consultant prepare.");
  });

  it("still takes a short or goal-like answer to the goal question", () => {
    for (const answer of [
      "finance manager",
      "to move into an NGO role in Nairobi within two years",
    ]) {
      const { lead } = converse([
        ...start,
        "I'm a storekeeper at Kenya Power, 6 years now",
        answer,
      ]);
      expect(lead.careerGoal?.toLowerCase()).toContain(answer.split(" ").at(-1));
    }
  });

  it("never asks for the role wanted right after the visitor told it", () => {
    // Told while the years were asked (a second time: the first answer was a paragraph).
    const { lead, asked, last } = converse([
      ...start,
      "accounts clerk",
      papers,
      "I want a senior finance role in a water utility, maybe in Nairobi",
    ]);
    expect(lead.careerGoal).toMatch(/senior finance role/i);
    expect(asked.at(-1)).not.toBe("careerGoal");
    expect(last.message).not.toContain("let's move on");
  });
});
