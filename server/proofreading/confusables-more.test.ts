import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each confusable finding as [flagged word, what Apply writes]. */
const flagged = (text: string, kind: "cv" | "letter" = "letter") =>
  checkStyle(text, kind)
    .filter((f) => f.rule === "confusable")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("more confusables settled by their context", () => {
  it.each([
    ["- Advice smallholder farmers in Nyandarua on potato storage.", "Advice", "Advise"],
    ["- Advice 300 SACCO members on loan products every year.", "Advice", "Advise"],
    ["- Advice the board on investment policy.", "Advice", "Advise"],
    ["- Inspect the tyres, lights and breaks of each matatu daily.", "breaks", "brakes"],
    ["- Replaced worn breaks on the county ambulances.", "breaks", "brakes"],
    ["- Serviced the lorry's breaks and clutch every 5,000 km.", "breaks", "brakes"],
    ["- Scheduled tea brakes for the night shift.", "brakes", "breaks"],
    [
      "- Trained 40 officers and insure every officer signs the code of conduct.",
      "insure",
      "ensure",
    ],
    ["- Insured all claims were paid within 30 days.", "Insured", "Ensured"],
    ["The new system halved errors and lead to a clean audit in 2022.", "lead", "led"],
    ["The audit has cut losses from 2.5% to 0.9% and lead to new controls.", "lead", "led"],
    ["- Counselled girls who's exam scores in Form 2 fell below 300.", "who's", "whose"],
    ["The Authority enforces the Act and it's amendment of 2019.", "it's", "its"],
    ["Our pupils past the KCSE with a mean of 8.2.", "past", "passed"],
    ["- Past CPA Section 4 at the first sitting.", "Past", "Passed"],
    ["- Set up a quite room for nursing mothers.", "quite", "quiet"],
    ["- Asked the class to keep quite during the exam.", "quite", "quiet"],
    ["- Received many complements from patients on the ward.", "complements", "compliments"],
    ["The new policy will take affect in January.", "affect", "effect"],
    ["The drug had few side affects in the trial.", "affects", "effects"],
    ["We handled more calls then ever before.", "then", "than"],
    ["I mentored twelve interns and assessed they're field reports.", "they're", "their"],
    ["Each intern wrote a diary on they're first day.", "they're", "their"],
    ["- Started a club for boys who's fathers work away from home.", "who's", "whose"],
    ["- Chaired the school board, who's 2022 budget funded two labs.", "who's", "whose"],
    ["The SACCO and it's members agreed on the by-laws.", "it's", "its"],
    ["The clinic cut waiting times, and it's board now reviews them monthly.", "it's", "its"],
    ["The county published the Act and it's regulations in 2021.", "it's", "its"],
    ["I joined Kenya Power in 2018, were I maintain the Embakasi substation.", "were", "where"],
    [
      "I chair the review meeting, were the engineer, the contractor and the county agree on the next steps.",
      "were",
      "where",
    ],
    ["- 250 households where connected to piped water in 2021.", "where", "were"],
    ["Nine of my pupils where admitted to national schools.", "where", "were"],
  ])("%s", (text, word, fix) => {
    expect(flagged(text)).toEqual([[word, fix]]);
  });

  it("leaves the same words alone where they are right", () => {
    const clean = [
      "- Advice desk for walk-in clients at Huduma Centre.",
      "- Advice sessions for farmers in Molo.",
      "- Scheduled breaks for the night shift.",
      "- Took short breaks between the clinics.",
      "- Insured the fleet of 12 lorries with APA.",
      "- Lead the finance team of six.",
      "- Walked past the gate every morning.",
      "- Reviewed past papers with the Form 4 class.",
      "- The ward was quite busy during the strike.",
      "- A quite different approach to triage.",
      "- Paid a compliment to the night staff.",
      "- Her skills complement those of the team.",
      "The effect of the new rules was a fall in arrears.",
      "I then moved to Nakuru in 2019.",
      "They're keen to join the programme.",
      "I know who's responsible for the tender.",
      "It's important that the audit is done.",
      "It's been a good year for the SACCO.",
      "It's clear that the rules are working.",
      "She is the nurse who's leading the outreach.",
      "It's tradition for the chief to open the baraza.",
      "The team lead to the county is Wanjiru.",
      "These were the best years of the project.",
      "The clerks were trained in 2020, where they learned IFMIS.",
      "The farms where irrigated crops grow are in Bura.",
      "I know where the files are kept.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
  });
});
