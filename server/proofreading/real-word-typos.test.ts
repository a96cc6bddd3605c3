import { describe, expect, it } from "vitest";
import { isOneOffTypo } from "./document-names";
import { checkStyle } from "./style-checks";

/** Each real-word spelling finding as [flagged text, what Apply writes]. */
const flagged = (text: string) =>
  checkStyle(text, "letter")
    .filter((f) => f.rule === "spelling")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("typos that spell another word, and compounds written apart", () => {
  it.each([
    ["Promoted to Branch Manger at Co-op Bank Kisii.", "Manger", "Manager"],
    ["Worked as a sales clerk form March 2019 to June 2021.", "form", "from"],
    ["Received referrals form the Kapsabet clinics.", "form", "from"],
    ["Led 12 filed officers on the census mapping.", "filed", "field"],
    ["Hired 40 causal labourers for the harvest.", "causal", "casual"],
    ["Interned with the Untied Nations Environment Programme.", "Untied", "United"],
    ["Trained in pubic procurement under PPADA.", "pubic", "public"],
    ["Visited farms to asses the damage after the floods.", "asses", "assess"],
    ["I have thought Chemistry to Form 3 and 4.", "thought", "taught"],
    ["Payments were released with in 48 hours.", "with in", "within"],
    ["Worked along side county health officers.", "along side", "alongside"],
    ["Kept the records up to date through out the audit.", "through out", "throughout"],
    ["Ran the stores on an every day basis.", "every day", "everyday"],
    ["Met the suppliers everyday at the gate.", "everyday", "every day"],
    ["Held monthly meetings with stake holders in Kitui.", "stake holders", "stakeholders"],
    ["Walked the auditors trough the 2023 ledgers.", "trough", "through"],
    ["Kept arrears bellow 4% of the loan book.", "bellow", "below"],
    ["The duties listed bellow are mine.", "bellow", "below"],
    ["Non of the stores ran out in 2024.", "Non", "None"],
    ["Counted the float ever morning before opening.", "ever", "every"],
    ["Answered costumer complaints by phone.", "costumer", "customer"],
    ["Served 80 walk-in costumers a day.", "costumer", "customer"],
    ["Manged the Eldoret depot for three years.", "Manged", "Managed"],
    ["Led the short listing of 40 applicants.", "short listing", "shortlisting"],
    ["Closed the audit a head of schedule.", "a head", "ahead"],
    ["Overhauled gear boxes on the Isuzu fleet.", "gear boxes", "gearboxes"],
    ["Arrears dropped form 12% to 7% in a year.", "form", "from"],
    ["Waiting time fell form 40 to 15 minutes.", "form", "from"],
    ["Graduated in 2020 whit a diploma in nursing.", "whit", "with"],
    ["Liase with the sub-county engineers on repairs.", "Liase", "Liaise"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it("leaves the same words right where they are right", () => {
    const clean = [
      "Taught Form 3 and Form 4 mathematics from 2019.",
      "Filed the returns and filed reports with KRA.",
      "Studied the causal factors of stunting.",
      "Worked with out-of-school youth in Kibera.",
      "Any one of the three clerks can sign; every day counts.",
      "Everyday tasks included the float count.",
      "The donkeys were sold at auction.",
      "I thought the plan would work.",
      "He cannot only plan but also lead, and it may be cause for concern.",
      "Built a water trough for the dairy unit and heard the bull bellow.",
      "Worked on non-revenue water; the best season ever.",
      "Made a short list of suppliers; promoted to a head of department.",
      "Hired a costumer for the drama festival.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});

describe("a capitalised misspelling the document writes once", () => {
  it("is a slip when a dropped letter or a swap makes a common word of it", () => {
    expect(isOneOffTypo("Secretery", ["Secretary"], "Met the Secretery.")).toBe(false);
    expect(isOneOffTypo("Secrtary", ["Secretary"], "Met the Secrtary.")).toBe(true);
    expect(isOneOffTypo("Finacne", ["Finance"], "Head of Finacne.")).toBe(true);
  });

  it("is a name when it differs by a letter more or another letter, or is written twice", () => {
    expect(isOneOffTypo("Kiganjo", ["Kiganja"], "At Kiganjo.")).toBe(false);
    expect(isOneOffTypo("Ngangae", ["Ngange"], "At Ngangae.")).toBe(false);
    expect(isOneOffTypo("Goverment", ["Government"], "Goverment and Goverment.")).toBe(false);
  });
});

describe("more real words that stand for others", () => {
  it.each([
    ["Moved the payroll to Sage with in four months.", "with in", "within"],
    ["Coached the choir, which as reached the national finals twice.", "as", "has"],
    ["The branch was quiet a busy one in December.", "quiet", "quite"],
    ["Named one off the best tellers in the region in 2021.", "off", "of"],
    ["Built strong ties with are clients in Thika.", "are", "our"],
    ["Led the hole team through the ISO audit.", "hole", "whole"],
    ["Held three meetings per weak with suppliers.", "weak", "week"],
    ["Preformed 40 internal audits a year.", "Preformed", "Performed"],
    ["Filled VAT returns for 60 clients on iTax.", "Filled", "Filed"],
    ["Stopped the canteen loosing money on credit sales.", "loosing", "losing"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it("leaves the same words where they are right", () => {
    const clean = [
      "The clinic, which as expected grew fast, moved in 2020.",
      "Worked in a quiet office in Nyeri.",
      "Took KES 5,000 off the bill for every late delivery.",
      "The staff who are team leaders meet on Monday.",
      "Dug a hole for the new septic tank.",
      "Found the weak points in the stock controls.",
      "Used preformed concrete panels for the clinic.",
      "Filled 300 vacancies in 2022 and filled the stores.",
      "Ran the club with in-house coaches.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});
