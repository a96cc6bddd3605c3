import type { CallToAction, Feature, Hero, PageMeta } from "./types";

/** Editing and proofreading page: hero, four categories, four benefits, five steps, pricing, CTA. */

export const editingMeta: PageMeta = {
  title: "Editing, Proofreading & Business Writing in Kenya",
  description:
    "Professional editing and proofreading of theses, reports, proposals and books. KSh 500 per page or KSh 7,000 - 15,000 per document, delivered in 24-48 hours.",
};

export const editingHero: Hero & { primaryLabel: string; secondaryLabel: string } = {
  eyebrow: "Editing, Proofreading & Business Writing",
  title: "Documents that read as well as your ideas deserve",
  subtitle:
    "From a thesis chapter to a tender bid, our editors fix grammar, sharpen clarity and format to your guide, in 24-48 hours.",
  primaryLabel: "Get Started",
  secondaryLabel: "Upload Document",
};

export const editingCategories: readonly Feature[] = [
  {
    icon: "GraduationCap",
    title: "Academic",
    description: "Theses, dissertations, research proposals, journal articles and assignments.",
  },
  {
    icon: "Briefcase",
    title: "Business",
    description: "Company profiles, tenders, proposals, annual reports, policies and manuals.",
  },
  {
    icon: "BookOpen",
    title: "Creative & publishing",
    description: "Books, memoirs, blogs and articles, edited to a publishable standard.",
  },
  {
    icon: "FileText",
    title: "Career documents",
    description: "CVs, cover letters, personal statements and scholarship essays.",
  },
];

export const editingBenefits: readonly Feature[] = [
  {
    icon: "CircleCheck",
    title: "Error-free",
    description: "Two editors check every document: one edits, one proofreads.",
  },
  {
    icon: "Eye",
    title: "Transparent changes",
    description: "Tracked changes so you see and approve every edit, plus a clean copy.",
  },
  {
    icon: "ShieldCheck",
    title: "Confidential",
    description: "Your work is never shared, stored only as long as needed and deleted on request.",
  },
  {
    icon: "Clock",
    title: "24-48 hour delivery",
    description: "Most documents are back within two days; ask about urgent jobs.",
  },
];

export const editingProcess: readonly { step: number; title: string; description: string }[] = [
  {
    step: 1,
    title: "Send your document",
    description: "Share it by WhatsApp or email, with any style guide.",
  },
  {
    step: 2,
    title: "Get a quote",
    description: "We count the pages and confirm price and delivery time.",
  },
  {
    step: 3,
    title: "Pay and we begin",
    description: "Pay by M-Pesa or bank transfer; an editor starts right away.",
  },
  {
    step: 4,
    title: "Edit and proofread",
    description: "One editor edits, a second proofreads the result.",
  },
  {
    step: 5,
    title: "Receive and review",
    description: "You get tracked changes and a clean copy, with a free follow-up round.",
  },
];

export const editingSections = {
  categories: { title: "What we edit" },
  benefits: { title: "Why clients trust our editors" },
  process: { title: "How it works" },
  pricing: {
    title: "Pricing",
    subtitle: "Delivery in 24-48 hours. Larger projects are quoted on request.",
    badge: "BEST FOR LONG DOCUMENTS",
  },
  uploadHelp:
    "To send a document, open the chat and tell us about it: we reply with a WhatsApp number and email address where you can attach the file (Word or PDF) for a free quote.",
};

export const editingCta: CallToAction & { primaryLabel: string; secondaryLabel: string } = {
  title: "Send us your document for a free quote",
  text: "We'll confirm the price and delivery time within one working hour.",
  primaryLabel: "Get a Quote",
  secondaryLabel: "WhatsApp Us",
};
