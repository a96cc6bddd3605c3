import type { DraftBrief } from "./blog-drafts";

/**
 * Held-out batch 4 for the offline blog drafts in `npm run bench:blog`, written by the
 * docs-batch helper on 2026-11-25 apart from the engine (nothing under server/blog/ was read, nor
 * batches 1 and 2; batch 3 only for the format) and run once as written (BLOG_BATCH=batch4
 * BENCH_LABEL=first-run). New subjects: some the site's own pages cover (LinkedIn, competency
 * interviews and STAR, salary negotiation, proofreading), most not (the PSC portal, TVET CVs,
 * clearance documents, bank graduate programmes, remote work, hotel hiring, career fairs, HELB);
 * half name their topics, three name a focus keyword; lengths from 300-450 to 2000-2500 words,
 * written as "800-1000", "1,000–1,200", "between 600 and 800", "600 to 800" and "about 1200".
 * Not to be tuned on: a fix is measured on a new batch.
 */
export const blogBriefsBatch4: DraftBrief[] = [
  {
    title: "Applying for jobs on the Public Service Commission portal",
    category: "Job Search",
    instructions:
      "800-1000 words. Cover the PSC portal, clearance certificates and shortlisting. Readers have never applied for a government job.",
    topics: ["PSC portal", "clearance certificates", "shortlisting"],
  },
  {
    title: "LinkedIn headlines that recruiters search for",
    category: "Career Tips",
    instructions: "400-600 words. Focus keyword: LinkedIn headline.",
    topics: [],
    keyword: "LinkedIn headline",
  },
  {
    title: "Competency-based interviews and the STAR method",
    category: "Interview Preparation",
    instructions: "1,000–1,200 words, with worked answers for mid-career readers.",
    topics: [],
  },
  {
    title: "Negotiating your first salary offer",
    category: "Career Tips",
    instructions: "Between 600 and 800 words. Readers are fresh graduates.",
    topics: [],
  },
  {
    title: "Writing a CV as a TVET graduate",
    category: "CV Writing",
    instructions:
      "700-900 words. Cover NITA trade tests, industrial attachments and tools of the trade.",
    topics: ["NITA trade tests", "industrial attachments", "tools of the trade"],
  },
  {
    title: "Certificates employers ask for: good conduct, KRA and HELB",
    category: "Job Search",
    instructions:
      "800-1000 words. Cover the certificate of good conduct, KRA tax compliance and HELB clearance.",
    topics: ["certificate of good conduct", "KRA tax compliance", "HELB clearance"],
  },
  {
    title: "Remote work for Kenyan professionals: getting started",
    category: "Industry Insights",
    instructions: "About 1200 words. Focus keyword: remote jobs in Kenya.",
    topics: [],
    keyword: "remote jobs in Kenya",
  },
  {
    title: "Graduate trainee programmes at Kenyan banks",
    category: "Job Search",
    instructions: "1500-1800 words. Cover aptitude tests, assessment centres and the graduate CV.",
    topics: ["aptitude tests", "assessment centres", "graduate CV"],
  },
  {
    title: "Moving from classroom teaching to corporate training",
    category: "Professional Development",
    instructions: "1200-1500 words, encouraging tone.",
    topics: [],
  },
  {
    title: "What hotels look for when they hire",
    category: "Industry Insights",
    instructions:
      "2000-2500 words for hospitality graduates and cooks with a few years' experience.",
    topics: [],
  },
  {
    title: "Proofreading your CV before you send it",
    category: "CV Writing",
    instructions: "300-450 words. Focus keyword: proofread your CV.",
    topics: [],
    keyword: "proofread your CV",
  },
  {
    title: "Making the most of career fairs and alumni events",
    category: "Professional Development",
    instructions: "600 to 800 words.",
    topics: [],
  },
  {
    title: "Cover letters for county government jobs",
    category: "CV Writing",
    instructions:
      "600-800 words. Cover the advert reference, the county public service board and the closing date.",
    topics: ["advert reference", "county public service board", "closing date"],
  },
  {
    title: "Repaying HELB while starting your career",
    category: "Career Tips",
    instructions: "500-700 words for graduates in their first two years of work.",
    topics: [],
  },
];
