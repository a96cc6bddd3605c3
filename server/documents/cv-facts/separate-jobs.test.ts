import { describe, expect, it } from "vitest";
import { factsFromForm } from "../cvs";
import type { CvFacts } from "../facts";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";
import { factsFromUploadText } from "./from-upload";

/** Facts as the chat gives them: the client's turns, with the name they gave. */
function chat(turns: string[]) {
  const name = nameFromTurns(turns);
  return written(factsFromStatements(turns, { ...name, clientStatements: turns }));
}

function written(facts: CvFacts) {
  const markdown = writeOfflineCv(facts);
  const experience = markdown.split("## Work Experience")[1]!.split("\n## ")[0]!;
  // Each ### entry of the experience section, heading and bullets, as the exports lay it out.
  const entries = experience
    .split(/^### /m)
    .slice(1)
    .map((e) => e.trim());
  return { facts, markdown, entries };
}

const jobs = (facts: CvFacts) => facts.roles.map((r) => [r.title, r.employer, r.period]);

describe("two jobs told in one sentence are two entries", () => {
  it("'at A as X from .. to .. and then at B as Y until now'", () => {
    const { facts, entries } = chat([
      "I worked at Naivas Supermarket as a cashier from 2015 to 2018 and then at Quickmart as a branch supervisor until now",
    ]);
    expect(jobs(facts)).toEqual([
      ["Branch supervisor", "Quickmart", "2018 – Present"],
      ["Cashier", "Naivas Supermarket", "2015 – 2018"],
    ]);
    expect(entries).toHaveLength(2);
  });

  it("', and since YEAR I have been ...' after a past job", () => {
    const { facts } = chat([
      "I was a clerk at Kisii County Assembly from 2011 to 2014, and since 2014 I have been a records officer at Maseno University",
    ]);
    expect(jobs(facts)).toEqual([
      ["Records officer", "Maseno University", "2014 – Present"],
      ["Clerk", "Kisii County Assembly", "2011 – 2014"],
    ]);
  });

  it("'worked at A in a town as X since YEAR', then a past job told by the place in it", () => {
    const { facts, entries } = chat([
      "I'm a pharmacist",
      "I have worked at Goodlife Pharmacy in Nakuru as a pharmacist in charge since 2021. Before that I was in the pharmacy at Nakuru Level 5 Hospital from 2017 to 2021.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Pharmacist in charge", "Goodlife Pharmacy, Nakuru", "2021 – Present"],
      ["", "Nakuru Level 5 Hospital", "2017 – 2021"],
    ]);
    expect(entries[1]).toContain("pharmacy");
    expect(entries[0]).not.toContain("Nakuru Level 5");
  });
});

describe("two jobs in one sentence, joined every way clients join them", () => {
  it.each([
    [
      "I worked as a cashier at Naivas from 2015 to 2018, then as a supervisor at Quickmart since 2018",
      [
        ["Supervisor", "Quickmart", "2018 – Present"],
        ["Cashier", "Naivas", "2015 – 2018"],
      ],
    ],
    [
      "I was a clerk at Kisumu Water (2011-2014) and later a billing officer at KIWASCO (2014-2019)",
      [
        ["Billing officer", "KIWASCO", "2014 – 2019"],
        ["Clerk", "Kisumu Water", "2011 – 2014"],
      ],
    ],
    [
      "I was a nurse at Coast General for 3 years then moved to Aga Khan Mombasa as a ward manager in 2019",
      [
        // Moved there in 2019, and nothing says the client left.
        ["Ward manager", "Aga Khan Mombasa", "2019 – Present"],
        ["Nurse", "Coast General", ""],
      ],
    ],
    [
      "I worked at Equity Bank as a teller from 2012 to 2016 and at KCB as a relationship officer from 2016 to date",
      [
        ["Relationship officer", "KCB", "2016 – Present"],
        ["Teller", "Equity Bank", "2012 – 2016"],
      ],
    ],
    [
      "I was an accountant at KPMG from 2012 to 2015 and an audit manager at EY from 2015 to 2020",
      [
        ["Audit manager", "EY", "2015 – 2020"],
        ["Accountant", "KPMG", "2012 – 2015"],
      ],
    ],
    [
      "I'm a driver with Modern Coast since 2018 and before that with Easy Coach from 2012 to 2018",
      [
        ["Driver", "Modern Coast", "2018 – Present"],
        ["Driver", "Easy Coach", "2012 – 2018"],
      ],
    ],
    [
      "I was a cashier at Tuskys until it closed in 2020, then I joined Carrefour as a supervisor",
      [
        ["Supervisor", "Carrefour", "2020 – Present"],
        ["Cashier", "Tuskys", "2020"],
      ],
    ],
    [
      "I worked in Dubai as a security guard at Transguard from 2016 to 2022",
      [["Security guard", "Transguard, Dubai", "2016 – 2022"]],
    ],
    [
      "I have been working at Nairobi Hospital since 2017 as a pharmacist",
      [["Pharmacist", "Nairobi Hospital", "2017 – Present"]],
    ],
    [
      "2016-2020 I was at Safaricom as a customer care agent, and 2020 to date at Airtel as a team leader",
      [
        ["Team leader", "Airtel", "2020 – Present"],
        ["Customer care agent", "Safaricom", "2016 – 2020"],
      ],
    ],
    [
      "I'm currently a sales rep at Coca-Cola Beverages Africa, joined in 2021",
      [["Sales rep", "Coca-Cola Beverages Africa", "2021 – Present"]],
    ],
    [
      "Teller at KCB 2008-2012; relationship officer at Family Bank 2012-2016",
      [
        ["Relationship officer", "Family Bank", "2012 – 2016"],
        ["Teller", "KCB", "2008 – 2012"],
      ],
    ],
  ])("%s", (said, expected) => {
    expect(jobs(chat([said]).facts)).toEqual(expected);
  });

  it("a year and 'and' that join no second job leave the sentence whole", () => {
    const { facts } = chat([
      "I'm a site engineer at China Road and Bridge since 2019, and a team of 12 reports to me",
    ]);
    expect(jobs(facts)).toEqual([["Site engineer", "China Road and Bridge", "2019 – Present"]]);
  });
});

