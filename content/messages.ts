import { formatPrice } from "./format";
import type { Package } from "./types";

/**
 * Prefilled WhatsApp texts (Get Started and Free Consultation open the chat link
 * with a greeting asking for a free consultation). Build links with whatsappLink() from
 * format.ts and the configured WHATSAPP_NUMBER.
 */
export const whatsappMessages = {
  freeConsultation:
    "Hello! I found you on your website and would like to book a free career consultation.",
  cvWriting: "Hello! I would like a professional CV. Which package would suit me?",
  linkedin: "Hello! I would like to have my LinkedIn profile optimized.",
  training: "Hello! We are interested in corporate training for our team. Please share details.",
  editing: "Hello! I have a document that needs editing and proofreading.",
} as const;

/** Messages the site's calls to action hand to the chat assistant (open-chat event detail). */
export const chatPrompts = {
  cvWriting: "I'd like help with my CV.",
  linkedin: "I'd like to optimize my LinkedIn profile.",
  training: "We'd like corporate training for our team.",
  editing: "I have a document that needs editing and proofreading.",
  uploadDocument: "I'd like to send a document for editing. How do I share it with you?",
  requestTraining: (programme: string) =>
    `We'd like to request the "${programme}" training for our team.`,
} as const;

/**
 * The buttons of the package cards: their labels and what they tell the assistant, naming the
 * package (and its price) the visitor chose.
 */
export const packageActions = {
  chooseLabel: (pkg: Package) => `Choose ${pkg.name}`,
  quoteLabel: "Get a quote",
  homeMessage: (pkg: Package) => `I'm interested in the ${pkg.name} (${formatPrice(pkg.price)}).`,
  cvMessage: (pkg: Package) => `I'd like the ${pkg.name} CV package (${formatPrice(pkg.price)}).`,
  linkedinMessage: (pkg: Package) =>
    `I'd like the ${pkg.name} LinkedIn package (${formatPrice(pkg.price)}).`,
  editingMessage: (pkg: Package) => `I'd like a quote for editing (${pkg.name.toLowerCase()}).`,
} as const;
