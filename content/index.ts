/**
 * The consultancy's copy as typed data, one file per topic:
 *
 * - business.ts     company facts, location, payment, business hours
 * - services.ts     service catalogue with keywords/synonyms; contact form options
 * - packages.ts     every package and price (KSh), old prices, revisions, delivery
 * - testimonials.ts landing (6) and CV page (3) testimonials
 * - stats.ts        the claimed figures, per page strip
 * - faqs.ts         CV page FAQs (4) and general FAQs
 * - home.ts         landing page: hero, premium services, service cards, about, sections
 * - cv-writing.ts, linkedin.ts, training.ts, editing.ts   the service pages
 * - sample-cvs.ts   anonymised sample CVs
 * - resources.ts    short resource pages linked from the footer
 * - navigation.ts   navbar, footer, 404 copy
 * - messages.ts     prefilled WhatsApp texts and chat prompts
 * - brochure.ts     PDF brochure copy
 * - site-pages.ts   the canonical public pages and the sitemaps crawlers are pointed at
 * - format.ts       price/revision/delivery formatting and the WhatsApp link builder
 *
 * Phone, WhatsApp number, brand name and site URL are configuration (server/config.ts),
 * not content.
 */
export * from "./brochure";
export * from "./business";
export * from "./cv-writing";
export * from "./editing";
export * from "./faqs";
export * from "./format";
export * from "./home";
export * from "./linkedin";
export * from "./messages";
export * from "./navigation";
export * from "./packages";
export * from "./resources";
export * from "./sample-cvs";
export * from "./services";
export * from "./site-pages";
export * from "./stats";
export * from "./testimonials";
export * from "./training";
export type * from "./types";
