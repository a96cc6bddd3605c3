import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";

function chat(turns: string[]) {
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  return { facts, markdown: writeOfflineCv(facts) };
}

/** What a CV holds of a chat in English mixed with Swahili and Sheng: the facts, in English. */
describe("chat words never reach the CV", () => {
  it("drops Swahili talk and fillers, keeps the facts said around them", () => {
    const { markdown } = chat([
      "Habari zenu, naomba mnisaidie na CV, niko hospitality",
      "Grace Wanjiru Mwangi",
      "0722 614 908",
      "I am a housekeeping supervisor at Serena Hotel Nairobi since 2019.",
      "I supervise 14 room attendants. Nadhani we raised the guest score to 4.7 on TripAdvisor.",
      "Btw I also use Opera PMS kidogo.",
      "Languages English, Kiswahili, Kamba.",
      "I want a housekeeping manager job, Nairobi au hata Mombasa.",
    ]);
    expect(markdown).toMatch(/14 room attendants/);
    expect(markdown).toMatch(/4\.7/);
    expect(markdown).toMatch(/Opera PMS/);
    expect(markdown).toMatch(/Nairobi or Mombasa/);
    expect(markdown).not.toMatch(/\b(?:naomba|mnisaidie|niko|nadhani|btw|kidogo|au hata|zenu)\b/i);
  });

  it("writes only the value the client corrected to", () => {
    const { markdown } = chat([
      "My name is Tom Ochieng",
      "I am a sales executive at Bidco Africa since 2020. I grew the Kisumu region sales by KES 30 million in 2023.",
      "Aah sorry, hiyo ilikuwa KES 26 million, not 30.",
      "I manage 9 merchandisers across 40 outlets.",
      "Pole, it's 45 outlets, not 40 outlets.",
      "Sorry not Bidco Africa, it was Bidco Africa Limited.",
    ]);
    expect(markdown).toMatch(/26 million/);
    expect(markdown).toMatch(/45 outlets/);
    expect(markdown).not.toMatch(/30 million|40 outlets|\b(?:aah|pole|hiyo|ilikuwa|sorry)\b/i);
    expect(markdown).toMatch(/Bidco Africa Limited/);
  });

  it("leaves out life events told between the jobs", () => {
    const { markdown } = chat([
      "My name is Mercy Chebet",
      "I am an accounts assistant at Kapsabet Sugar since 2023.",
      "Between 2021 and 2022 nilikuwa nyumbani na mtoto, nothing much.",
      "Covid lay-off in 2020, called back later.",
    ]);
    expect(markdown).not.toMatch(/nyumbani|mtoto|nothing much|lay-off|called back/i);
  });

  it("reads a job told over two turns, the employer in Swahili", () => {
    const { facts } = chat([
      "My name is Peter Kamau",
      "Right now I am a loans officer",
      "ni Kenya Women Microfinance Bank in Nyeri, nilijoin March 2021",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Loans officer", "Kenya Women Microfinance Bank, Nyeri", "2021 – Present"],
    ]);
  });

  it("keeps no Swahili word in an English line, and no Swahili request as the target", () => {
    const { facts, markdown } = chat([
      "Good morning, naomba CV ya fundi wa stima, nataka kuapply kazi ya KPLC",
      "My name is Samuel Kiprop",
      "I am an electrician at Umeme Solutions since 2020.",
      "I'm registering with EPRA, nadhani itakuwa ready mwezi ujao.",
      "Target is senior electrician or site supervisor.",
    ]);
    expect(facts.target).not.toMatch(/naomba|nataka|kazi/i);
    expect(facts.target).toMatch(/senior electrician/);
    expect(markdown).toMatch(/EPRA/);
    expect(markdown).not.toMatch(/\b(?:itakuwa|nadhani|naomba|kuapply)\b/i);
  });

  it("reads a long title-case post told in one turn and its employer in the next", () => {
    const { facts } = chat([
      "My name is Lydia Chepkoech",
      "Currently I'm a Senior Human Resource Officer II",
      "ni at the Kericho County Public Service Board, nilianza August 2019",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      [
        "Senior Human Resource Officer II",
        "the Kericho County Public Service Board",
        "2019 – Present",
      ],
    ]);
  });
});

describe("the assistant's years of experience", () => {
  it("count only when the visitor said that number", async () => {
    const { yearsSaidBy } = await import("../cvs");
    const turns = ["I run about 120 tenders a year", "nimekuwa huko miaka sita"];
    expect(yearsSaidBy(turns, "1 year")).toBe("");
    expect(yearsSaidBy(turns, "6 years")).toBe("6 years");
    expect(yearsSaidBy(["I have 12 years in banking"], "12 years")).toBe("12 years");
    expect(yearsSaidBy(["KES 1.5 million a year"], "1")).toBe("");
    // No year phrase: the value came from a bare reply the assistant asked for.
    expect(yearsSaidBy(["I reduced month-end close to 4 days"], "6")).toBe("6");
  });
});

