import type { IconName } from "./types";

/**
 * The service catalogue: every service the consultancy sells, with the words
 * visitors use for it so the chat assistant can recognise an interest, and the page that
 * sells it. Packages and prices live in packages.ts.
 */
export type ServiceId =
  | "cv-writing"
  | "cover-letter"
  | "linkedin-optimization"
  | "interview-coaching"
  | "editing"
  | "business-writing"
  | "corporate-training"
  | "youth-programs"
  | "professional-development";

export interface Service {
  id: ServiceId;
  name: string;
  /** One sentence a consultant would say on the phone. */
  summary: string;
  /** The page that sells it. */
  path: string;
  icon: IconName;
  /** Lower-case words and phrases that signal interest in this service (assistant matching). */
  keywords: string[];
  /** Other names visitors use, including common misspellings and Kenyan usage. */
  synonyms: string[];
  /** Ids of the packages in packages.ts that price this service. */
  packageIds: string[];
  /** The value of the contact form option that covers it. */
  contactOption: ContactServiceValue;
}

export const services: readonly Service[] = [
  {
    id: "cv-writing",
    name: "CV Writing",
    summary:
      "A professionally written, ATS-friendly CV tailored to the jobs you are applying for, delivered in Word and PDF.",
    path: "/services/cv-writing",
    icon: "FileText",
    keywords: ["cv", "resume", "curriculum vitae", "ats", "cv writing", "cv review", "cv update"],
    synonyms: ["résumé", "resumé", "c.v", "cv revamp", "cv makeover", "redo my cv", "biodata"],
    packageIds: ["cv-starter", "cv-professional", "cv-executive", "home-beginner", "home-complete"],
    contactOption: "cv-writing",
  },
  {
    id: "cover-letter",
    name: "Cover Letters",
    summary:
      "A cover letter written for one specific job advert, matching your CV and the employer's requirements.",
    path: "/services/cv-writing",
    icon: "Mail",
    keywords: ["cover letter", "application letter", "motivation letter", "covering letter"],
    synonyms: ["letter of application", "job application letter", "statement of interest"],
    packageIds: ["home-beginner", "home-complete"],
    contactOption: "cv-writing",
  },
  {
    id: "linkedin-optimization",
    name: "LinkedIn Optimization",
    summary:
      "A rewritten LinkedIn headline, About section and experience that recruiters find in search and want to message.",
    path: "/linkedin-optimization",
    icon: "Network",
    keywords: ["linkedin", "linkedin profile", "profile optimization", "headline", "recruiters"],
    synonyms: ["linked in", "linkedin optimisation", "linkedin makeover", "online profile"],
    packageIds: ["linkedin-basic", "linkedin-complete", "linkedin-executive", "home-linkedin"],
    contactOption: "professional-development",
  },
  {
    id: "interview-coaching",
    name: "Interview Coaching",
    summary:
      "One-to-one mock interviews with feedback, covering competency, panel and virtual interviews.",
    path: "/services/cv-writing",
    icon: "MessageSquare",
    keywords: ["interview", "mock interview", "interview preparation", "interview coaching"],
    synonyms: ["interview prep", "panel interview", "oral interview", "aptitude interview"],
    packageIds: ["home-complete"],
    contactOption: "cv-writing",
  },
  {
    id: "editing",
    name: "Editing & Proofreading",
    summary:
      "Careful editing and proofreading of theses, reports, proposals, books and business documents.",
    path: "/services/editing",
    icon: "PenLine",
    keywords: [
      "editing",
      "proofreading",
      "proofread",
      "thesis",
      "dissertation",
      "report",
      "grammar",
    ],
    synonyms: [
      "proof reading",
      "copy editing",
      "document review",
      "research paper",
      "project report",
    ],
    packageIds: ["editing-per-page", "editing-per-document"],
    contactOption: "editing",
  },
  {
    id: "business-writing",
    name: "Business Writing",
    summary:
      "Company profiles, proposals, tender documents, policies and reports written or polished by professionals.",
    path: "/services/business-writing",
    icon: "Briefcase",
    keywords: [
      "business writing",
      "company profile",
      "proposal",
      "tender",
      "business plan",
      "policy",
    ],
    synonyms: ["grant proposal", "tender document", "concept note", "sop", "manual", "newsletter"],
    packageIds: ["editing-per-page", "editing-per-document"],
    contactOption: "business-writing",
  },
  {
    id: "corporate-training",
    name: "Corporate Training",
    summary:
      "Half-day workshops and motivation talks for teams: assertiveness, stress management, team building and custom topics.",
    path: "/services/corporate-training",
    icon: "Users",
    keywords: ["training", "corporate training", "workshop", "team building", "staff training"],
    synonyms: [
      "motivational talk",
      "motivation talk",
      "keynote",
      "seminar",
      "staff retreat",
      "capacity building",
    ],
    packageIds: ["home-training", "training-programme"],
    contactOption: "corporate-training",
  },
  {
    id: "youth-programs",
    name: "Youth Programs",
    summary:
      "Career readiness for students and recent graduates: first CVs, attachment and internship applications, interview practice.",
    path: "/services/youth-programs",
    icon: "GraduationCap",
    keywords: [
      "youth",
      "student",
      "graduate",
      "internship",
      "attachment",
      "first job",
      "fresh graduate",
    ],
    synonyms: ["campus", "university", "college", "school leaver", "entry level", "jobless"],
    packageIds: ["cv-starter", "home-beginner"],
    contactOption: "youth-programs",
  },
  {
    id: "professional-development",
    name: "Professional Development",
    summary:
      "Career coaching for a promotion, a career change or a move abroad, including LinkedIn and personal branding.",
    path: "/services/professional-development",
    icon: "TrendingUp",
    keywords: [
      "career coaching",
      "career change",
      "promotion",
      "personal branding",
      "career growth",
    ],
    synonyms: [
      "career advice",
      "mentorship",
      "career guidance",
      "leadership development",
      "upskilling",
    ],
    packageIds: ["training-programme", "linkedin-complete"],
    contactOption: "professional-development",
  },
];

