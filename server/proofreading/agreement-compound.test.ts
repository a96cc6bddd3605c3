import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each agreement finding as [flagged word, what Apply writes]. */
const flagged = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "agreement")
    .map((f) => [markdown.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("two things joined by 'and' take a plural verb", () => {
  it.each([
    ["- The matron and the ward clerk checks the register each morning.", "checks", "check"],
    ["- The storekeeper and his assistant was on leave in March.", "was", "were"],
    ["- Our driver and the turnboy loads the lorry at dawn.", "loads", "load"],
    ["- Both the bursar and the principal has to sign each voucher.", "has", "have"],
    ["My supervisor and I was posted to Lodwar in 2019.", "was", "were"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text, "letter")).toEqual([[word, fix]]);
  });

  it("leaves one thing with two parts, a list and an object alone", () => {
    for (const text of [
      "- The head of finance and administration signs every voucher.",
      "- The Ministry of Lands and Physical Planning approves the plans.",
      "- Checked the cash and the stock, and signs off the daily report.",
      "- The bread and butter of the job is the monthly audit.",
      "- The manager and the accountant review the budget every quarter.",
      "- Built a form that lets the clerk enter and submit each claim online.",
      "- Listed the files that are scanned at intake and return only the urgent ones.",
      "- Mapped how the wards work that need new beds.",
      "- Called the constructor and the surveyor to the site meeting.",
    ])
      expect(flagged(text, "letter")).toEqual([]);
  });
});

describe("each, every and neither ... nor take the number the grammar gives them", () => {
  it.each([
    ["- Each cashier and every teller have a float of KSh 20,000.", "have", "has"],
    ["- Every ward and every clinic keep a copy of the protocol.", "keep", "keeps"],
    ["- Neither the driver nor the clerk were at the depot.", "were", "was"],
    ["- Either the chair or the secretary sign the minutes.", "sign", "signs"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text, "letter")).toEqual([[word, fix]]);
  });

  it("lets the nearer plural of neither ... nor take a plural verb", () => {
    expect(flagged("- Neither the manager nor the clerks were told.", "letter")).toEqual([]);
  });
});

describe("relative clauses of plural subjects", () => {
  it.each([
    ["- Trained the staff who was new to IFMIS.", "was", "were"],
    ["- Mentored the people who has joined since 2022.", "has", "have"],
    ["She is one of the nurses who runs the chest clinic.", "runs", "run"],
    ["I was one of the officers who was sent to Garissa.", "was", "were"],
    ["- Designed a form that books the slots and send reminders by SMS.", "send", "sends"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text, "letter")).toEqual([[word, fix]]);
  });

  it("leaves 'the only one of ... who' and 'one of them, who' alone", () => {
    for (const text of [
      "She is the only one of the nurses who runs the chest clinic.",
      "I called one of the officers, who was in Garissa.",
      "One of the clerks who joined in 2022 now runs the registry.",
    ])
      expect(flagged(text, "letter")).toEqual([]);
  });
});

describe("a subject a few words back", () => {
  it.each([
    ["- The findings of the annual staff survey shapes the training plan.", "shapes", "shape"],
    ["- The branch's default rate on all loans have fallen to 4%.", "have", "has"],
    [
      "- The monthly stock count for ARVs, vaccines and test kits are done with the county.",
      "are",
      "is",
    ],
    ["- The budget variances in each of the four quarters was below 5%.", "was", "were"],
    ["- The uptake rate of family planning among the 3,000 clients have doubled.", "have", "has"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text, "letter")).toEqual([[word, fix]]);
  });
});

describe("a second verb joined by 'and' to the writer's", () => {
  it.each([
    ["- Train ward staff on infection control and sits on the IPC committee.", "sits", "sit"],
    ["I teach Form 3 chemistry and serves on the school's board.", "serves", "serve"],
    [
      "I run clinics for 30 patients a day and trains new nurses on the machines.",
      "trains",
      "train",
    ],
  ])("%s", (text, word, fix) => {
    expect(flagged(text, "letter")).toEqual([[word, fix]]);
  });
});