describe("jobs told one message per job", () => {
  it("each message a job, newest first on the CV whatever order they came in", () => {
    const { facts, entries } = chat([
      "My name is Zawadi Mumbi Karanja",
      "I started as a data clerk at Kenya Power in 2013 up to 2016",
      "Before that I was an intern at Safaricom in 2012",
      "Since 2016 I have been an M&E officer at World Vision Kenya in Marsabit",
    ]);
    expect(jobs(facts)).toEqual([
      ["M&E officer", "World Vision Kenya, Marsabit", "2016 – Present"],
      ["Data clerk", "Kenya Power", "2013 – 2016"],
      ["Intern", "Safaricom", "2012"],
    ]);
    expect(entries).toHaveLength(3);
  });
});

it("jobs told one a message with 'first job was as', 'became', 'previously I was at', 'now I'm at'", () => {
  const { facts } = chat([
    "I am a chef",
    "My first job was as a waiter at Java House in 2012",
    "Then I became a cook at Artcaffe from 2013 to 2016",
    "Previously I was at Serena Hotel for 3 years as a sous chef",
    "Now I'm at Tribe Hotel",
  ]);
  expect(jobs(facts)).toEqual([
    ["Chef", "Tribe Hotel", "Present"],
    ["Cook", "Artcaffe", "2013 – 2016"],
    ["Waiter", "Java House", "2012"],
    ["Sous chef", "Serena Hotel", ""],
  ]);
});

describe("jobs told by what the client did there", () => {
  it("'I have taught ... at A since' and 'I taught at B from .. to ..': two teaching jobs", () => {
    const { facts, markdown } = chat([
      "Hello, I'm a teacher",
      "I have taught Chemistry and Biology at Alliance Girls High School since 2017.",
      "Before that I taught at Limuru Girls School from 2012 to 2017.",
    ]);
    expect(jobs(facts)).toEqual([
      ["Teacher", "Alliance Girls High School", "2017 – Present"],
      ["Teacher", "Limuru Girls School", "2012 – 2017"],
    ]);
    expect(markdown).toContain("- Taught Chemistry and Biology");
    // A duty with nothing after its verb says no more than the title.
    expect(markdown).not.toMatch(/^- Taught$/m);
  });

  it("'I have been teaching at St. Mary's ...': the abbreviation ends no sentence", () => {
    const { facts, markdown } = chat([
      "I'm a teacher",
      "I have been teaching at St. Mary's Girls Nyeri since 2015",
    ]);
    expect(jobs(facts)).toEqual([["Teacher", "St. Mary's Girls Nyeri", "2015 – Present"]]);
    expect(markdown).not.toMatch(/^- Teaching$/m);
  });

  it("'I am with B since ...' after a past job in the same sentence", () => {
    const { facts } = chat([
      "I am an electrician, I worked at East African Breweries for 5 years and now I am with Bidco since 2021",
    ]);
    expect(jobs(facts)).toEqual([
      ["Electrician", "Bidco", "2021 – Present"],
      ["", "East African Breweries", ""],
    ]);
  });

  it("freelancing for two outlets since a year is a job of its own", () => {
    const { facts } = chat([
      "I was a photographer at The Standard Group from 2012 to 2019, and since 2019 I have been freelancing for Nation Africa and Tuko",
    ]);
    expect(jobs(facts)).toEqual([
      ["Freelancer", "Nation Africa and Tuko", "2019 – Present"],
      ["Photographer", "The Standard Group", "2012 – 2019"],
    ]);
  });

  it("a wish to aim for a role is the target, never a job", () => {
    const { facts } = chat([
      "I'm aiming for a programme officer role with UNICEF or Save the Children",
    ]);
    expect(facts.roles).toEqual([]);
    expect(facts.target).toContain("programme officer");
  });
});

