import type { ExportableDocument } from "../documents/export/model";

/** Two reviewed reference CVs for layout checks: one fits one page, the other runs onto two. */
const info = {
  name: "Wanjiku Achieng Otieno",
  email: "wanjiku.otieno@example.com",
  phone: "+254 712 345 678",
  address: "Nakuru, Kenya",
};

const job = (title: string, bullets: string[]) =>
  `### ${title}\n\n${bullets.map((b) => `- ${b}`).join("\n")}\n`;

const onePage = `## Profile

Procurement officer with 6 years of experience in county government procurement, running tenders on IFMIS and e-procurement under PPADA 2015.

## Experience

${job("Procurement Officer — Nakuru County Government, 2019–present", [
  "Ran 120+ open tenders a year on IFMIS and the e-procurement portal.",
  "Led a team of 3 procurement assistants.",
  "Cut average tender cycle time from 60 to 42 days.",
])}
${job("Assistant Procurement Officer — Egerton University, 2017–2019", [
  "Prepared bid documents and evaluation reports for 40 tenders.",
])}
## Education

- BCom, Purchasing and Supplies — Moi University, 2016

## Certifications and memberships

- CPSP-K — KISEB
- Member — Kenya Institute of Supplies Management (KISM)

## Skills

- IFMIS, e-procurement, PPADA 2015, contract management, Microsoft Excel
`;

const longRole = (employer: string, years: string) =>
  job(`Senior Procurement Officer — ${employer}, ${years}`, [
    "Planned the annual procurement plan worth KES 1.2 billion with 14 user departments.",
    "Ran open, restricted and direct tenders on IFMIS and the e-procurement portal under PPADA 2015.",
    "Chaired tender opening committees and drafted evaluation reports for the accounting officer.",
    "Negotiated framework contracts for fuel, stationery and ICT equipment, saving KES 18 million.",
    "Trained 25 staff on the e-procurement portal and the Public Procurement Regulations 2020.",
  ]);

const twoPages = `## Profile

Procurement and supply-chain professional with 12 years in county government, parastatals and NGOs, certified CPSP-K and a member of KISM, seeking a senior supply-chain role in an NGO.

## Experience

${longRole("Nakuru County Government", "2019–present")}
${longRole("Kenya Power", "2016–2019")}
${longRole("Kenya Red Cross Society", "2014–2016")}
${longRole("Egerton University", "2012–2014")}
## Education

- MBA, Supply Chain Management — University of Nairobi, 2018
- BCom, Purchasing and Supplies — Moi University, 2011

## Certifications and memberships

- CPSP-K — KISEB, 2013
- Member — Kenya Institute of Supplies Management (KISM)

## Skills

- IFMIS, e-procurement, SAP MM, PPADA 2015, donor procurement rules (USAID, EU), contract management

## Languages

- English, Kiswahili, Dholuo

## Referees

Available on request.
`;

const cv = (title: string, markdown: string): ExportableDocument => ({
  type: "cv",
  title,
  personalInfo: info,
  markdown,
});

export const referenceCvs = {
  onePage: cv("Procurement Officer CV", onePage),
  twoPages: cv("Senior Procurement CV", twoPages),
};
