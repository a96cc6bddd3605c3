/**
 * Copy of the downloadable PDF brochure (/brochure.pdf). Prices and programmes come from
 * packages.ts and training.ts; this file holds only the brochure's own words.
 */
export const brochure = {
  fileName: "kazi-corporate-training-brochure.pdf",
  title: "Corporate Training Programmes",
  intro:
    "Practical, energetic sessions for Kenyan workplaces, delivered at your offices or online by facilitators with more than ten years of HR experience.",
  howItWorks: [
    "A free 30-minute call with your HR team to agree goals",
    "A session plan tailored to your organisation",
    "Delivery on-site anywhere in Kenya, or online",
    "A written summary and follow-up check-in",
  ],
  closing: "Book a session: call or WhatsApp us, or write to us by email.",
};