describe("life events are never a job bullet", () => {
  it("moving back home, maternity leave, relocating and retrenchment", () => {
    const { facts, markdown } = chat([
      "I am moving back home to Kisumu after six years in Qatar",
      "I am an accountant at Kenya Pipeline Company since 2022",
      "After my maternity leave I was a credit analyst at Family Bank from 2019 to 2021",
      "I relocated to Nakuru in 2018",
      "I was retrenched in 2020",
      "I took a career break from 2016 to 2017. I came back from Saudi in 2024 and I have been unemployed since",
    ]);
    expect(jobs(facts)).toEqual([
      ["Accountant", "Kenya Pipeline Company", "2022 – Present"],
      ["Credit analyst", "Family Bank", "2019 – 2021"],
    ]);
    expect(markdown).not.toMatch(
      /moving|maternity|relocat|retrench|career break|Saudi|unemployed/i,
    );
  });

  it("a life event inside a job's sentence: its year ends the job, its words are no bullet", () => {
    const { facts, markdown } = chat([
      "I worked at Telkom Kenya as a technician from 2010 until I was retrenched in 2020",
      "I was a nurse at Kenyatta National Hospital from 2012 to 2018 before moving back home to Kisii",
      "I relocated to Nakuru in 2021 and since then I have been a teacher at Nakuru Day Secondary",
    ]);
    expect(jobs(facts)).toEqual([
      ["Technician", "Telkom Kenya", "2010 – 2020"],
      ["Nurse", "Kenyatta National Hospital", "2012 – 2018"],
      ["Teacher", "Nakuru Day Secondary", ""],
    ]);
    expect(markdown).not.toMatch(/retrench|moving|relocat|since then/i);
  });

  it("a lead-in that opens with 'Before I ...' is not the job", () => {
    const { facts, markdown } = chat([
      "Before I left for Dubai I was a chef at Tamarind Mombasa from 2014 to 2019.",
    ]);
    expect(jobs(facts)).toEqual([["Chef", "Tamarind Mombasa", "2014 – 2019"]]);
    expect(markdown).not.toMatch(/left for Dubai/);
  });
});

describe("the manual form: jobs in the free text beside the current one", () => {
  const form = {
    firstName: "Njeri",
    lastName: "Wambugu",
    email: "njeri.wambugu@example.com",
    phone: "0712 000 111",
    currentRole: "Branch Manager",
    experience: "12",
    industry: "Banking",
    company: "Equity Bank",
    serviceType: "CV Writing" as const,
  };

  /** Each entry's heading and dates, as the CV lays it out. */
  const headed = (entries: string[]) => entries.map((e) => e.split("\n\n").slice(0, 2).join(" "));

  it("a former job in one line of the text is its own entry after the current one", () => {
    const { entries } = written(
      factsFromForm({
        ...form,
        careerGoal:
          "Regional manager in a tier one bank. Former Kenya Police officer, 2005 to 2011. Grew deposits by 40% in 2024.",
      }),
    );
    expect(headed(entries)).toEqual([
      "Branch Manager, Equity Bank *Present*",
      "Kenya Police officer *2005 – 2011*",
    ]);
    expect(entries[0]).toContain("- Grew deposits by 40% in 2024");
  });

  it.each([
    [
      "Finance manager in an NGO. Previously accountant at Deloitte (2012-2016) and finance officer at Oxfam (2016-2020).",
      ["Finance officer, Oxfam *2016 – 2020*", "Accountant, Deloitte *2012 – 2016*"],
    ],
    [
      "Operations lead. Past roles: Shift supervisor, Bamburi Cement, 2010-2014; Plant operator, Savannah Cement, 2006-2010.",
      [
        "Shift supervisor, Bamburi Cement *2010 – 2014*",
        "Plant operator, Savannah Cement *2006 – 2010*",
      ],
    ],
    [
      "HR manager role.\nHR assistant, Nation Media Group, 2014 - 2017\nHR officer, Safaricom, 2017 - 2021",
      ["HR officer, Safaricom *2017 – 2021*", "HR assistant, Nation Media Group *2014 – 2017*"],
    ],
    [
      "Senior nurse in a private hospital. Worked at Kenyatta National Hospital 2010-2015 then Mater Hospital 2015-2020.",
      ["Mater Hospital *2015 – 2020*", "Kenyatta National Hospital *2010 – 2015*"],
    ],
  ])("past jobs in the text, one line or one sentence: %s", (careerGoal, past) => {
    const { entries } = written(factsFromForm({ ...form, careerGoal }));
    expect(headed(entries)).toEqual(["Branch Manager, Equity Bank *Present*", ...past]);
  });

  it("two past jobs in one sentence of the text are two entries, with the current one", () => {
    const { entries } = written(
      factsFromForm({
        ...form,
        careerGoal:
          "Regional manager in a tier one bank. Worked at KCB as a teller from 2008 to 2012 and then at Family Bank as a relationship officer until 2016.",
      }),
    );
    expect(headed(entries)).toEqual([
      "Branch Manager, Equity Bank *Present*",
      "Relationship officer, Family Bank *2012 – 2016*",
      "Teller, KCB *2008 – 2012*",
    ]);
  });
});

