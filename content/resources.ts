import type { PageMeta } from "./types";

/**
 * Short career resources linked from the footer (CV templates, interview guide, salary
 * negotiation, LinkedIn tips), each its own page at /resources/{slug}.
 */
export interface ResourcePage {
  slug: string;
  /** Footer link label. */
  label: string;
  meta: PageMeta;
  title: string;
  intro: string;
  sections: { heading: string; points: string[] }[];
  /** The service that helps further, linked at the end. */
  serviceLink: { label: string; path: string };
}

export const resourcePages: readonly ResourcePage[] = [
  {
    slug: "cv-templates",
    label: "CV Templates",
    meta: {
      title: "Free CV Template Guide for Kenyan Job Seekers",
      description:
        "The CV structure Kenyan recruiters expect: section order, length, what to leave out and a plain template you can copy. Free guide from HR experts.",
    },
    title: "A CV template that works in Kenya",
    intro:
      "Fancy designs often break in applicant tracking systems. This plain structure is what we use as the base of every CV we write.",
    sections: [
      {
        heading: "The structure",
        points: [
          "Name, phone, email, town and LinkedIn link at the top (no ID number, no date of birth)",
          "Professional profile: 3-4 lines saying who you are, your strongest result and the role you want",
          "Key skills: 6-10 keywords taken from the adverts you target",
          "Experience: newest first, 3-5 bullet points per role, each starting with a verb and ending in a result",
          "Education and professional qualifications (CPA, CIPS, HRMPE...)",
          "Referees: 'available on request' unless the advert asks for them",
        ],
      },
      {
        heading: "Length and format",
        points: [
          "One page for graduates, two for most professionals, three at most for executives",
          "A simple font (Calibri or Arial, 10-12 pt), no tables, text boxes or photos",
          "Save as PDF unless the portal asks for Word",
        ],
      },
    ],
    serviceLink: { label: "Have us write it for you", path: "/services/cv-writing" },
  },
  {
    slug: "interview-guide",
    label: "Interview Guide",
    meta: {
      title: "Interview Preparation Guide: Panel and Competency Interviews",
      description:
        "How to prepare for panel, competency and virtual interviews in Kenya: research, the STAR method, common questions and what to ask the panel.",
    },
    title: "Interview preparation guide",
    intro:
      "Most Kenyan employers use panel interviews with competency questions. Preparation, not luck, decides most of them.",
    sections: [
      {
        heading: "Before the day",
        points: [
          "Read the advert line by line and match each requirement to one example from your work",
          "Research the organisation: its latest annual report, news and the panel members on LinkedIn",
          "Prepare your original certificates, ID and copies in a folder if asked",
        ],
      },
      {
        heading: "Answering with STAR",
        points: [
          "Situation: one sentence of context",
          "Task: what you were responsible for",
          "Action: what you did (say 'I', not 'we')",
          "Result: the outcome, with a number when possible",
        ],
      },
      {
        heading: "At the end",
        points: [
          "Ask one or two real questions about the role's first 90 days",
          "Thank the panel and send a short thank-you email the same day",
        ],
      },
    ],
    serviceLink: { label: "Book a mock interview", path: "/services/cv-writing" },
  },
  {
    slug: "salary-negotiation",
    label: "Salary Negotiation",
    meta: {
      title: "Salary Negotiation Tips for Kenyan Professionals",
      description:
        "How to answer 'what are your salary expectations?', research market rates in Kenya and negotiate gross pay, allowances and benefits with confidence.",
    },
    title: "Salary negotiation tips",
    intro:
      "The first offer is rarely the best one. A calm, researched ask is expected by most HR teams.",
    sections: [
      {
        heading: "Know your number",
        points: [
          "Research the range for the role from peers, recruiters and published salary surveys",
          "Decide your walk-away figure before the interview, in gross monthly pay",
          "Remember statutory deductions (PAYE, SHIF, NSSF, housing levy) when comparing offers",
        ],
      },
      {
        heading: "During the conversation",
        points: [
          "Give a range whose bottom is your target, backed by one sentence of evidence",
          "Negotiate the whole package: medical cover, pension, allowances, leave and training",
          "Get the final offer in writing before resigning from your current job",
        ],
      },
    ],
    serviceLink: { label: "Get career coaching", path: "/services/professional-development" },
  },
  {
    slug: "linkedin-tips",
    label: "LinkedIn Tips",
    meta: {
      title: "LinkedIn Profile Tips to Get Noticed by Recruiters",
      description:
        "Practical LinkedIn tips for Kenyan professionals: a searchable headline, a strong About section, the right skills and a photo that builds trust.",
    },
    title: "LinkedIn tips that get recruiters calling",
    intro: "Recruiters search LinkedIn by keyword. These five changes make you easier to find.",
    sections: [
      {
        heading: "Quick wins",
        points: [
          "Headline: your target role plus two specialities, not just your current title",
          "A clear, recent headshot with a plain background",
          "About: 3 short paragraphs in the first person, ending with what you are looking for",
          "List 5 top skills that match your target adverts and ask colleagues to endorse them",
          "Turn on 'Open to work' for recruiters only if you are job hunting discreetly",
        ],
      },
    ],
    serviceLink: { label: "Have us optimize your profile", path: "/linkedin-optimization" },
  },
];

export function resourceBySlug(slug: string): ResourcePage | undefined {
  return resourcePages.find((r) => r.slug === slug);
}
