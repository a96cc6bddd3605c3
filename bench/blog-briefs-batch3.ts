import type { DraftBrief } from "./blog-drafts";

/**
 * Held-out batch 3 for the offline blog drafts in `npm run bench:blog`, written on 2026-11-25
 * after batch 2's tuned figures were recorded and run once as written, to measure the engine
 * of 122e2db on briefs it was not changed for: new subjects, most naming no topics, a few
 * naming one or two, lengths from 300-500 to 2000-2500 words written in several ways. Not to be
 * tuned on: a fix is measured on a new batch.
 */
export const blogBriefsBatch3: DraftBrief[] = [
  {
    title: "Registering with the TSC as a new teacher",
    category: "Career Tips",
    instructions: "700-900 words for newly trained teachers.",
    topics: [],
  },
  {
    title: "County government internships: how to get one",
    category: "Job Search",
    instructions: "300 to 500 words. Readers are recent graduates.",
    topics: [],
  },
  {
    title: "Answering 'Why should we hire you?'",
    category: "Interview Preparation",
    instructions: "700-900 words, friendly tone.",
    topics: [],
  },
  {
    title: "Thank-you emails after an interview",
    category: "Interview Preparation",
    instructions: "300-500 words.",
    topics: [],
  },
  {
    title: "Working in the Gulf: checking a recruitment agency",
    category: "Job Search",
    instructions: "1200-1500 words. Cover NEA registration and contracts.",
    topics: ["NEA registration", "contracts"],
  },
  {
    title: "A CV for procurement officers",
    category: "CV Writing",
    instructions: "1,200-1,500 words. Focus keyword: procurement CV.",
    topics: [],
    keyword: "procurement CV",
  },
  {
    title: "Data analyst careers in Nairobi",
    category: "Industry Insights",
    instructions: "2000-2500 words. Readers are graduates in statistics and economics.",
    topics: [],
  },
  {
    title: "Going back to work after a career break",
    category: "Career Tips",
    instructions: "Between 1200 and 1500 words. Warm tone.",
    topics: [],
  },
  {
    title: "The NGO cover letter",
    category: "CV Writing",
    instructions: "700-900 words. Cover the vacancy reference and donor-funded roles.",
    topics: ["vacancy reference", "donor-funded roles"],
  },
  {
    title: "Finding a mentor early in your career",
    category: "Professional Development",
    instructions: "300-500 words.",
    topics: [],
  },
  {
    title: "Payslips explained: PAYE, SHIF, NSSF and the housing levy",
    category: "Career Tips",
    instructions: "1200-1500 words for employees in their first job.",
    topics: [],
  },
  {
    title: "Promotion interviews in the civil service",
    category: "Interview Preparation",
    instructions:
      "2,000-2,500 words. Practical; many readers have not had an interview in ten years.",
    topics: [],
  },
];
