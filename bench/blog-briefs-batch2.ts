import type { DraftBrief } from "./blog-drafts";

/**
 * Held-out batch 2 for the offline blog drafts in `npm run bench:blog`, written on 2026-11-25
 * before any change to the drafting engine and run once as written: subjects a Kenyan career
 * consultancy blogs about, briefs as a consultant types them, most naming no topics or only
 * one or two, lengths from 300-500 to 2000-2500 words written in several ways ("1,200-1,500",
 * "300 to 500", "between ... and ..."). Not to be tuned on: a fix is measured on a new batch.
 */
export const blogBriefsBatch2: DraftBrief[] = [
  {
    title: "Your first CV after KCSE",
    category: "CV Writing",
    instructions: "300-500 words. For KCSE leavers who have never had a job.",
    topics: [],
  },
  {
    title: "Kenyan nurses moving abroad: what to sort out before you apply",
    category: "Job Search",
    instructions:
      "1200-1500 words. Readers are registered nurses in Kenya looking at the UK, the Gulf and Canada.",
    topics: [],
  },
  {
    title: "How to prepare for a Public Service Commission interview",
    category: "Interview Preparation",
    instructions: "2000-2500 words. Practical and calm; many readers are first-time applicants.",
    topics: [],
  },
  {
    title: "Landing your first NGO job in Kenya",
    category: "Job Search",
    instructions: "700-900 words. Many readers come from the private sector.",
    topics: [],
  },
  {
    title: "Graduate trainee programmes in Kenya: how to apply",
    category: "Job Search",
    instructions: "Length: 1,200-1,500 words. Readers are final-year university students.",
    topics: [],
  },
  {
    title: "LinkedIn for accountants",
    category: "Professional Development",
    instructions:
      "700-900 words. Focus keyword: LinkedIn for accountants. Readers hold CPA(K) and work in audit firms.",
    topics: [],
    keyword: "LinkedIn for accountants",
  },
  {
    title: "Salary negotiation for your first job offer",
    category: "Career Tips",
    instructions: "Between 300 and 500 words, friendly tone.",
    topics: [],
  },
  {
    title: "Career change at 40: starting again without starting over",
    category: "Career Tips",
    instructions: "2000-2500 words. Warm tone; readers are mid-career professionals.",
    topics: [],
  },
  {
    title: "Cover letters for county government jobs",
    category: "CV Writing",
    instructions: "700 to 900 words. Cover the county public service board advert.",
    topics: ["county public service board advert"],
  },
  {
    title: "Bank graduate assessment days",
    category: "Interview Preparation",
    instructions: "1200-1500 words. Cover psychometric tests and group exercises.",
    topics: ["psychometric tests", "group exercises"],
  },
  {
    title: "Networking in Nairobi when you are an introvert",
    category: "Career Tips",
    instructions: "300-500 words.",
    topics: [],
  },
  {
    title: "Finding legitimate remote jobs from Kenya",
    category: "Job Search",
    instructions: "2,000-2,500 words. Warn readers about scams that ask for a fee.",
    topics: [],
  },
  {
    title: "Professional certifications for HR officers in Kenya",
    category: "Professional Development",
    instructions: "1200-1500 words, focus keyword: HR certifications. Mention IHRM membership.",
    topics: [],
    keyword: "HR certifications",
  },
  {
    title: "Hiring trends in Kenya's renewable energy sector",
    category: "Industry Insights",
    instructions: "700-900 words for engineers and technicians.",
    topics: [],
  },
];
