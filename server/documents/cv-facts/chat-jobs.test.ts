import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";

/** Facts as the chat gives them: the client's turns, with the name they gave. */
function chat(turns: string[]) {
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  const markdown = writeOfflineCv(facts);
  return { facts, markdown, cv: stripMarkdown(markdown) };
}

const jobs = (facts: ReturnType<typeof chat>["facts"]) =>
  facts.roles.map((r) => [r.title, r.employer, r.period]);

/** Jobs told the many ways clients tell them, each a job on the CV with its own dates. */
describe("jobs a client tells by what they do there", () => {
  it("a teacher who says what she teaches, where and since when", () => {
    const { facts, markdown } = chat([
      "Hi. My name is Joseph Mwangi Kariuki and I'm a secondary school teacher",
      "I teach Mathematics and Physics at Nyeri High School since 2015.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Secondary school teacher", "Nyeri High School", "2015 – Present"],
    ]);
    expect(markdown).toContain("- Teach Mathematics and Physics");
  });

  it.each([
    "Nurse at Kenyatta National Hospital since 2019; earlier worked at Mater Hospital from 2014 to 2018.",
    "Nurse at Kenyatta National Hospital since 2019. Previously nursed at Mater Hospital from 2014 to 2018.",
  ])("a past job told with no 'I' after 'earlier' or 'previously' is its own job: %s", (told) => {
    const { facts } = chat(["My name is Akinyi Odera", told]);
    expect(facts.roles.map((r) => [r.employer, r.period])).toEqual([
      ["Kenyatta National Hospital", "2019 – Present"],
      ["Mater Hospital", "2014 – 2018"],
    ]);
  });

  it("a past job told by the verb of another job's title takes that title", () => {
    const { facts } = chat([
      "My name is Wafula Simiyu",
      "Driver at Modern Coast since 2020; earlier drove for Easy Coach from 2015 to 2019.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Driver", "Modern Coast", "2020 – Present"],
      ["Driver", "Easy Coach", "2015 – 2019"],
    ]);
  });

  it("a career changer's past job, told by what she taught, is a job of its own", () => {
    const { facts, markdown } = chat([
      "I am Lilian Akinyi Owino",
      "I taught chemistry at Moi Girls School Eldoret from 2012 to 2023.",
      "Since 2024 I work as a data analyst at Shofco doing M&E dashboards in Power BI for 40,000 beneficiaries",
    ]);
    expect(jobs(facts)).toEqual([
      ["Data analyst", "Shofco", "2024 – Present"],
      ["", "Moi Girls School Eldoret", "2012 – 2023"],
    ]);
    expect(facts.company).toBe("Shofco");
    expect(markdown).toContain("- Taught chemistry");
  });

  it("a driver's title, his years and a job told after 'Before'", () => {
    const { facts, cv, markdown } = chat([
      "Otieno Wycliffe Ochieng",
      "I have been a driver for 10 years. Currently a staff driver at Kenya Power in Kisumu since 2018. Before I drove matatus for Guardian Angel Sacco from 2014 to 2017",
    ]);
    expect(jobs(facts)).toEqual([
      ["Staff driver", "Kenya Power, Kisumu", "2018 – Present"],
      // "Drove matatus" there: the driver he said he has been for 10 years.
      ["Driver", "Guardian Angel Sacco", "2014 – 2017"],
    ]);
    expect(facts.yearsExperience).toBe("10");
    expect(cv).toContain("Staff driver with 10 years of experience");
    expect(markdown).not.toMatch(/^- (?:Driver for|Before)/m);
  });

  it("a name given with the job in one sentence, and a job written as a CV line", () => {
    const { facts, cv } = chat([
      "I'm Dennis Kiprotich Bett, ICT officer at Uasin Gishu County Government since March 2020",
      "Before that: ICT intern, Moi Teaching and Referral Hospital, 2019",
    ]);
    expect(facts.firstName).toBe("Dennis");
    expect(jobs(facts)).toEqual([
      ["ICT officer", "Uasin Gishu County Government", "2020 – Present"],
      ["ICT intern", "Moi Teaching and Referral Hospital", "2019"],
    ]);
    expect(cv).not.toContain("Dennis");
  });

  it("a returnee's job told after a lead-in about going abroad", () => {
    const { facts } = chat([
      "I worked as a housekeeping supervisor at Hilton Riyadh from 2019 to 2025.",
      "Before going to the Gulf I was a room attendant at Voyager Beach Resort in Mombasa 2015 to 2018",
    ]);
    expect(jobs(facts)).toEqual([
      ["Housekeeping supervisor", "Hilton Riyadh", "2019 – 2025"],
      ["Room attendant", "Voyager Beach Resort, Mombasa", "2015 – 2018"],
    ]);
  });

  it("a job told without 'I' ('Worked as ...'), years as 'yrs', and Swahili chat around it", () => {
    const { facts, markdown } = chat([
      "Niaje. Nimerudi kutoka Qatar and I need a CV. Am Hassan Omar Mwinyi",
      "Worked as chef de partie at Marriott Marquis Doha from 2020 to 2025.",
      "I've been working as a midwife at Lodwar County Referral Hospital for 6 yrs",
      "would like to join an NGO like MSF",
    ]);
    expect(facts.target).toBe("Seeking to join an NGO such as MSF");
    expect(jobs(facts)).toEqual([
      ["Chef de partie", "Marriott Marquis Doha", "2020 – 2025"],
      ["Midwife", "Lodwar County Referral Hospital", ""],
    ]);
    expect(facts.yearsExperience).toBe("6");
    expect(markdown).not.toMatch(/Nimerudi|kutoka|yrs/i);
  });

  it("what the team does is said with the verb agreeing", () => {
    const { markdown } = chat([
      "I am a midwife at Lodwar County Referral Hospital since 2019.",
      "We do about 150 deliveries per month and we have 2 theatres.",
    ]);
    expect(markdown).toContain("The team does approximately 150 deliveries per month");
  });
});

/** Earlier jobs told in one breath, after the current one, with no dates between them. */
describe("posts joined by 'and' or 'then', each at its own employer", () => {
  it.each([
    [
      "Before that I was a receptionist at Sarova Stanley and a cashier at Naivas.",
      [
        ["Receptionist", "Sarova Stanley", ""],
        ["Cashier", "Naivas", ""],
      ],
    ],
    [
      "Before that I was a waiter at Java House, then a barista at Artcaffe.",
      [
        ["Waiter", "Java House", ""],
        ["Barista", "Artcaffe", ""],
      ],
    ],
  ])("%s", (told, earlier) => {
    const { facts } = chat([
      "My name is Achieng Odhiambo",
      "I work at Nairobi Hospital as a nurse since 2019.",
      told,
    ]);
    expect(jobs(facts)).toEqual([["Nurse", "Nairobi Hospital", "2019 – Present"], ...earlier]);
  });
});

/** An earlier job led by what came after it ("Before nursing,", "Kabla ya KNH,"). */
describe("an earlier job told after a lead that names what came after it", () => {
  it.each([
    "Before that, 2013 to 2014 I was a waitress at Java House.",
    "Before nursing, 2013 to 2014 I was a waitress at Java House.",
    "Kabla ya KNH, I was a waitress at Java House from 2013 to 2014.",
  ])("%s", (told) => {
    const { facts } = chat([
      "My name is Achieng Odhiambo",
      "I work at KNH as a nurse since 2019.",
      told,
    ]);
    expect(jobs(facts)).toEqual([
      ["Nurse", "KNH", "2019 – Present"],
      ["Waitress", "Java House", "2013 – 2014"],
    ]);
  });
});
