/**
 * Shapes of the consultancy's copy. Everything here is plain data (no React, no server
 * imports) so the public pages, the chat assistant, the brochure PDF and the structured
 * data can all read it. Money is whole Kenyan shillings (KSh / KES).
 */

/** Names of lucide-react icons; the UI maps each name to its component. */
export type IconName =
  | "FileText"
  | "PenLine"
  | "Briefcase"
  | "Users"
  | "GraduationCap"
  | "TrendingUp"
  | "Network"
  | "MessageSquare"
  | "Target"
  | "Award"
  | "Clock"
  | "ShieldCheck"
  | "Search"
  | "Sparkles"
  | "CircleCheck"
  | "BookOpen"
  | "Mic"
  | "HeartHandshake"
  | "Lightbulb"
  | "Eye"
  | "Mail"
  | "Building"
  | "Upload"
  | "ClipboardCheck"
  | "Send"
  | "Star";

/** Accent colours of the design system; the UI maps each to Tailwind classes. */
export type Accent = "blue" | "emerald" | "amber" | "violet" | "rose" | "teal";

/** A price in KSh: one amount, or a range shown as "KSh 25,000 - 35,000". */
export type Price = { amount: number } | { from: number; to: number };

/** What a price buys: the whole package (default), one page, one document, one session. */
export type PriceUnit = "package" | "page" | "document" | "session";

/** Rounds of revisions included; "unlimited" until the client is happy. */
export type Revisions = number | "unlimited";

/** A price card: name, price, originalPrice, description, features, popular. */
export interface Package {
  /** Stable id, e.g. "cv-professional"; the assistant and the brochure refer to it. */
  id: string;
  name: string;
  price: Price;
  unit: PriceUnit;
  /** The crossed-out price before the current offer, where the page shows one. */
  originalPrice?: number;
  description: string;
  features: string[];
  popular: boolean;
  revisions?: Revisions;
  /** Turnaround from receiving the client's details, in hours (e.g. 48, or 24-48 as a range). */
  deliveryHours?: number | { from: number; to: number };
  /** Length of a training session, in hours. */
  sessionHours?: { from: number; to: number };
}

/** A service card: icon, title, colour, path, list of items. */
export interface ServiceCard {
  icon: IconName;
  title: string;
  colour: Accent;
  path: string;
  description: string;
  items: string[];
}

/** A testimonial; every rating is 5. */
export interface Testimonial {
  name: string;
  title: string;
  company: string;
  text: string;
  rating: 5;
}

/** A figure: number (as displayed, e.g. "500+") and label. */
export interface Stat {
  number: string;
  label: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** A titled card with an icon: benefits, categories, programmes. */
export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

/** Title and meta description of one page (unique per page, so search results tell pages apart). */
export interface PageMeta {
  title: string;
  description: string;
}

export interface Hero {
  eyebrow?: string;
  title: string;
  subtitle: string;
}

/** The heading of a band of a page, with an optional line under it. */
export interface SectionHeading {
  title: string;
  subtitle?: string;
}

export interface CallToAction {
  title: string;
  text: string;
}