/** The six service options of the contact form, in their order (value, label). */
export const contactServiceOptions = [
  { value: "cv-writing", label: "CV Writing & Career Services" },
  { value: "editing", label: "Editing & Proofreading" },
  { value: "business-writing", label: "Business Writing" },
  { value: "corporate-training", label: "Corporate Training" },
  { value: "youth-programs", label: "Youth Programs" },
  { value: "professional-development", label: "Professional Development" },
] as const;

export type ContactServiceValue = (typeof contactServiceOptions)[number]["value"];

export const contactServiceValues = contactServiceOptions.map((o) => o.value) as [
  ContactServiceValue,
  ...ContactServiceValue[],
];

/** The service with this id. */
export function serviceById(id: ServiceId): Service {
  const found = services.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown service ${id}`);
  return found;
}

/**
 * How a visitor's services are written in one text column (chat_interactions.service_interest)
 * and shown to staff: the catalogue names in the order asked, "CV Writing, LinkedIn Optimization".
 * No name contains ", ", so the list reads back exactly.
 */
export const storedServicesSeparator = ", ";

export function storedServices(ids: readonly ServiceId[]): string | null {
  return ids.length ? ids.map((id) => serviceById(id).name).join(storedServicesSeparator) : null;
}

/**
 * The catalogue services a stored value names, in order. Reads names and ids, and what rows
 * held before services were stored as asked: a contact-option value ("cv-writing", also a
 * catalogue id) or its label ("CV Writing & Career Services"). Unknown parts are left out.
 */
export function servicesOfStored(value: string | null | undefined): Service[] {
  const found: Service[] = [];
  for (const part of (value ?? "").split(storedServicesSeparator)) {
    const text = part.trim().toLowerCase();
    const option = contactServiceOptions.find((o) => o.label.toLowerCase() === text)?.value;
    const service = services.find(
      (s) => s.name.toLowerCase() === text || s.id === text || s.id === option,
    );
    if (service && !found.includes(service)) found.push(service);
  }
  return found;
}

/**
 * What is stored (a conversation's services, a contact inquiry's option, an older row's option
 * id or label), one entry per service, as the service's name; parts that name no service are
 * kept as written, so nothing stored disappears from a list or a count.
 */
export function storedServiceNames(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(storedServicesSeparator)
    .filter((part) => part.trim())
    .map((part) => servicesOfStored(part)[0]?.name ?? part.trim());
}

/**
 * THE one mapping from what is stored to the six contact-form options staff group by, as
 * labels, one per stored service ("LinkedIn Optimization" -> "Professional Development").
 */
export function contactOptionLabels(value: string | null | undefined): string[] {
  return storedServiceNames(value).map((name) => {
    const service = services.find((s) => s.name === name);
    const option = contactServiceOptions.find((o) => o.value === service?.contactOption);
    return option?.label ?? name;
  });
}
