import type { PageMeta } from "./types";

/**
 * Anonymised sample CVs (names, employers and contacts changed) shown on the "View Sample
 * CVs" page of the CV writing service.
 */

export const sampleCvsMeta: PageMeta = {
  title: "Sample CVs Written by Our Team",
  description:
    "See anonymised examples of CVs we wrote for a graduate, a mid-career accountant and an operations director in Kenya, with notes on what makes each work.",
};

export const sampleCvsIntro = {
  title: "Sample CVs",
  subtitle:
    "Three real CVs we wrote, anonymised with our clients' permission. Names, employers and contact details are changed.",
};

export interface SampleCvRole {
  title: string;
  organisation: string;
  period: string;
  achievements: string[];
}

export interface SampleCv {
  id: string;
  /** Which package produced it. */
  packageId: string;
  label: string;
  name: string;
  headline: string;
  location: string;
  profile: string;
  experience: SampleCvRole[];
  education: string[];
  skills: string[];
  /** Why this CV works: what the writer changed. */
  notes: string[];
}

export const sampleCvs: readonly SampleCv[] = [
  {
    id: "graduate",
    packageId: "cv-starter",
    label: "Graduate CV (Starter)",
    name: "Jane A. M.",
    headline: "Business Administration graduate | Finance and operations",
    location: "Nairobi, Kenya",
    profile:
      "Business graduate (Second Class Upper) with internship experience in accounts payable and a record of leading a 30-member student investment club. Seeking a graduate trainee role in finance.",
    experience: [
      {
        title: "Finance Intern",
        organisation: "A regional FMCG distributor, Nairobi",
        period: "May 2025 - Aug 2025",
        achievements: [
          "Reconciled 400+ supplier invoices a month, clearing a two-month backlog in six weeks",
          "Prepared weekly cash-flow summaries used by the finance manager in branch meetings",
        ],
      },
      {
        title: "Chairperson, Student Investment Club",
        organisation: "University, Nairobi",
        period: "2023 - 2024",
        achievements: ["Grew membership from 12 to 30 and ran monthly NSE market briefings"],
      },
    ],
    education: ["BCom (Finance), Second Class Upper, 2025", "CPA Part I, 2025"],
    skills: ["Excel (pivot tables, VLOOKUP)", "QuickBooks", "Reconciliations", "Presentation"],
    notes: [
      "Leads with the degree class and one strong internship result",
      "Club leadership shows initiative when work history is short",
      "One page, no photo, no date of birth, as most Kenyan employers now prefer",
    ],
  },
  {
    id: "accountant",
    packageId: "cv-professional",
    label: "Mid-career CV (Professional)",
    name: "Peter K. O.",
    headline: "Senior Accountant, CPA(K) | IFRS reporting and audit readiness",
    location: "Nairobi, Kenya",
    profile:
      "CPA(K) with 7 years in manufacturing and audit. Cut month-end close from 12 to 5 days and led two clean external audits. Ready for a Finance Manager role.",
    experience: [
      {
        title: "Senior Accountant",
        organisation: "A manufacturing company, Athi River",
        period: "2021 - present",
        achievements: [
          "Reduced month-end close from 12 to 5 working days by automating accruals",
          "Led the IFRS 16 lease adoption across 14 warehouse leases",
          "Managed a team of 3 accountants; two promoted within two years",
        ],
      },
      {
        title: "Audit Associate",
        organisation: "An audit firm, Nairobi",
        period: "2018 - 2021",
        achievements: ["Audited 20+ clients in manufacturing, NGOs and SACCOs"],
      },
    ],
    education: ["CPA(K), KASNEB", "BCom (Accounting), 2017"],
    skills: ["IFRS", "Sage 300 / SAP", "Power BI", "Tax compliance (iTax)", "Team leadership"],
    notes: [
      "Numbers in every bullet: days saved, leases, team size",
      "Headline states the target level and the two strengths employers ask for",
      "Keywords matched to Finance Manager adverts for ATS portals",
    ],
  },
  {
    id: "executive",
    packageId: "cv-executive",
    label: "Executive CV (Executive)",
    name: "Grace W. N.",
    headline: "Operations Director | Logistics and supply chain across East Africa",
    location: "Mombasa, Kenya",
    profile:
      "Operations leader with 15 years in logistics, running a 220-person operation across Kenya, Uganda and Rwanda. Delivered KSh 180M in annual savings and a 98% on-time rate.",
    experience: [
      {
        title: "Head of Operations",
        organisation: "A logistics company, Mombasa",
        period: "2019 - present",
        achievements: [
          "Saved KSh 180M a year through route redesign and fleet telematics",
          "Raised on-time delivery from 86% to 98% across three countries",
          "Opened the Kigali depot on time and 10% under budget",
        ],
      },
      {
        title: "Regional Operations Manager",
        organisation: "A freight forwarder, Nairobi",
        period: "2012 - 2019",
        achievements: ["Grew the key-accounts book from 9 to 26 clients"],
      },
    ],
    education: [
      "MBA (Strategic Management)",
      "BSc Logistics and Supply Chain Management",
      "CIPS Level 6",
    ],
    skills: ["P&L ownership", "Cross-border operations", "Fleet strategy", "Board reporting"],
    notes: [
      "Opens with scale (people, countries, shillings) in the first two lines",
      "Two-page format with a board-ready one-page profile delivered alongside",
      "Earlier roles condensed to their headline result",
    ],
  },
];
