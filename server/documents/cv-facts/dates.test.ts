import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";
import { factsFromUploadText } from "./from-upload";
import { splitPeriod } from "./roles";

/** Dates as Kenyan CVs and chats write them; each must give one CV period and no stray part. */
describe("a job's dates however they are written", () => {
  it.each([
    ["Personal Banker, Equity Bank, 01/2021 - todate", "January 2021 – Present"],
    ["Stores Clerk, Mumias Sugar, 03/2016 - 12/2018", "March 2016 – December 2018"],
    ["Procurement Officer, Kenya Seed Company, 2019-to date", "2019 – Present"],
    ["Nurse Intern, Nakuru Level 5 Hospital, 2019-2020", "2019 – 2020"],
    ["Waitress - Severin Sea Lodge, Mombasa (June 2022 to date)", "June 2022 – Present"],
    ["Physiotherapist | Leeds Teaching Hospitals | Sept 2021 – Oct 2025", "Sept 2021 – Oct 2025"],
    ["Attachee, Kenya Power, May-Aug 2022", "May – Aug 2022"],
    ["Accounts Clerk, Tuskys Supermarket, 2016-18", "2016 – 2018"],
    ["Cook, Sarova Stanley, 2009 - 12", "2009 – 2012"],
    ["2013 - 2017: Bachelor of Commerce, Kenyatta University", "2013 – 2017"],
  ])("%s", (line, period) => {
    const split = splitPeriod(line);
    expect(split.period).toBe(period);
    expect(split.text).not.toMatch(/[|(:]$|\d{4}|todate/);
  });

  it("'..., <Employer>, since <date>': held from that date, 'since' no part of the name", () => {
    expect(
      splitPeriod("Staff Nurse at Aga Khan Hospital, Aga Khan Health Services, since 2021"),
    ).toEqual({
      text: "Staff Nurse at Aga Khan Hospital, Aga Khan Health Services",
      period: "2021 – Present",
    });
    expect(splitPeriod("Teller, KCB Group, since March 2019").period).toBe("March 2019 – Present");
  });
});

describe("an uploaded CV that writes its dates its own way", () => {
  const facts = factsFromUploadText(`ANN MUTHEU KIOKO
Cell: 0716 220 443

WORK HISTORY
01/2021 - todate: Personal Banker, Equity Bank, Machakos Branch
• Grew the branch's deposit book by KSh 85 million in 2023
03/2018 - 12/2020: Customer Service Officer, Family Bank, Kitui Branch
Waitress - Severin Sea Lodge, Mombasa (June 2022 to date)

ACADEMIC QUALIFICATIONS
2013 - 2017: Bachelor of Commerce (Banking and Finance), Kenyatta University
2021-2023: Diploma in Electrical Engineering, KIHBT
`);

  it("keeps title, employer and period apart", () => {
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Personal Banker", "Equity Bank, Machakos Branch", "January 2021 – Present"],
      ["Waitress", "Severin Sea Lodge, Mombasa", "June 2022 – Present"],
      ["Customer Service Officer", "Family Bank, Kitui Branch", "March 2018 – December 2020"],
    ]);
  });

  it("writes an education line as qualification, institution, years", () => {
    expect(facts.education).toEqual([
      "Bachelor of Commerce (Banking and Finance), Kenyatta University, 2013 – 2017",
      "Diploma in Electrical Engineering, KIHBT, 2021 – 2023",
    ]);
  });
});

describe("a chat that gives dates every way", () => {
  const turns = [
    "I am a KRCHN nurse, I work at Kericho County Referral Hospital in the maternity ward from Jan 2021 - Present.",
    "Before that I worked as a nurse intern at Nakuru Level 5 Hospital 2019-2020",
    "From 03/2016 to 12/2018 I was a stores clerk at Mumias Sugar.",
    "I am a procurement officer with Kenya Seed Company in Kitale, 2019-to date.",
  ];
  const facts = factsFromStatements(turns, { clientStatements: turns });
  const cv = stripMarkdown(writeOfflineCv(facts));

  it("gives each job its period and no date as a bullet", () => {
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["KRCHN nurse", "Kericho County Referral Hospital", "2021 – Present"],
      ["Procurement officer", "Kenya Seed Company, Kitale", "2019 – Present"],
      ["Nurse intern", "Nakuru Level 5 Hospital", "2019 – 2020"],
      ["Stores clerk", "Mumias Sugar", "2016 – 2018"],
    ]);
    expect(cv).not.toMatch(/^- (?:\d{4}|Work at)/m);
    expect(cv).toContain("Based in the maternity ward");
  });
});

/** A job told in a sentence keeps its dates however the client wrote them, and no stray part. */
describe("a job's dates in a sentence", () => {
  it.each([
    ["I was an accounts clerk at Tuskys 2016-18.", "2016 – 2018"],
    ["I worked as a cashier at Naivas from 2014 - 17.", "2014 – 2017"],
    ["I was an intern at Safaricom from June to December 2022.", "June – December 2022"],
    ["I was an attachee at KPLC May-Aug 2019.", "May – Aug 2019"],
    ["I was a waiter at Java House Jan - Oct 2021.", "Jan – Oct 2021"],
  ])("%s", (told, period) => {
    const facts = factsFromStatements(["My name is Ann Njeri", told], {});
    expect(facts.roles.map((r) => r.period)).toEqual([period]);
    expect(facts.roles[0]!.bullets).toEqual([]);
    expect(facts.roles[0]!.employer).toMatch(/^[A-Z][\w ]+[a-zA-Z]$/);
  });
});

/** A word that only begins like a month ("junior", "janitor", "market") is no date. */
describe("a month is a month's name, not a word that begins like one", () => {
  it.each([
    ["2020-2022 junior developer at Tala Kenya", "2020 – 2022", "junior developer at Tala Kenya"],
    ["2015 - 2018 janitor at Nairobi Hospital", "2015 – 2018", "janitor at Nairobi Hospital"],
    ["Sales Officer, Bidco, 2019 – 2021 marketing", "", ""],
  ])("%s", (line, period, text) => {
    const split = splitPeriod(line);
    if (period === "") expect(split.period).not.toMatch(/marketing/);
    else expect(split).toEqual({ period, text });
  });

  it("still reads the months as clients shorten them", () => {
    expect(splitPeriod("Cook, Sarova, Sept. 2019 – Jun 2021").period).toBe("Sept. 2019 – Jun 2021");
    expect(splitPeriod("Cook, Sarova, August 2019 – December 2021").period).toBe(
      "August 2019 – December 2021",
    );
  });
});
