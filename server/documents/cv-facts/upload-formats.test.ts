import { describe, expect, it } from "vitest";
import { renderPdf } from "../../pdf/render";
import { renderDocx } from "../export/docx";
import { readUpload } from "../uploads/prepare";
import { factsFromUploadText } from "./from-upload";

/** A client's own CV with its own headings, as they send it in Word or as a PDF. */
const clientCv = `# ANN MUTHEU KIOKO

P.O BOX 4412-00100 NAIROBI | Cell: 0716 220 443 | E-mail: annmutheu.k@gmail.com

## CAREER OBJECTIVE

To secure a relationship manager position in a leading bank where my 7 years of experience in retail banking will add value to the institution and its customers.

## WORK HISTORY

**01/2021 - todate: Personal Banker, Equity Bank, Machakos Branch**

- Grew the branch's deposit book by KSh 85 million in 2023
- Led a sales team of 5 direct sales agents

**03/2018 - 12/2020: Customer Service Officer, Family Bank, Kitui Branch**

- Handled over 120 customer queries daily on the T24 core banking system

## ACADEMIC QUALIFICATIONS

- 2013 - 2017: Bachelor of Commerce (Banking and Finance), Kenyatta University

## PROFESSIONAL QUALIFICATIONS

- Certified Credit Professional (CCP), Kenya School of Monetary Studies, 2022

## COMPUTER SKILLS

Packages: MS Excel (advanced), T24, Finacle

## REFEREES

1. Mr. Peter Musyoka, Branch Manager, Equity Bank Machakos. Tel 0722 555 010
`;

const asFile = { type: "document" as const, title: "CV", markdown: clientCv };
const noHeader = { name: "", email: "", phone: "", address: "" };

describe.each([
  ["docx", () => renderDocx({ ...asFile, personalInfo: noHeader })],
  ["pdf", () => renderPdf({ ...asFile, personalInfo: noHeader })],
])("an uploaded .%s CV with its own headings", (kind, render) => {
  const facts = async () =>
    factsFromUploadText((await readUpload(`Ann Mutheu CV.${kind}`, await render())).text ?? "");

  it("keeps each job with its bullets, though Word drops the bullet marks", async () => {
    const { roles } = await facts();
    expect(roles).toEqual([
      {
        title: "Personal Banker",
        employer: "Equity Bank, Machakos Branch",
        period: "January 2021 – Present",
        bullets: [
          "Grew the branch's deposit book by KSh 85 million in 2023",
          "Led a sales team of 5 direct sales agents",
        ],
      },
      {
        title: "Customer Service Officer",
        employer: "Family Bank, Kitui Branch",
        period: "March 2018 – December 2020",
        bullets: ["Handled over 120 customer queries daily on the T24 core banking system"],
      },
    ]);
  });

  it("files qualifications, skills and the objective under their sections", async () => {
    const read = await facts();
    expect(read.education).toEqual([
      "Bachelor of Commerce (Banking and Finance), Kenyatta University, 2013 – 2017",
    ]);
    expect(read.certifications).toEqual([
      "Certified Credit Professional (CCP), Kenya School of Monetary Studies, 2022",
    ]);
    // T24 is named in a duty too; each skill is listed once.
    expect([...read.skills].sort()).toEqual(["Finacle", "MS Excel (advanced)", "T24"]);
    expect(read.yearsExperience).toBe("7");
    expect(read.industry).toBe("retail banking");
    expect(read.target).toBe("Seeking to secure a relationship manager position in a leading bank");
    // The referee is the Referees section's: no part of the client's jobs or contacts.
    expect(read.referees).toEqual([
      "Mr. Peter Musyoka, Branch Manager, Equity Bank Machakos. Tel 0722 555 010",
    ]);
    expect(JSON.stringify({ ...read, referees: [] })).not.toMatch(/Musyoka|0722 555 010|add value/);
  });
});

describe("an uploaded CV's headings", () => {
  it("a licence line that holds a section's word is no heading", () => {
    const facts = factsFromUploadText(`Gideon Kibet Langat
0701 665 430

CAREER OBJECTIVE
A motivated electrical technician seeking to grow in solar installation.

LICENCES
EPRA Solar PV Technician Licence, Class T1, 2024
NCA registered skilled worker

EXPERIENCE
Solar Technician, Sunking, Bomet — Feb 2024 to date
Attachment: Kenya Power, Bomet depot, May-Aug 2022
`);
    expect(facts.target).toBe("An electrical technician seeking to grow in solar installation");
    expect(facts.certifications).toEqual([
      "EPRA Solar PV Technician Licence, Class T1, 2024",
      "NCA registered skilled worker",
    ]);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period])).toEqual([
      ["Solar Technician", "Sunking, Bomet", "Feb 2024 – Present"],
      ["Attachment", "Kenya Power, Bomet depot", "May – Aug 2022"],
    ]);
  });
});

