import type { CallToAction, Feature, Hero, PageMeta } from "./types";

/** LinkedIn optimisation page: hero, four benefits, three packages, stats strip, CTA. */

export const linkedinMeta: PageMeta = {
  title: "LinkedIn Profile Optimization in Kenya",
  description:
    "Get found by recruiters: LinkedIn headline, About and experience rewritten by Nairobi HR experts. Packages from KSh 3,500. 300% more profile views on average.",
};

export const linkedinHero: Hero & { primaryLabel: string; secondaryLabel: string } = {
  eyebrow: "LinkedIn Optimization",
  title: "Get found by the recruiters you want",
  subtitle:
    "Recruiters search LinkedIn before they advertise. We rewrite your profile so it ranks in their searches and makes them want to message you.",
  primaryLabel: "Optimize My Profile",
  secondaryLabel: "Ask on WhatsApp",
};

export const linkedinBenefits: readonly Feature[] = [
  {
    icon: "Search",
    title: "Recruiter search ranking",
    description: "A headline and skills built on the keywords recruiters type.",
  },
  {
    icon: "Sparkles",
    title: "A story that sells",
    description: "An About section that says who you are and what you deliver, in your voice.",
  },
  {
    icon: "Eye",
    title: "More profile views",
    description: "Our clients see about three times more views within a month.",
  },
  {
    icon: "MessageSquare",
    title: "Inbound opportunities",
    description: "85% of clients receive recruiter messages after the rewrite.",
  },
];

export const linkedinSections = {
  benefits: { title: "What a stronger profile does for you" },
  packages: {
    title: "LinkedIn packages",
    subtitle: "Delivered in 2-3 working days. We never need your password.",
  },
  stats: { title: "Results our clients see" },
};

export const linkedinCta: CallToAction & { primaryLabel: string } = {
  title: "Your next opportunity may already be searching for you",
  text: "Tell our assistant your target role and we'll recommend the right package.",
  primaryLabel: "Get Started",
};
