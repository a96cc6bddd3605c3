import type { Testimonial } from "./types";

/**
 * Client testimonials, published with each client's written permission. Surnames are
 * shortened to an initial at the clients' request.
 */

/** Landing page: six entries. */
export const homeTestimonials: readonly Testimonial[] = [
  {
    name: "Wanjiru K.",
    title: "Procurement Officer",
    company: "Manufacturing firm, Athi River",
    text: "I had applied for eight months with no reply. Two weeks after my new CV I had three interviews, and I accepted an offer in the third week.",
    rating: 5,
  },
  {
    name: "Brian O.",
    title: "Software Engineer",
    company: "Fintech, Westlands",
    text: "They turned a list of duties into results recruiters understood. My LinkedIn views tripled and a recruiter from Europe reached out within a month.",
    rating: 5,
  },
  {
    name: "Faith M.",
    title: "HR Manager",
    company: "Insurance group, Upper Hill",
    text: "The assertiveness and stress management session was practical and honest. Our team still uses the tools months later.",
    rating: 5,
  },
  {
    name: "Kevin A.",
    title: "Graduate Trainee",
    company: "Commercial bank, Nairobi CBD",
    text: "As a fresh graduate I did not know what to put on a CV. The Beginner Package and a mock interview got me into a graduate programme.",
    rating: 5,
  },
  {
    name: "Dr. Achieng N.",
    title: "Lecturer",
    company: "Public university, Kisumu",
    text: "They edited my PhD thesis in record time and fixed every reference. My examiners commented on how clean it was.",
    rating: 5,
  },
  {
    name: "Samuel K.",
    title: "Operations Director",
    company: "Logistics company, Mombasa",
    text: "The executive CV and the interview coaching prepared me for a board panel. I got the director role I had wanted for years.",
    rating: 5,
  },
];

/** CV writing page: three entries. */
export const cvTestimonials: readonly Testimonial[] = [
  {
    name: "Mercy W.",
    title: "Accountant",
    company: "Audit firm, Nairobi",
    text: "My old CV was four pages. The new one is two, reads well, and got me shortlisted by a Big Four firm.",
    rating: 5,
  },
  {
    name: "Dennis O.",
    title: "Project Manager",
    company: "NGO, Gigiri",
    text: "They asked the right questions and found achievements I had forgotten. The Professional package was worth every shilling.",
    rating: 5,
  },
  {
    name: "Lilian C.",
    title: "Nurse",
    company: "Hospital, Doha (from Nakuru)",
    text: "I needed a CV for jobs abroad. They knew exactly what Gulf recruiters look for, and I was hired within two months.",
    rating: 5,
  },
];
