import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";
import { roleFromSentence } from "./roles";

const factsOf = (said: string) => factsFromStatements([said], { clientStatements: [said] });

describe("an employer's name ends where the client's next clause starts", () => {
  it.each([
    [
      "Procurement officer at Nakuru County Government since 2020, 6 years of experience in public procurement",
      "Nakuru County Government",
      "2020 – Present",
    ],
    [
      "Accountant at Kenya Ports Authority for 5 years of experience in audit",
      "Kenya Ports Authority",
      "",
    ],
    [
      "Clinical officer at Ministry of Health from 2018, 4 years of work",
      "Ministry of Health",
      "2018 – Present",
    ],
    [
      "Teller at Bank of Africa since 2019 and handling about 200 customers a day",
      "Bank of Africa",
      "2019 – Present",
    ],
    [
      "Lecturer at University of Nairobi, 9 years experience teaching economics",
      "University of Nairobi",
      "",
    ],
    ["Storekeeper at Bidco Africa of late, 3 years now", "Bidco Africa", ""],
    ["On attachment at KALRO Njoro for 3 months in 2024", "KALRO Njoro", "2024"],
    ["Intern at KALRO Njoro 2024 doing soil sampling", "KALRO Njoro", "2024"],
    ["Intern at KALRO Njoro (2024) doing soil sampling", "KALRO Njoro", "2024"],
    ["Nurse at Thika Level 5 Hospital since 2016", "Thika Level 5 Hospital", "2016 – Present"],
  ])("%s", (said, employer, period) => {
    const job = roleFromSentence(said);
    expect(job?.role.employer).toBe(employer);
    expect(job?.role.period).toBe(period);
  });

  it("keeps connecting words inside a name: Kenya Power and Lighting Company, Co-operative Bank of Kenya", () => {
    expect(
      roleFromSentence("Engineer at Kenya Power and Lighting Company since 2015")?.role.employer,
    ).toBe("Kenya Power and Lighting Company");
    expect(
      roleFromSentence("Teller at Co-operative Bank of Kenya from 2012 to 2016")?.role,
    ).toMatchObject({
      employer: "Co-operative Bank of Kenya",
      period: "2012 – 2016",
    });
  });
});

it("keeps what the client said after the employer when it counts or does something", () => {
  const job = roleFromSentence("On attachment at KALRO Njoro for 3 months in the wheat programme");
  expect(job?.rest).toContain("3 months");
  const said = "I was an intern at KALRO Njoro (2024) doing soil sampling";
  const facts = factsFromStatements([said], { clientStatements: [said] });
  expect(facts.roles[0]?.bullets).toEqual(["Soil sampling"]);
});

describe("the industry is the field the client names, not words of the title or the employer", () => {
  it("reads the field from 'experience in public procurement'", () => {
    const facts = factsOf(
      "I'm a procurement officer at Nakuru County Government since 2020, 6 years of experience in public procurement.",
    );
    expect(facts.industry).toBe("public procurement");
    expect(facts.yearsExperience).toBe("6");
    expect(facts.roles[0]).toMatchObject({
      title: "Procurement officer",
      employer: "Nakuru County Government",
      period: "2020 – Present",
    });
  });

  it("reads the field from 'N years in ...' and keeps the fields the client adds after it", () => {
    expect(factsOf("About 12 years in finance, manufacturing mostly.").industry).toBe(
      "finance and manufacturing",
    );
    expect(factsOf("I've done 8 years in humanitarian logistics.").industry).toBe(
      "humanitarian logistics",
    );
  });

  it("never takes a sector word from inside an employer's name", () => {
    const facts = factsOf("I'm an accountant at Kenya Commercial Bank Insurance Agency, 7 years.");
    expect(facts.industry).toBe("");
    const county = factsOf("I'm a clerk with Kiambu County Government for 4 years.");
    expect(county.industry).toBe("");
  });

  it("never reads a place or a span of time as the field", () => {
    expect(factsOf("I have 5 years in Nairobi as a driver.").industry).toBe("");
    expect(factsOf("Sales executive, 5 years in total.").industry).toBe("sales");
  });
});

describe("a job told after a time phrase", () => {
  it.each([
    [
      "Since 2019 I have been a storekeeper at Bidco Africa, in the Thika plant.",
      "Storekeeper",
      "Bidco Africa",
      "2019 – Present",
    ],
    [
      "From 2012 to 2016 I worked as a teller at Equity Bank.",
      "Teller",
      "Equity Bank",
      "2012 – 2016",
    ],
    ["In 2015 I was an intern at KenGen Olkaria.", "Intern", "KenGen Olkaria", "2015"],
  ])("%s", (said, title, employer, period) => {
    const facts = factsOf(said);
    expect(facts.roles[0]).toMatchObject({ title, employer, period });
    expect(facts.currentRole).toBe(title);
  });
});

describe("the unit a client works in", () => {
  it("stays with the job even in plain words", () => {
    const facts = factsOf(
      "Since 2015 I have been a nurse at Kenyatta National Hospital, in the renal unit.",
    );
    expect(facts.roles[0]?.bullets).toContain("Based in the renal unit");
  });
});

describe("a job told with 'have worked as'", () => {
  it.each([
    [
      "I have worked as a driver with Modern Coast since 2014.",
      "Driver",
      "Modern Coast",
      "2014 – Present",
    ],
    [
      "I've worked as a chef at Serena Hotels since 2019.",
      "Chef",
      "Serena Hotels",
      "2019 – Present",
    ],
  ])("%s", (said, title, employer, period) => {
    expect(factsOf(said).roles[0]).toMatchObject({ title, employer, period });
  });
});

describe("what the client wants, said in Swahili or with 'just'", () => {
  it("never writes a request for the CV itself into the profile", () => {
    const facts = factsOf(
      "Nataka CV ya kazi ya mechanic, ile ya garage. I'm a mechanic at CMC Motors since 2018.",
    );
    expect(facts.target).not.toMatch(/CV ya|ile ya/i);
  });

  it("reads 'I just want' as the role sought", () => {
    expect(factsOf("I just want hotel work, head chef").target).toBe(
      "Seeking hotel work, head chef",
    );
  });
});

describe("a graduate's attachment and languages said in passing", () => {
  it("writes an attachment as the post of an attachee", () => {
    const facts = factsOf("I was on attachment at Kenya Power for 3 months in 2023.");
    expect(facts.roles[0]).toMatchObject({
      title: "Attachee",
      employer: "Kenya Power",
      period: "2023",
    });
  });

  it("reads 'Languages English, ...' without a colon, and drops 'if that matters'", () => {
    const facts = factsOf(
      "I'm a teller at KCB since 2022. Languages English, Kiswahili, Luo, if that matters.",
    );
    expect(facts.languages).toEqual(["English", "Kiswahili", "Luo"]);
    // The client's own words are kept for the model; no CV field carries the hedge.
    expect(JSON.stringify({ ...facts, clientStatements: [] })).not.toMatch(/matters/);
  });
});
