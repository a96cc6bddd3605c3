import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each confusable finding as [flagged word, what Apply writes]. */
const flagged = (text: string) =>
  checkStyle(text, "letter")
    .filter((f) => f.rule === "confusable")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("confusables settled by their context", () => {
  it.each([
    ["Cut fuel costs at the depot buy 18% in one year.", "buy", "by"],
    ["Her pupils one the national drama festival trophy in 2023.", "one", "won"],
    ["Advised the board on weather to lease or buy the trucks.", "weather", "whether"],
    ["Updated the personal records of 350 county staff.", "personal", "personnel"],
    ["Trained chiefs to use the portal and there ward budget tools.", "there", "their"],
    ["Inspected the sight before the slab was poured.", "sight", "site"],
    ["I can start at you're earliest convenience.", "you're", "your"],
    ["She insured that every payment had two approvals.", "insured", "ensured"],
    ["Played a key roll in the merger of the two Saccos.", "roll", "role"],
    ["Planned the role out of the new billing system.", "role", "roll"],
    ["Served as principle of Chavakali High School.", "principle", "principal"],
    ["Patients who could not breath were moved to the HDU.", "breath", "breathe"],
    ["All students have past the KCSE mock in 2022.", "past", "passed"],
    ["Wrote the plan for medical waist disposal at the clinic.", "waist", "waste"],
    ["Worked with farmers to device new irrigation schedules.", "device", "devise"],
    ["I would gladly except the offer of an interview.", "except", "accept"],
    ["Sponsored for farther studies in public health.", "farther", "further"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it("leaves the same words alone where they are right", () => {
    const clean = [
      "Received one gold medal and one award for service.",
      "Bought one a year for the lab.",
      "The weather on the coast delayed the works.",
      "Kept my personal files on a laptop.",
      "Went there and back in a day; there being no road, we walked.",
      "At the sight of the damage the board acted.",
      "Supervised two technical assistants and three clerks.",
      "Played a key role in the merger and a roll call each morning.",
      "Took a deep breath and presented the audit.",
      "Walked past the site office every day in the past two years.",
      "Reduced waste by 20%.",
      "Reported that KES 2 million was spent to buy 40 laptops.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});

describe("more confusables settled by their neighbours", () => {
  it.each([
    ["I visited the site were we drilled the boreholes.", "were", "where"],
    ["I sat on the panels, were the bids are compared.", "were", "where"],
    ["Two of my reports where later adopted by the board.", "where", "were"],
    ["Its important that every claim is checked.", "Its", "It's"],
    ["I trained as a clerk and than moved to the audit unit.", "than", "then"],
    ["I am a principle accountant with eight years in audit.", "principle", "principal"],
    ["The principal of equal pay guided the review.", "principal", "principle"],
    ["The attachment compliments my diploma in supplies.", "compliments", "complements"],
    ["I practice as an advocate of the High Court.", "practice", "practise"],
    ["Staff need time to practice the new fire drill.", "practice", "practise"],
    ["I can adopt to new systems quickly.", "adopt", "adapt"],
    ["The depot no longer looses fuel to theft.", "looses", "loses"],
    ["I worked on call to weekends a month.", "to", "two"],
    ["I drew the maps, witch the officers used in planning.", "witch", "which"],
    ["Set up a queue app, witch shortened waiting at the clinic.", "witch", "which"],
    ["I checked the break pads on every lorry.", "break", "brake"],
    ["I kept the stationary and fuel stores.", "stationary", "stationery"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it("leaves the same words alone where they are right", () => {
    const clean = [
      "Were I to join, I would start with the backlog.",
      "Our two branches, Kisumu and Kakamega, were the best in 2020.",
      "The clinics, were the busiest that have ever run, closed.",
      "The results were better than expected, and than that I cannot say.",
      "The wards where trained nurses work have fewer errors.",
      "Its budget was cut, and its staff moved to Nyeri.",
      "The principal of Alliance High School signed the letter.",
      "I put theory into practice and moved from theory to practice.",
      "The practice nurse runs the clinic; private practice is my aim.",
      "The county will adopt the policy in July.",
      "The team took a break and then returned to the site.",
      "The generators are stationary and the trucks are mobile.",
      "I went to Nakuru twice a month.",
      "She complimented my work on the audit.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});

describe("the pairs a CV confuses most, in more of their contexts", () => {
  it.each([
    ["The drought effected staff morale at the estate.", "effected", "affected"],
    ["I asked the partner for advise on the merger.", "advise", "advice"],
    ["I opened my own practise in Kisumu in 2019.", "practise", "practice"],
    ["A cable came lose during the storm.", "lose", "loose"],
    ["I have worked at the depot since than.", "than", "then"],
    ["I am the officer whose been leading the audit.", "whose", "who's"],
    ["The nurses where trained by KEMRI in 2021.", "where", "were"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it("leaves them alone where they are right", () => {
    const clean = [
      "The merger was effected in 2021 and effected changes in pay.",
      "I advise clients on tax; my advice is free.",
      "I practise law and my practice is in Kisumu.",
      "We did not lose a single client; it was a lose-lose deal.",
      "Sales were higher than ever and higher than planned.",
      "The officer whose team won was promoted.",
      "The wards where nurses work nights have fewer errors.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});