describe("an uploaded CV's jobs, however its lines lay them out", () => {
  const upload = (experience: string) =>
    factsFromUploadText(`Jane Wambui Kariuki\n0711 000 222\n\nEXPERIENCE\n${experience}\n`);

  it("an employer line with its dates, then the post on the next line", () => {
    const facts = upload(
      "Quickmart Thika (2018 - present)\nSupervisor\n- Supervise 12 cashiers\nNaivas Supermarket (2015 - 2018)\nCashier\n- Handled cash",
    );
    expect(jobs(facts)).toEqual([
      ["Supervisor", "Quickmart Thika", "2018 – Present"],
      ["Cashier", "Naivas Supermarket", "2015 – 2018"],
    ]);
    expect(facts.roles[0]?.bullets).toEqual(["Supervise 12 cashiers"]);
  });

  it("the post first, then the employer or the town with the dates", () => {
    expect(
      jobs(upload("Supervisor\nQuickmart Thika (2018 - present)\n- Supervise 12 cashiers")),
    ).toEqual([["Supervisor", "Quickmart Thika", "2018 – Present"]]);
    expect(jobs(upload("Cashier, Naivas Supermarket\nNairobi, 2015 - 2018"))).toEqual([
      ["Cashier", "Naivas Supermarket, Nairobi", "2015 – 2018"],
    ]);
  });

  it("a duty line that ends in a year is still a duty", () => {
    const facts = upload("Supervisor, Quickmart Thika, 2018 - present\n- Led the stock take, 2019");
    expect(facts.roles[0]?.bullets).toEqual(["Led the stock take, 2019"]);
  });

  it("jobs told in the client's own sentences under the heading", () => {
    const facts = upload(
      "I worked at Naivas Supermarket as a cashier from 2015 to 2018 and then at Quickmart as a supervisor until now.",
    );
    expect(jobs(facts)).toEqual([
      ["Supervisor", "Quickmart", "2018 – Present"],
      ["Cashier", "Naivas Supermarket", "2015 – 2018"],
    ]);
  });

  it("a life event written as a bullet is not one", () => {
    const facts = upload(
      "Supervisor, Quickmart Thika, 2018 - present\n- Supervise 12 cashiers\n- Moving back home to Nyeri next year",
    );
    expect(facts.roles[0]?.bullets).toEqual(["Supervise 12 cashiers"]);
  });
});

describe("an uploaded CV's placement under an Attachment or Internship heading", () => {
  it("titles the placement with its heading when its line names no post", () => {
    const { facts } = written(
      factsFromUploadText(`Amina Said Bakari
0711 222 333 | amina.bakari@example.com

Internship
Kenya Airports Authority, Finance department, January 2025 - April 2025
- reconciled 400 supplier invoices

Education
BCom Finance, Technical University of Mombasa, 2024
`),
    );
    expect(jobs(facts)).toEqual([
      ["Internship", "Kenya Airports Authority, Finance department", "January 2025 – April 2025"],
    ]);
  });
});

it("a question to the consultant is never a bullet", () => {
  const { markdown } = chat([
    "I am a driver at Modern Coast since 2019. Can you make my CV look good?",
  ]);
  expect(markdown).not.toMatch(/can you/i);
});

it("a result told apart from the jobs goes under the job whose dates hold its year", () => {
  const { entries } = chat([
    "I'm a sales rep at Bidco Africa since 2020. Before that I was a merchandiser at Unilever Kenya from 2016 to 2020.",
    "I won the best merchandiser award in 2018",
    "I grew the route sales by 25% in 2023",
    "I know SAP and Excel",
  ]);
  expect(entries).toHaveLength(2);
  expect(entries[0]).toContain("25% in 2023");
  expect(entries[0]).not.toContain("award");
  expect(entries[1]).toContain("award in 2018");
});
