import { describe, expect, it } from "vitest";
import { missingFacts } from "../../../contract/missing-facts";
import { stripMarkdown } from "../markdown";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, nameFromTurns } from "./extract";
import { factsFromUploadText } from "./from-upload";

/** The CV's lines under one ## heading, markup removed. */
function section(cv: string, heading: string): string {
  const start = cv.indexOf(`## ${heading}`);
  if (start < 0) return "";
  const end = cv.indexOf("\n## ", start + 3);
  return stripMarkdown(cv.slice(start, end < 0 ? undefined : end));
}

const firstPersonOrHedge = /\b(?:I|I'm|I've|my|maybe|perhaps|I think|I guess|sijui)\b/;

describe("facts from a chat transcript", () => {
  const turns = [
    "Good afternoon, I'd like my CV updated please",
    "Naitwa Halima Wairimu Njenga",
    "halima.njenga@yahoo.com and my phone is 0745 221 908",
    "I'm a pharmacist at Kenyatta National Hospital since 2018, I think 7 years now in hospital pharmacy. Before that I was a pharmaceutical technologist at Goodlife Pharmacy from 2015 to 2018.",
    "I have a Bachelor of Pharmacy from the University of Nairobi, 2017. I am registered with the Pharmacy and Poisons Board and I'm a member of PSK.",
    "I manage a team of 4 pharmacists and we use Mtiba and KenyaEMR for dispensing. I cut stock-outs of essential medicines by 40% in 2023.",
    "I speak English, Kiswahili and Kikuyu.",
    "I want a chief pharmacist role in a private hospital, maybe in Mombasa.",
  ];
  const name = nameFromTurns(turns);
  const facts = factsFromStatements(turns, { ...name, clientStatements: turns });
  const cv = writeOfflineCv(facts);

  it("reads the client's name from their own words", () => {
    expect(name).toEqual({ firstName: "Halima", lastName: "Wairimu Njenga" });
  });

  it("puts every job, employer and year under Work Experience", () => {
    const experience = section(cv, "Work Experience");
    expect(experience).toContain("Pharmacist, Kenyatta National Hospital");
    expect(experience).toContain("2018 – Present");
    expect(experience).toContain("Pharmaceutical technologist, Goodlife Pharmacy");
    expect(experience).toContain("2015 – 2018");
    expect(experience).toContain("Manage a team of 4 pharmacists");
    expect(experience).toContain("Cut stock-outs of essential medicines by 40% in 2023");
  });

  it("files education, registrations, tools and languages in their sections", () => {
    expect(section(cv, "Education")).toContain(
      "Bachelor of Pharmacy from the University of Nairobi, 2017",
    );
    const certifications = section(cv, "Certifications and Memberships");
    expect(certifications).toContain("Registered with the Pharmacy and Poisons Board");
    expect(certifications).toContain("Member of PSK");
    const skills = section(cv, "Key Skills");
    expect(skills).toContain("Mtiba");
    expect(skills).toContain("KenyaEMR");
    expect(skills).toContain("Languages: English, Kiswahili, Kikuyu");
  });

  it("writes the profile from the role, years, field and target, without hedges", () => {
    const profile = section(cv, "Professional Profile");
    expect(profile).toContain("7 years of experience");
    expect(profile).toContain("Seeking a chief pharmacist role in a private hospital, in Mombasa.");
    expect(stripMarkdown(cv)).not.toMatch(firstPersonOrHedge);
  });

  it("leaves no placeholder where the client gave a fact", () => {
    expect(cv).not.toMatch(/\[/);
    expect(
      missingFacts(cv, { name: "Halima Njenga", email: "h@x.ke", phone: "0745", address: "" }),
    ).toEqual([]);
  });
});

describe("facts from a chat in mixed English and Swahili", () => {
  const turns = [
    "Mambo",
    "Naitwa Kevin Otieno Ouma",
    "I'm a data analyst with Twiga Foods since 2021, sijui like 3 years",
    "Nimesoma BSc Statistics at Maseno University 2020",
    "I'm good at Python, SQL and Power BI. I speak fluent English and Swahili.",
    "I'd like a senior data analyst job, hopefully in a bank in Nairobi",
  ];
  const cv = writeOfflineCv(factsFromStatements(turns, { ...nameFromTurns(turns) }));

  it("files each fact and drops the fillers", () => {
    expect(section(cv, "Professional Profile")).toContain(
      "Data analyst with 3 years of experience. Seeking a senior data analyst role, in a bank in Nairobi.",
    );
    expect(section(cv, "Work Experience")).toContain("Data analyst, Twiga Foods 2021 – Present");
    expect(section(cv, "Education")).toContain("BSc Statistics, Maseno University, 2020");
    expect(section(cv, "Key Skills")).toContain("Power BI");
    expect(section(cv, "Key Skills")).toContain("Languages: English (fluent), Swahili (fluent)");
    expect(stripMarkdown(cv)).not.toMatch(/\b(?:sijui|hopefully|Mambo|Nimesoma)\b/i);
  });
});

describe("facts from the manual form's career goal", () => {
  const facts = factsFromStatements(
    [
      "Operations manager in a logistics firm. Holds a Diploma in Supply Chain Management, KIM, 2012. Member of KISM. Reduced fleet fuel costs by 18% using Sage 300 and a route plan.",
    ],
    {
      firstName: "Otieno",
      lastName: "Wekesa",
      currentRole: "Transport Supervisor",
      yearsExperience: "10",
      industry: "Logistics",
      company: "Siginon Group",
    },
    { goalFirst: true },
  );
  const cv = writeOfflineCv(facts);

  it("reads the first sentence as the target and the rest into their sections", () => {
    expect(section(cv, "Professional Profile")).toContain(
      "Transport Supervisor with 10 years of experience in Logistics. Target role: Operations manager in a logistics firm.",
    );
    expect(section(cv, "Work Experience")).toContain("Transport Supervisor, Siginon Group");
    expect(section(cv, "Work Experience")).toContain("Reduced fleet fuel costs by 18%");
    expect(section(cv, "Education")).toContain("Diploma in Supply Chain Management, KIM, 2012");
    expect(section(cv, "Certifications and Memberships")).toContain("Member of KISM");
    expect(section(cv, "Key Skills")).toContain("Sage 300");
  });

  it("asks for nothing the form gave", () => {
    expect(cv).not.toMatch(/\[/);
  });
});

describe("facts from an uploaded CV", () => {
  const text = `JOSEPH KAMAU NDUNGU
Mechanical Technician
P.O. Box 455-20100, Nakuru | Mobile: +254 790 118 342 | jkndungu@gmail.com

PERSONAL PROFILE
Mechanical technician with 6 years in maintenance of agro-processing plants.

EMPLOYMENT HISTORY
Maintenance Technician | Kabras Sugar Company | Feb 2020 - to date
- Service boilers and centrifuges during the crushing season
- Cut unplanned downtime from 14 hours to 5 hours a month
Mechanic, Toyota Kenya, Nakuru, 2017 - 2020
- Serviced Hilux and Land Cruiser fleets

ACADEMIC QUALIFICATIONS
2014 - 2016 Diploma in Mechanical Engineering, Rift Valley Technical Training Institute

PROFESSIONAL MEMBERSHIP
Graduate member, Institution of Engineers of Kenya (IEK)

COMPUTER SKILLS
AutoCAD, SAP PM module

HOBBIES
Football
`;
  const facts = factsFromUploadText(text);
  const cv = writeOfflineCv(facts);

  it("takes the header's name, phone, email and address", () => {
    expect(facts).toMatchObject({
      firstName: "Joseph",
      lastName: "Kamau Ndungu",
      phone: "+254 790 118 342",
      email: "jkndungu@gmail.com",
      address: "P.O. Box 455-20100, Nakuru",
    });
  });

  it("keeps every job with its dates and duties", () => {
    const experience = section(cv, "Work Experience");
    expect(experience).toContain("Maintenance Technician, Kabras Sugar Company");
    expect(experience).toContain("Feb 2020 – Present");
    expect(experience).toContain("Cut unplanned downtime from 14 hours to 5 hours a month");
    expect(experience).toContain("Mechanic, Toyota Kenya, Nakuru");
    expect(experience).toContain("2017 – 2020");
  });

  it("files the other sections and leaves out hobbies", () => {
    expect(section(cv, "Professional Profile")).toContain("6 years in maintenance");
    expect(section(cv, "Education")).toContain(
      "Diploma in Mechanical Engineering, Rift Valley Technical Training Institute, 2014 – 2016",
    );
    expect(section(cv, "Certifications and Memberships")).toContain(
      "Institution of Engineers of Kenya",
    );
    // The skills line is a list: one skill a bullet.
    expect(section(cv, "Key Skills")).toContain("AutoCAD SAP PM module");
    expect(cv).not.toContain("Football");
  });
});

describe("missing facts", () => {
  it("lists the empty header fields and each placeholder once", () => {
    const cv = writeOfflineCv(
      factsFromStatements(["I'm a cashier at Naivas since 2021"], { firstName: "Amina" }),
    );
    expect(missingFacts(cv, { name: "Amina", email: "", phone: "", address: "" })).toEqual([
      "Email address",
      "Phone number",
      "Profile: current role, years of experience and industry",
      "Skills: tools and systems the client uses",
      "Education: qualification, institution, year",
      "Certifications and professional memberships (or remove this section)",
    ]);
  });
});
