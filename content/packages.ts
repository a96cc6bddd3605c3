import type { Package } from "./types";

/**
 * Every package and price, in KSh. Pages pick their lists from here; the
 * assistant quotes from here; the brochure prints from here. Change a price once, here.
 */

/** Landing page pricing section (the popular one carries the MOST POPULAR badge). */
export const homePackages: readonly Package[] = [
  {
    id: "home-beginner",
    name: "Beginner Package",
    price: { amount: 2000 },
    unit: "package",
    description: "For students, graduates and first-time job seekers who need a clean, modern CV.",
    features: ["Basic CV writing", "Cover letter", "1 round of revisions", "48-hour delivery"],
    popular: false,
    revisions: 1,
    deliveryHours: 48,
  },
  {
    id: "home-complete",
    name: "Complete Career Package",
    price: { amount: 15000 },
    unit: "package",
    description: "Everything you need for a serious job search, from the CV to the interview room.",
    features: [
      "Professional CV",
      "Custom cover letter",
      "LinkedIn optimization (valued at KSh 2,000)",
      "Interview preparation session",
      "Unlimited revisions",
      "24-hour delivery",
    ],
    popular: true,
    revisions: "unlimited",
    deliveryHours: 24,
  },
  {
    id: "home-training",
    name: "Corporate Training",
    price: { from: 25000, to: 35000 },
    unit: "session",
    description: "An on-site or virtual session for your team, shaped around your goals.",
    features: [
      "1.5-2 hour session",
      "Workplace assertiveness",
      "Stress management",
      "Team building",
      "Custom solutions",
      "Follow-up support",
    ],
    popular: false,
    sessionHours: { from: 1.5, to: 2 },
  },
];

/** Smaller services listed under the landing pricing cards. */
export const homeAddOns: readonly Package[] = [
  {
    id: "home-editing",
    name: "Document Editing",
    price: { amount: 500 },
    unit: "page",
    description: "Or KSh 7,000 - 15,000 per document, depending on length and depth of edit.",
    features: [],
    popular: false,
  },
  {
    id: "home-linkedin",
    name: "LinkedIn Optimization",
    price: { amount: 2000 },
    unit: "package",
    description: "Standalone profile rewrite: headline, About section and experience.",
    features: [],
    popular: false,
  },
];

export const customPricingNote =
  "Need something else, or a package for a group? Contact us for custom pricing.";

/** CV writing page: Starter, Professional (popular), Executive. */
export const cvPackages: readonly Package[] = [
  {
    id: "cv-starter",
    name: "Starter",
    price: { amount: 2500 },
    originalPrice: 3500,
    unit: "package",
    description: "Graduates and early-career professionals with up to 3 years of experience.",
    features: [
      "ATS-friendly CV in Word and PDF",
      "Keyword match to your target role",
      "1 revision",
      "48-hour delivery",
    ],
    popular: false,
    revisions: 1,
    deliveryHours: 48,
  },
  {
    id: "cv-professional",
    name: "Professional",
    price: { amount: 4500 },
    originalPrice: 6500,
    unit: "package",
    description: "Mid-career professionals moving up or across industries.",
    features: [
      "Achievement-led CV in Word and PDF",
      "Tailored cover letter",
      "15-minute call with your writer",
      "2 revisions",
      "24-hour delivery",
    ],
    popular: true,
    revisions: 2,
    deliveryHours: 24,
  },
  {
    id: "cv-executive",
    name: "Executive",
    price: { amount: 8500 },
    originalPrice: 12000,
    unit: "package",
    description: "Managers, directors and board candidates.",
    features: [
      "Executive CV and one-page profile",
      "Board-level cover letter",
      "45-minute strategy call",
      "Unlimited revisions",
      "12-hour delivery",
    ],
    popular: false,
    revisions: "unlimited",
    deliveryHours: 12,
  },
];

/** LinkedIn optimisation page: Basic, Complete (popular), Executive. */
export const linkedinPackages: readonly Package[] = [
  {
    id: "linkedin-basic",
    name: "Basic",
    price: { amount: 3500 },
    originalPrice: 5000,
    unit: "package",
    description: "A profile that shows up in recruiter searches.",
    features: [
      "Keyword-rich headline",
      "Rewritten About section",
      "Skills selection",
      "1 revision",
    ],
    popular: false,
    revisions: 1,
  },
  {
    id: "linkedin-complete",
    name: "Complete",
    price: { amount: 6500 },
    originalPrice: 9000,
    unit: "package",
    description: "A full rewrite that turns profile views into messages.",
    features: [
      "Everything in Basic",
      "Experience entries rewritten with results",
      "Banner image text and featured section",
      "Recommendation request templates",
      "2 revisions",
    ],
    popular: true,
    revisions: 2,
  },
  {
    id: "linkedin-executive",
    name: "Executive",
    price: { amount: 12000 },
    originalPrice: 18000,
    unit: "package",
    description: "Thought-leadership positioning for senior leaders.",
    features: [
      "Everything in Complete",
      "Personal brand strategy session",
      "Three ready-to-post articles",
      "Unlimited revisions",
      "3-month support",
    ],
    popular: false,
    revisions: "unlimited",
  },
];

/** Editing and proofreading page: per page or per document, 24-48 h. */
export const editingPackages: readonly Package[] = [
  {
    id: "editing-per-page",
    name: "Per Page",
    price: { amount: 500 },
    unit: "page",
    description: "Short documents: letters, CVs, statements, articles and short reports.",
    features: [
      "Grammar, spelling and punctuation",
      "Clarity and flow",
      "Tracked changes plus a clean copy",
      "24-48 hour delivery",
    ],
    popular: false,
    deliveryHours: { from: 24, to: 48 },
  },
  {
    id: "editing-per-document",
    name: "Per Document",
    price: { from: 7000, to: 15000 },
    unit: "document",
    description: "Theses, proposals, company profiles, manuals and books, quoted on length.",
    features: [
      "Structural and line editing",
      "Referencing check (APA, Harvard)",
      "Formatting to your institution's guide",
      "Tracked changes plus a clean copy",
      "24-48 hour delivery",
    ],
    popular: true,
    deliveryHours: { from: 24, to: 48 },
  },
];

/** Corporate training page: each programme 1.5-2 h, KSh 25,000-35,000. */
export const trainingPackage: Package = {
  id: "training-programme",
  name: "Training programme",
  price: { from: 25000, to: 35000 },
  unit: "session",
  description: "One programme delivered at your offices or online, for up to 40 staff.",
  features: ["1.5-2 hour session", "Workbook for every participant", "Follow-up support"],
  popular: false,
  sessionHours: { from: 1.5, to: 2 },
};

/** Every package, for lookups by id (assistant, brochure, structured data). */
export const allPackages: readonly Package[] = [
  ...homePackages,
  ...homeAddOns,
  ...cvPackages,
  ...linkedinPackages,
  ...editingPackages,
  trainingPackage,
];

export function packageById(id: string): Package | undefined {
  return allPackages.find((p) => p.id === id);
}