describe("an uploaded CV that opens with its own title", () => {
  it("reads the name under 'Curriculum Vitae', not the title", () => {
    const facts = factsFromUploadText(`Curriculum Vitae
Kamau Njuguna
Westlands, Nairobi · +254 741 006 318 · kamau.njuguna.physio@gmail.com

Professional Summary
Physiotherapist with 9 years of experience in stroke rehabilitation.
`);
    expect([facts.firstName, facts.lastName]).toEqual(["Kamau", "Njuguna"]);
    expect(facts.yearsExperience).toBe("9");
  });
});

describe("an uploaded CV whose first line joins the name and the headline", () => {
  it.each([
    [
      "OTIENO BRIAN ODHIAMBO | Quantity Surveyor",
      ["Otieno", "Brian Odhiambo"],
      "Quantity Surveyor",
    ],
    ["Wambui Karanja – Human Resource Officer", ["Wambui", "Karanja"], "Human Resource Officer"],
    ["Hassan Ali Bakari, Electrician", ["Hassan", "Ali Bakari"], "Electrician"],
  ])("keeps the name of %s and the headline as the current post", (first, name, post) => {
    const facts = factsFromUploadText(`${first}\nMombasa | 0733 118 902\n`);
    expect([facts.firstName, facts.lastName]).toEqual(name);
    expect(facts.currentRole).toBe(post);
  });
});

describe("an uploaded CV's own labels", () => {
  const facts = factsFromUploadText(`NJERI WAWERU, CPA(K)
Finance Manager
Nairobi, Kenya | +254 722 880 143 | njeri.waweru@outlook.com
TSC No: 482913

KEY ACHIEVEMENTS
• Led the migration from Sage Evolution to Microsoft Dynamics 365 for 4 subsidiaries

EMPLOYMENT HISTORY
2018 - Date: Chemistry Teacher, Machakos School
Duties:
Teaching chemistry to Form 3 and 4 classes
2015 - 2017: BOM Teacher, Katoloni Secondary School

EDUCATION & PROFESSIONAL
BCom (Accounting), Kenyatta University, 2013
CPA(K), KASNEB, 2014 – Member of ICPAK (No. 14592)
`);

  it("reads a name that carries its credentials, and a registration number in the header", () => {
    expect([facts.firstName, facts.lastName]).toEqual(["Njeri", "Waweru"]);
    expect(facts.certifications).toEqual([
      "CPA(K)",
      "TSC No: 482913",
      "CPA(K), KASNEB, 2014 – Member of ICPAK (No. 14592)",
    ]);
    expect(facts.education).toEqual(["BCom (Accounting), Kenyatta University, 2013"]);
  });

  it("keeps a job's duties under it after 'Duties:', and key achievements as experience", () => {
    expect(facts.roles.map((r) => [r.title, r.period, r.bullets])).toEqual([
      ["Chemistry Teacher", "2018 – Present", ["Teaching chemistry to Form 3 and 4 classes"]],
      ["BOM Teacher", "2015 – 2017", []],
    ]);
    expect(facts.experience).toEqual([
      "Led the migration from Sage Evolution to Microsoft Dynamics 365 for 4 subsidiaries",
    ]);
    expect(facts.skills).toContain("Microsoft Dynamics 365");
  });
});

describe("an uploaded CV that labels each job's parts", () => {
  it("reads Organisation, Position and Duration as one job", () => {
    const facts = factsFromUploadText(`JOYCE WAMBUI NDUNG'U
Mobile: 0714 552 098

WORK EXPERIENCE
Organisation: KPMG Kenya
Position: Audit Senior
Duration: March 2021 - Present
Responsibilities:
- Led audits of 12 SACCOs and 3 NGOs

Company: Kenya Revenue Authority
Job Title: Tax Officer (Intern)
Period: Jan 2020 - Dec 2020
`);
    expect(facts.roles).toEqual([
      {
        title: "Audit Senior",
        employer: "KPMG Kenya",
        period: "March 2021 – Present",
        bullets: ["Led audits of 12 SACCOs and 3 NGOs"],
      },
      {
        title: "Tax Officer (Intern)",
        employer: "Kenya Revenue Authority",
        period: "Jan 2020 – Dec 2020",
        bullets: [],
      },
    ]);
  });
});

describe("an uploaded CV that lays each job out as a row of cells", () => {
  it("starts a job at each row with dates, whatever its post, and reads '>' as a bullet", () => {
    const facts = factsFromUploadText(`WORK HISTORY
2019 - now | Programme Officer | Kenya Red Cross, Garissa
> Ran cash transfers for 2,400 households
2016 - 2019 | News Anchor | KTN, Nairobi
Radio Host | Kameme FM | 2013 - 2016
`);
    expect(facts.roles.map((r) => [r.title, r.employer, r.period, r.bullets])).toEqual([
      [
        "Programme Officer",
        "Kenya Red Cross, Garissa",
        "2019 – Present",
        ["Ran cash transfers for 2,400 households"],
      ],
      ["News Anchor", "KTN, Nairobi", "2016 – 2019", []],
      ["Radio Host", "Kameme FM", "2013 – 2016", []],
    ]);
  });
});
