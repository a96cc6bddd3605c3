/**
 * Navigation and footer links. `scrollTo` links scroll on the home page and
 * navigate to "/#anchor" from any other page.
 */
export type NavLink =
  | { label: string; href: string; scrollTo?: undefined }
  | { label: string; href: string; scrollTo: string };

export const navLinks: readonly NavLink[] = [
  { label: "Home", href: "/", scrollTo: "home" },
  { label: "CV Writing", href: "/services/cv-writing" },
  { label: "Editing Services", href: "/services/editing-services" },
  { label: "Corporate Training", href: "/services/corporate-training" },
  { label: "Contact", href: "/", scrollTo: "contact" },
];

export const getStartedLabel = "Get Started";

export const footer = {
  about:
    "Career services for Kenyan professionals since 2020: CV writing, LinkedIn optimization, editing and corporate training.",
  quickLinks: [
    { label: "Services", href: "/#services" },
    { label: "Blog", href: "/blog" },
    { label: "Contact", href: "/#contact" },
    { label: "Login", href: "/admin" },
  ],
  /** The footer's services list (not the same as the home page's six cards). */
  services: [
    { label: "CV Writing", href: "/services/cv-writing" },
    { label: "Interview Coaching", href: "/services/cv-writing" },
    { label: "LinkedIn Optimization", href: "/linkedin-optimization" },
    { label: "Corporate Training", href: "/services/corporate-training" },
    { label: "Business Writing", href: "/services/business-writing" },
  ],
  resourcesTitle: "Resources",
  /** Short pages of resources.ts (kept here so the footer does not ship their full copy). */
  resources: [
    { label: "CV Templates", href: "/resources/cv-templates" },
    { label: "Interview Guide", href: "/resources/interview-guide" },
    { label: "Salary Negotiation", href: "/resources/salary-negotiation" },
    { label: "LinkedIn Tips", href: "/resources/linkedin-tips" },
  ],
  copyright: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
};

export const notFound = {
  title: "404 Page Not Found",
  text: "The page you are looking for does not exist or has moved.",
  homeLabel: "Back to Home",
  servicesLabel: "Our services",
  meta: { title: "Page Not Found", description: "The page you are looking for does not exist." },
};
