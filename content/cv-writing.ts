import type { CallToAction, Feature, Hero, PageMeta } from "./types";

/** CV writing page: hero, four benefits, three packages, three testimonials, CTA, four FAQs. */

export const cvWritingMeta: PageMeta = {
  title: "Professional CV Writing Services in Kenya",
  description:
    "ATS-friendly CVs written by Nairobi HR experts. Starter KSh 2,500, Professional KSh 4,500, Executive KSh 8,500. Delivery in 12-48 hours with revisions.",
};

export const cvWritingHero: Hero & { primaryLabel: string; secondaryLabel: string } = {
  eyebrow: "CV Writing & Career Services",
  title: "A CV that gets you shortlisted",
  subtitle:
    "Written by HR professionals who have screened thousands of Kenyan applications. Keyword-matched, ATS-friendly and delivered in as little as 12 hours.",
  primaryLabel: "Get My CV Written",
  secondaryLabel: "View Sample CVs",
};

export const cvWritingBenefits: readonly Feature[] = [
  {
    icon: "Search",
    title: "Passes ATS filters",
    description: "Clean formatting and the right keywords so online portals read every line.",
  },
  {
    icon: "Award",
    title: "Achievement-led",
    description: "We turn duties into measurable results that shortlisting panels notice.",
  },
  {
    icon: "Users",
    title: "Written by HR experts",
    description: "Recruiters with 10+ years of experience write and review every CV.",
  },
  {
    icon: "Clock",
    title: "Fast turnaround",
    description: "12, 24 or 48-hour delivery, with revisions until it is right.",
  },
];

export const cvWritingSections = {
  benefits: { title: "Why our CVs get results" },
  packages: {
    title: "Choose your CV package",
    subtitle: "Launch prices, valid this month. Word and PDF files included.",
  },
  testimonials: { title: "Clients who got the call" },
  faq: { title: "Frequently asked questions" },
};

export const cvWritingCta: CallToAction & { primaryLabel: string; secondaryLabel: string } = {
  title: "Ready for a CV that works as hard as you do?",
  text: "Start with a free CV review: send us your current CV and we'll tell you what to fix.",
  primaryLabel: "Start My CV",
  secondaryLabel: "Chat on WhatsApp",
};
