import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each confusable the check points at, as "flagged -> suggested". */
const flagged = (markdown: string, kind: "cv" | "letter" = "cv") =>
  checkStyle(markdown, kind)
    .filter((f) => f.rule === "confusable")
    .map((f) => `${markdown.slice(f.spans[0]?.start, f.spans[0]?.end)} -> ${f.fix?.text}`);

describe("confusable words, only where the context settles it", () => {
  it.each([
    ["- Ordered stationary and toner for the county offices.", "stationary -> stationery"],
    ["- Deputised for the school principle in 2021.", "principle -> principal"],
    ["- Cut rework by half threw better site supervision.", "threw -> through"],
    ["- Audited the unit, who's records had not been checked since 2019.", "who's -> whose"],
    ["- Advised farmers weather or not to plant early.", "weather -> whether"],
    ["- Brought the clinic back within it's budget.", "it's -> its"],
    ["- Its been a year of growth for the branch.", "Its -> It's"],
    ["- Have lead the audit team since 2022.", "lead -> led"],
    ["- Served more customers then any other teller in 2023.", "then -> than"],
    ["- Gave sound advise to SMEs on VAT returns.", "advise -> advice"],
    ["- Trained staff not to loose track of returns.", "loose -> lose"],
    ["- Licensed to practice as a pharmacist in Kenya.", "practice -> practise"],
    ["- Ran a busy clinical practise in Meru.", "practise -> practice"],
    ["- Filed returns for farmers before there due dates.", "there -> their"],
    ["- Helped taxpayers file there returns on iTax.", "there -> their"],
    ["- Their is a backlog of 300 files in the registry.", "Their -> There"],
    ["- Trained clerks on the principal of segregation of duties.", "principal -> principle"],
    ["- Mr John Kamau, Principle, Kagumo High School, Nyeri.", "Principle -> Principal"],
    ["- The plan was approved in principal by the board.", "principal -> principle"],
    ["- Bought drugs, linen and stationary for 22 wards.", "stationary -> stationery"],
    [
      "- Used county data to compliment the project's household survey.",
      "compliment -> complement",
    ],
    ["- Farmers loose their harvest to poor storage.", "loose -> lose"],
    ["- If your looking for a nurse, call me.", "your -> you're"],
    ["- Studied the affect of drought on yields.", "affect -> effect"],
    ["- The project was lead by a team of four.", "lead -> led"],
    ["- I look forward to here from you.", "here -> hear"],
    ["- Raised staff moral with monthly awards.", "moral -> morale"],
    ["- Trained 300 diary farmers in Nyeri.", "diary -> dairy"],
    ["- Helped traders to sale their maize at better prices.", "sale -> sell"],
    ["- Kenya Co-operative Creameries, formally known as KCC.", "formally -> formerly"],
    ["- Insure that all returns are filed on time.", "Insure -> Ensure"],
    ["- Carried out a through review of the payroll.", "through -> thorough"],
    ["- Supervised the construction cite at Konza.", "cite -> site"],
    ["- My carrier objective is to lead a finance team.", "carrier -> career"],
    ["- The advert peaked my interest.", "peaked -> piqued"],
    ["- Officers bare responsibility for the imprest.", "bare -> bear"],
    ["- Managed the personal department of 40 staff.", "personal -> personnel"],
    ["- Served as legal council to the county assembly.", "council -> counsel"],
    ["- Delivered the phones to the clients; there going to pay in May.", "there -> they're"],
    ["- Paid claims in access of KES 2 million.", "access -> excess"],
    ["- Prepared the profit and lose account.", "lose -> loss"],
  ])("%s", (line, expected) => {
    expect(flagged(`${line}\n`)).toEqual([expected]);
  });

  it("in a letter too", () => {
    const letter = `Dear Madam,

My training would compliment your team's work in Kisumu. I am keen to learn what you're hospital
expects, and I would advice your clients on their tax returns. The effect of the new rules will
adversely effect small traders. I worked in Voi, were I ran the stores.
`;
    expect(flagged(letter, "letter")).toEqual([
      "compliment -> complement",
      "you're -> your",
      "advice -> advise",
      "effect -> affect",
      "were -> where",
    ]);
  });

  it("leaves the right word alone", () => {
    const clean = `Dear Sir,

Our principal, Mrs Chebet, taught me the principle of fairness. Stationary vehicles block the gate.
It is a practice I follow: I practise what I teach. The weather in Voi is hot. I led the team, and
the team led the county. Were I to join, I would complement the staff. I complimented the chef.
Its budget is fixed and it's on track. Whose idea was it? He is the officer who's been here
longest. It was better than last year; then we grew. We hired more nurses then opened a ward. I advise clients and give advice. I lose
nothing by asking. You're welcome to call; your office is near.
I worked there for two years and moved from there to Kisumu. There is a principal of Kagumo High
School on the panel; the principal of the loan was repaid. Stationary vehicles were procured? No:
we procured stationery. I complimented the team on their work; your right to appeal stands. The
loose sheets were filed. Your training starts in May. I hear you; here from Nyeri. Staff morale
rose; moral values matter. I kept a diary. The sale closed. She formally applied. We insure cars.
I went through the review. We cite the law. The carrier delivered. Prices peaked in May. Bare
floors. My personal files. The county council met. There are going to be changes. Access to
files. Lose weight. The drought will affect yields; its effect
was severe. Lead by example. The figures were there, in the file.
`;
    expect(flagged(clean, "letter")).toEqual([]);
  });
});
