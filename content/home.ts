import type { IconName, PageMeta, ServiceCard } from "./types";

/** The landing page: hero, services, about, testimonials, pricing, contact. */

export const homeMeta: PageMeta = {
  title: "CV Writing, LinkedIn & Corporate Training in Nairobi",
  description:
    "Professional CV writing from KSh 2,000, LinkedIn optimization, editing and corporate training in Nairobi. 500+ professionals helped since 2020. Free consultation.",
};

export const homeHero = {
  eyebrow: "Career services in Nairobi since 2020",
  title: "Land the job you deserve",
  subtitle:
    "Professional CVs, LinkedIn profiles, interview coaching and team training from HR experts who know the Kenyan job market.",
  exploreLabel: "Explore Services",
  consultationLabel: "Free Consultation",
  premiumTitle: "Our premium services",
  /** The five premium services listed in the hero. */
  premiumServices: [
    "Professional CV & cover letter writing",
    "LinkedIn profile optimization",
    "Interview coaching & mock interviews",
    "Editing, proofreading & business writing",
    "Corporate training & motivation talks",
  ],
  specialOffer: {
    title: "Special Offer",
    text: "Free consultation for new clients this month.",
  },
} as const;

export const servicesSection = {
  title: "How we can help",
  subtitle: "Six ways we move careers and teams forward.",
};

/** The six service cards and the paths they open (aliases of the four service pages). */
export const serviceCards: readonly ServiceCard[] = [
  {
    icon: "FileText",
    title: "CV & Career Services",
    colour: "blue",
    path: "/services/cv-writing",
    description: "CVs, cover letters and interview coaching that get you shortlisted.",
    items: ["ATS-friendly CVs", "Cover letters", "Interview coaching", "LinkedIn profiles"],
  },
  {
    icon: "PenLine",
    title: "Editing & Proofreading",
    colour: "emerald",
    path: "/services/editing",
    description: "Clear, correct documents for school, work and publishing.",
    items: ["Theses & dissertations", "Reports & proposals", "Books & articles", "Formatting"],
  },
  {
    icon: "Briefcase",
    title: "Business Writing",
    colour: "amber",
    path: "/services/business-writing",
    description: "Documents that win tenders, funders and customers.",
    items: ["Company profiles", "Tender documents", "Business plans", "Policies & manuals"],
  },
  {
    icon: "Users",
    title: "Corporate Training",
    colour: "violet",
    path: "/services/corporate-training",
    description: "Practical workshops and motivation talks for your team.",
    items: ["Workplace assertiveness", "Stress management", "Team building", "Custom topics"],
  },
  {
    icon: "GraduationCap",
    title: "Youth Programs",
    colour: "rose",
    path: "/services/youth-programs",
    description: "Career readiness for students and fresh graduates.",
    items: ["First CVs", "Internship applications", "Interview practice", "Career talks"],
  },
  {
    icon: "TrendingUp",
    title: "Professional Development",
    colour: "teal",
    path: "/services/professional-development",
    description: "Coaching for promotions, career changes and moves abroad.",
    items: ["Career coaching", "Personal branding", "Leadership skills", "Jobs abroad"],
  },
];

export const aboutSection = {
  title: "HR experts on your side",
  paragraphs: [
    "We are a Nairobi career consultancy founded in 2020 by HR practitioners with more than ten years of recruiting for Kenyan banks, NGOs, manufacturers and multinationals.",
    "We have sat on the other side of the interview table. We know what shortlisting panels look for, how applicant tracking systems read a CV, and how to tell your story so the right employer calls.",
  ],
  values: [
    {
      icon: "Target",
      title: "Results first",
      text: "Every document is written for a real job or goal.",
    },
    { icon: "ShieldCheck", title: "Confidential", text: "Your information is never shared." },
    { icon: "Clock", title: "On time", text: "Delivery times we keep, from 12 hours." },
  ] satisfies { icon: IconName; title: string; text: string }[],
};

export const testimonialsSection = {
  title: "What our clients say",
  subtitle: "Real results from professionals across Kenya and abroad.",
};

export const pricingSection = {
  title: "Simple, transparent pricing",
  subtitle: "Prices in Kenya shillings. Pay by M-Pesa, bank transfer or card.",
  popularBadge: "MOST POPULAR",
  addOnsTitle: "Also available",
};

export const contactSection = {
  title: "Get in touch",
  subtitle: "Tell us what you need and a consultant will reply within one working day.",
  hoursTitle: "Business hours",
  successTitle: "Message Sent Successfully!",
  /** The server's answer shown in the success toast. */
  successThanks: "Thank you for contacting us.",
  /** Within opening hours; outside them the server names the next opening instead. */
  successMessage:
    "Thank you for contacting us. A consultant will get back to you within one working day.",
  errorTitle: "Error",
  /** A 400 gets `invalidMessage`, a 413 `tooLongMessage`; any other failure `errorMessage`. */
  errorMessage: "There was an error sending your message. Please try again.",
  invalidMessage: "Please fill in all required fields correctly.",
  tooLongMessage: "Your message is too long. Please shorten it and send it again.",
  submitLabel: "Send Message",
  sendingLabel: "Sending...",
  chatLabel: "Chat with us now",
};

/** The three latest published blog posts, between pricing and contact (no anchor of its own). */
export const latestPostsSection = {
  title: "From the blog",
  subtitle: "Practical career advice from our consultants.",
  allPostsLabel: "Read all articles",
};