describe("a form's career goal that tells the whole career", () => {
  it("gives the profile its goal, not the career with its gaps", async () => {
    const { factsFromForm } = await import("../cvs");
    const markdown = writeOfflineCv(
      factsFromForm({
        firstName: "Ann",
        lastName: "Njoki",
        email: "ann.njoki@gmail.com",
        currentRole: "Licensed electrician",
        experience: "8",
        industry: "construction",
        company: "Power Tech Ltd",
        careerGoal:
          "Licensed site supervisor with a contractor in Qatar. At Power Tech Ltd since 2019 as licensed electrician. Mar-Sep 2018 out of work. Wireman at Kenya Power, 2012-2018.",
        serviceType: "CV Writing",
      } as Parameters<typeof factsFromForm>[0]),
    );
    expect(markdown).not.toMatch(/out of work/);
    expect(markdown).toMatch(/Kenya Power/);
  });

  it("keeps what the goal says the client brings as experience, its tools as skills", async () => {
    const { factsFromForm } = await import("../cvs");
    const markdown = writeOfflineCv(
      factsFromForm({
        firstName: "Jane",
        lastName: "Atieno",
        email: "jane.atieno@gmail.com",
        currentRole: "Audit Officer",
        experience: "6 years",
        industry: "Public Finance",
        company: "Office of the Auditor-General",
        careerGoal:
          "To move into an Audit Manager role in a bank, bringing county audit work on IFMIS from the Nairobi regional office.",
        serviceType: "CV Writing",
      } as Parameters<typeof factsFromForm>[0]),
    );
    expect(markdown).toContain("Seeking to move into an Audit Manager role in a bank.");
    expect(markdown).toContain("- County audit work on IFMIS from the Nairobi regional office");
    expect(markdown).toMatch(/## Key Skills\n\n- IFMIS/);
    expect(markdown).not.toContain("[Skills:");
  });

  it("'<measure> yetu ilikuwa 86%': the figure is the job's result, in English", () => {
    const { markdown } = chat([
      "My name is Grace Musyoka",
      "I am a Unit Manager at Jubilee Insurance since 2022.",
      "Persistency yetu ilikuwa 86%.",
    ]);
    expect(markdown).toContain("Persistency was 86%");
    expect(markdown).not.toMatch(/yetu|ilikuwa/);
  });

  it("counts told the Swahili way keep each figure apart, the corrected one in place", () => {
    const { markdown } = chat([
      "My name is Peter Kamau",
      "I am the Manager of Baraka Matatu SACCO since 2019.",
      "SACCO ina magari 90 na wanachama 210.",
      "Nimekosea, magari ni 95, si 90.",
    ]);
    expect(markdown).toContain("SACCO has 95 vehicles and 210 members");
    expect(markdown).not.toMatch(/\b90\b|95 210|magari|wanachama/);
  });

  it("'CV ya kuomba kazi ya <post> kwa <where>': the post, without where, is the target", () => {
    const { markdown } = chat([
      "Nahitaji CV ya kuomba kazi ya Branch Manager kwa benki kubwa.",
      "My name is Mary Achieng",
      "I am a Relationship Officer at Equity Bank since 2018.",
    ]);
    expect(markdown).toContain("Seeking a Branch Manager role");
    expect(markdown).not.toMatch(/kuomba|benki/);
  });

  it("a returning client's Swahili: the post sought, a body's exam, a membership, a duty", () => {
    const { markdown } = chat([
      "Hello, nimekuwa nyumbani kwa 3 years. I need a CV ya auditor ambayo inaonyesha career break.",
      "My name is Ann Wairimu",
      "I was Internal Auditor at Kenya Power, 2014 to 2021.",
      "ACCA nilimaliza na ACCA Global 2013, na niko member wa IIA Kenya.",
      "Pia nimekuwa nikifanya audits za chamas kwa Xero.",
    ]);
    expect(markdown).toContain("Seeking an auditor role");
    expect(markdown).toContain("ACCA from ACCA Global 2013");
    expect(markdown).toContain("Member of IIA Kenya");
    expect(markdown).toMatch(/- Do audits .*Xero/);
    expect(markdown).not.toMatch(/ambayo|nilimaliza|niko|nikifanya|\bPia\b/);
  });

  it("two figures a dropped Swahili word stood between stay two figures", () => {
    const { markdown } = chat([
      "My name is Kevin Odhiambo",
      "I am a collections officer at Faulu Bank since 2020.",
      "Book yangu ni KSh 9 million, NPL 90 iko 3.4%.",
      "Mwaka 2024 niliopen 17 new merchant accounts.",
    ]);
    expect(markdown).toContain("NPL 90, 3.4%");
    expect(markdown).toContain("In 2024, 17 new merchant accounts");
    expect(markdown).not.toMatch(/90 3\.4|2024 17|\biko\b|niliopen/);
  });
});
