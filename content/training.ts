import type { CallToAction, Feature, Hero, PageMeta } from "./types";

/** Corporate training page: hero, four programmes, four benefits, stats strip, CTA. */

export const trainingMeta: PageMeta = {
  title: "Corporate Training & Team Workshops in Nairobi",
  description:
    "Workplace assertiveness, stress management, team building and custom staff training in Kenya. 1.5-2 hour sessions from KSh 25,000. 2000+ employees trained.",
};

export const trainingHero: Hero & { primaryLabel: string; secondaryLabel: string } = {
  eyebrow: "Corporate Training & Professional Development",
  title: "Training that changes how your team works",
  subtitle:
    "Practical, energetic sessions for Kenyan workplaces, delivered at your offices or online by facilitators with 10+ years of HR experience.",
  primaryLabel: "Plan a Training",
  secondaryLabel: "Download Brochure",
};

export interface TrainingProgramme {
  id: string;
  icon: Feature["icon"];
  title: string;
  description: string;
  outcomes: string[];
}

/** Four programmes; each 1.5-2 h at KSh 25,000-35,000 (see trainingPackage in packages.ts). */
export const trainingProgrammes: readonly TrainingProgramme[] = [
  {
    id: "workplace-assertiveness",
    icon: "Mic",
    title: "Workplace Assertiveness",
    description: "Speak up, say no and disagree respectfully without damaging relationships.",
    outcomes: [
      "Assertive communication models",
      "Handling difficult conversations",
      "Giving and taking feedback",
    ],
  },
  {
    id: "stress-management",
    icon: "HeartHandshake",
    title: "Stress Management & Wellbeing",
    description: "Recognise burnout early and build habits that keep people well and productive.",
    outcomes: ["Spotting stress signals", "Personal resilience plan", "Healthy team routines"],
  },
  {
    id: "team-building",
    icon: "Users",
    title: "Team Building & Collaboration",
    description: "Activities and reflection that build trust across departments and levels.",
    outcomes: ["Trust-building exercises", "Working styles", "Team charter"],
  },
  {
    id: "leadership-development",
    icon: "Lightbulb",
    title: "Leadership & Professional Development",
    description: "Skills for new supervisors and rising managers, from delegation to motivation.",
    outcomes: ["Delegation and follow-up", "Motivating a team", "Career conversations"],
  },
];

export const trainingBenefits: readonly Feature[] = [
  {
    icon: "Target",
    title: "Tailored to you",
    description: "We meet your HR team first and shape every example to your workplace.",
  },
  {
    icon: "Building",
    title: "On-site or online",
    description: "At your offices anywhere in Kenya, or live on Zoom or Teams.",
  },
  {
    icon: "TrendingUp",
    title: "Measurable impact",
    description: "Pre- and post-session surveys; clients report up to 40% productivity gains.",
  },
  {
    icon: "ClipboardCheck",
    title: "Follow-up support",
    description: "A written summary, action plans and a check-in call after the session.",
  },
];

export const trainingSections = {
  programmes: {
    title: "Our training programmes",
    subtitle: "Each session runs 1.5-2 hours and costs KSh 25,000 - 35,000.",
    requestLabel: "Request This Training",
  },
  benefits: { title: "Why companies choose us" },
  stats: { title: "Our impact" },
};

export const trainingCta: CallToAction & { primaryLabel: string; secondaryLabel: string } = {
  title: "Let's plan your team's next session",
  text: "Tell us your team size, goals and preferred dates, and we'll send a proposal within 24 hours.",
  primaryLabel: "Talk to Us",
  secondaryLabel: "WhatsApp Us",
};
