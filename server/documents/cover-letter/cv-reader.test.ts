import { describe, expect, it } from "vitest";
import { emptyFacts } from "../facts";
import { writeOfflineCv } from "../offline-writer";
import { readCv } from "./cv-reader";

describe("reading a CV for its cover letter", () => {
  it("reads the Markdown the writers produce: roles, periods, lines, education, memberships", () => {
    const cv = readCv(`## Professional Profile

Registered nurse with 8 years of experience in critical care. Seeking an ICU role.

## Work Experience

### Registered Nurse, Thika Level 5 Hospital

*2016 – Present*

- Reduced medication errors on the night shift by **30%**
- Supervise a team of 5 nurses

### Intern Nurse, Kiambu Level 5 Hospital

*Jan 2015 – Dec 2015*

- Completed rotations in medical and surgical wards

## Education

- Diploma in Community Health Nursing, KMTC, 2014

## Certifications

- BLS, 2020
- Registered with the Nursing Council of Kenya

## Languages

- English, Kiswahili
`);
    expect(cv.roles).toEqual([
      {
        title: "Registered Nurse",
        employer: "Thika Level 5 Hospital",
        start: "2016",
        current: true,
        lines: [
          "Reduced medication errors on the night shift by 30%",
          "Supervise a team of 5 nurses",
        ],
      },
      {
        title: "Intern Nurse",
        employer: "Kiambu Level 5 Hospital",
        start: "2015",
        current: false,
        lines: ["Completed rotations in medical and surgical wards"],
      },
    ]);
    expect(cv).toMatchObject({
      profileRole: "Registered nurse",
      years: "8",
      industry: "critical care",
      education: [
        { qualification: "Diploma in Community Health Nursing", institution: "KMTC", year: "2014" },
      ],
      certifications: ["BLS, 2020", "Registered with the Nursing Council of Kenya"],
      languages: ["English", "Kiswahili"],
    });
  });

  it("reads an uploaded plain-text CV: capital headings, employer before role, labelled lines", () => {
    const cv = readCv(`Otieno Omollo
Senior Network Engineer

PROFILE
Network engineer with 11 years in telecommunications and enterprise networks.

EXPERIENCE
Liquid Intelligent Technologies, Nairobi - Senior Network Engineer (2020 - present)
* Cut mean time to repair from 6 hours to 2.5 hours

Safaricom PLC - Network Engineer (2013 - 2020)
* Rolled out 4G sites across Nyanza region

EDUCATION
MSc Information Technology, Strathmore University, 2019

SKILLS: MPLS, BGP, Cisco IOS
TARGET: Head of Network Operations
`);
    expect(
      cv.roles.map(({ title, employer, start, current }) => [title, employer, start, current]),
    ).toEqual([
      ["Senior Network Engineer", "Liquid Intelligent Technologies", "2020", true],
      ["Network Engineer", "Safaricom PLC", "2013", false],
    ]);
    expect(cv.name).toBe("Otieno Omollo");
    expect(cv.years).toBe("11");
    expect(cv.industry).toBe("telecommunications and enterprise networks");
    expect(cv.education[0]?.institution).toBe("Strathmore University");
    expect(cv.skills).toEqual(["MPLS", "BGP", "Cisco IOS"]);
    expect(cv.certifications).toEqual([]);
  });

  it("reads bold and colon headings, 'Role at Employer | period' and a Key Achievements section", () => {
    const cv = readCv(`**Career Summary**
Head of Department with over 10 years in secondary education. Coached the debate team to the 2022 national finals. Seeking a curriculum role.

Key Achievements:
- Raised the mean grade in English from 6.8 to 8.1

**Employment History**
Head of English at Kisumu Girls High School | 2019 to date
- Lead 6 teachers

English Teacher at Kisumu Girls High School | 2013 - 2019

**Education**
B.Ed (Arts), Kenyatta University, 2012
`);
    expect(cv.achievements).toEqual([
      "Raised the mean grade in English from 6.8 to 8.1",
      "Coached the debate team to the 2022 national finals",
    ]);
    expect(cv.roles.map((r) => [r.title, r.employer, r.start, r.current])).toEqual([
      ["Head of English", "Kisumu Girls High School", "2019", true],
      ["English Teacher", "Kisumu Girls High School", "2013", false],
    ]);
    expect(cv.years).toBe("10");
    expect(cv.industry).toBe("secondary education");
    expect(cv.education).toEqual([
      { qualification: "B.Ed (Arts)", institution: "Kenyatta University", year: "2012" },
    ]);
  });

  it("reads roles whose heading runs over two lines or starts with the period", () => {
    const cv = readCv(`WORK EXPERIENCE
Procurement Officer
Nakuru County Government, Nakuru
March 2019 – Present
• Ran 40 open tenders a year on IFMIS

Mombasa Cement Ltd
Procurement Clerk
2016 - 2018
• Kept the supplier register

2014 – 2016: Storekeeper at Bamburi Cement
- Counted stock monthly
`);
    expect(cv.roles.map((r) => [r.title, r.employer, r.start, r.current, r.lines.length])).toEqual([
      ["Procurement Officer", "Nakuru County Government", "2019", true, 1],
      ["Procurement Clerk", "Mombasa Cement Ltd", "2016", false, 1],
      ["Storekeeper", "Bamburi Cement", "2014", false, 1],
    ]);
  });

  it("skips labels over a role's lines and reads labelled lines and bracketed lists", () => {
    const cv = readCv(`DANIEL MWENDA GITONGA
P.O. Box 1120-60200, Meru | 0723 775 019

WORK EXPERIENCE
Medical Laboratory Technologist - Meru Teaching and Referral Hospital
March 2017 - to date
Duties
- Supervising 4 laboratory interns

EDUCATION
2011 - 2014 Diploma in Medical Laboratory Sciences, KMTC Nairobi
NITA Grade III Trade Test (Food Production), 2023

SKILLS
Computer literate (MS Office, LIMS)
Languages: English, Kiswahili, Kimeru

REFEREES
Available on request
`);
    expect(cv.roles).toEqual([
      {
        title: "Medical Laboratory Technologist",
        employer: "Meru Teaching and Referral Hospital",
        start: "2017",
        current: true,
        lines: ["Supervising 4 laboratory interns"],
      },
    ]);
    expect(cv.education).toEqual([
      {
        qualification: "Diploma in Medical Laboratory Sciences",
        institution: "KMTC Nairobi",
        year: "2014",
      },
      {
        qualification: "NITA Grade III Trade Test (Food Production)",
        institution: "",
        year: "2023",
      },
    ]);
    expect(cv.name).toBe("Daniel Mwenda Gitonga");
    expect(cv.skills).toEqual(["Computer literate (MS Office, LIMS)"]);
    expect(cv.languages).toEqual(["English", "Kiswahili", "Kimeru"]);
  });

  it("takes no placeholder for a fact: the empty template gives only what it states", () => {
    const cv = readCv(
      writeOfflineCv({
        ...emptyFacts(),
        currentRole: "Procurement Officer",
        yearsExperience: "6",
        industry: "public procurement",
        company: "Nakuru County Government",
      }),
    );
    expect(cv.roles).toEqual([
      {
        title: "Procurement Officer",
        employer: "Nakuru County Government",
        start: "",
        current: true,
        lines: [],
      },
    ]);
    expect(cv).toMatchObject({
      years: "6",
      industry: "public procurement",
      education: [],
      skills: [],
    });
    // No "[Placeholder]" text anywhere: only JSON arrays open a bracket.
    expect(JSON.stringify(cv)).not.toMatch(/\[\p{L}/u);
  });

  it("reads a job the CV names by its employer alone, with the note that asks for its title", () => {
    const cv = readCv(`## Work Experience

### Safaricom

*2019 – Present*

<!-- job title missing -->

### Teller, KCB

*2014 – 2018*
`);
    expect(cv.roles.map((r) => [r.title, r.employer, r.start, r.current])).toEqual([
      ["", "Safaricom", "2019", true],
      ["Teller", "KCB", "2014", false],
    ]);
  });

  it("reads a graduate's CV with no work experience", () => {
    const cv = readCv(`CURRICULUM VITAE

Name: Aisha Hassan Abdi

## Education

- BSc Computer Science (Second Class Upper), Strathmore University, 2024

## Key Skills

- Python, React and PostgreSQL
`);
    expect(cv.name).toBe("Aisha Hassan Abdi");
    expect(cv.roles).toEqual([]);
    expect(cv.education).toEqual([
      {
        qualification: "BSc Computer Science (Second Class Upper)",
        institution: "Strathmore University",
        year: "2024",
      },
    ]);
    expect(cv.skills).toEqual(["Python", "React and PostgreSQL"]);
  });
});
