/**
 * Offline blog drafts against their briefs (issue 18, item 5): each brief goes through the
 * offline drafting engine (no model, the default) and the draft is measured as the author gets
 * it: words against the range asked, the topics named that got a heading of their own, the
 * focus keyword in the first paragraph and a heading, tags that are not noun phrases of the
 * brief (a verb, a stop word or a title's praise word), and the sections left as outlines.
 * Run by `npm run bench:blog` before the load test; writes the "blog-drafts" README section.
 */

import { isNounPhrase } from "../server/blog/drafting/brief";
import { innerText } from "../server/blog/drafting/html";
import { generateOfflineDraft } from "../server/blog/drafting/offline";
import { OUTLINE_MARKER } from "../server/blog/drafting/sections";
import { decodeEntities } from "../server/html-text";
import { writeReadmeSection } from "./lib";

type DraftBrief = { title: string; category: string; instructions: string; topics: string[] };

/** Briefs as a consultant writes them: short and long ranges, named topics or none. */
const briefs: DraftBrief[] = [
  {
    title: "Procurement jobs in NGOs: what Kenyan applicants must know",
    category: "Job Search",
    instructions:
      "700-900 words. Cover PPADA, IFMIS, donor procurement rules and the procurement CV. Aimed at mid-career procurement officers.",
    topics: ["PPADA", "IFMIS", "donor procurement rules", "procurement CV"],
  },
  {
    title: "Procurement jobs in NGOs",
    category: "Job Search",
    instructions: "1500-1800 words. Cover PPADA and IFMIS.",
    topics: ["PPADA", "IFMIS"],
  },
  {
    title: "Moving from county government to an NGO: a complete guide for Kenyan professionals",
    category: "Career Tips",
    instructions:
      "1500-1800 words. Cover transferable skills, donor reporting, the NGO CV, salary expectations and interviews with NGOs.",
    topics: [
      "transferable skills",
      "donor reporting",
      "NGO CV",
      "salary expectations",
      "interviews with NGOs",
    ],
  },
  {
    title: "Nursing jobs in the Gulf: verification, agencies and the CV",
    category: "Job Search",
    instructions:
      "1200-1400 words. Cover NCK verification, recruitment agencies, the nursing CV and contracts.",
    topics: ["NCK verification", "recruitment agencies", "nursing CV", "contracts"],
  },
  {
    title: "CPA or ACCA? Choosing an accounting qualification in Kenya",
    category: "Professional Development",
    instructions: "About 1500 words. Focus keyword: accounting qualification.",
    topics: [],
  },
  {
    title: "Panel interviews at Kenyan banks",
    category: "Interview Preparation",
    instructions:
      "2000-2400 words. Cover competency questions, assessment days and salary negotiation.",
    topics: ["competency questions", "assessment days", "salary negotiation"],
  },
  {
    title: "A school leaver's first CV",
    category: "CV Writing",
    instructions: "400-500 words for school leavers. Cover KCSE results, clubs and referees.",
    topics: ["KCSE results", "clubs", "referees"],
  },
];

const PRAISE = /^(?:complete|ultimate|essential|practical|simple|quick|definitive|best|top|easy)$/i;
const text = (html: string) => decodeEntities(innerText(html)).toLowerCase();
const headingsOf = (html: string) =>
  [...html.matchAll(/<h[23]>([\s\S]*?)<\/h[23]>/g)].map((m) => text(m[1] ?? ""));

function measure(brief: DraftBrief) {
  const draft = generateOfflineDraft({
    title: brief.title,
    category: brief.category,
    additionalInstructions: brief.instructions,
  });
  const range = /(\d{3,4})\s*-\s*(\d{3,4})/.exec(brief.instructions);
  const about = /about (\d{3,4})/i.exec(brief.instructions);
  const [min, max] = range
    ? [Number(range[1]), Number(range[2])]
    : [Math.round(Number(about?.[1]) * 0.9), Math.round(Number(about?.[1]) * 1.1)];
  const words = innerText(draft.content).split(/\s+/).filter(Boolean).length;
  const headings = headingsOf(draft.content);
  const kp = draft.focusKeyword.toLowerCase();
  const first = text(/<p>([\s\S]*?)<\/p>/.exec(draft.content)?.[1] ?? "");
  const badTags = draft.keywords.filter((t) => !isNounPhrase(t) || PRAISE.test(t));
  return {
    brief,
    range: `${min}-${max}`,
    words,
    inRange: words >= min && words <= max,
    topics: brief.topics.filter((t) => headings.includes(t.toLowerCase())).length,
    keyword: first.includes(kp) && headings.some((h) => h.includes(kp)),
    badTags,
    outlines: draft.content.split(OUTLINE_MARKER).length - 1,
  };
}

export function measureDrafts(): string {
  const results = briefs.map(measure);
  const rows = results.map(
    (r) =>
      `| ${r.brief.title} | ${r.range} | ${r.words} | ${r.inRange ? "yes" : "**no**"} | ${r.topics}/${r.brief.topics.length} | ${r.keyword ? "yes" : "**no**"} | ${r.badTags.length ? r.badTags.join(", ") : "none"} | ${r.outlines} |`,
  );
  const inRange = results.filter((r) => r.inRange).length;
  const section = [
    "## Blog: offline drafts against their briefs",
    "",
    `\`npm run bench:blog\` (bench/blog-drafts.ts), ${new Date().toISOString().slice(0, 16)}Z: ${briefs.length} briefs through the offline drafting engine (no model). Regression set, not held out: the engine was tuned with these briefs in view. Targets (issue 18, item 5): words within the range asked, every topic its own heading, the focus keyword in the first paragraph and a heading, no tag that is a verb, a stop word or a praise word; sections without vetted material are outlines for the author.`,
    "",
    "| brief | range | words | in range | topics with a heading | keyword | bad tags | outlines |",
    "|---|---|---:|---|---|---|---|---:|",
    ...rows,
    `| **all** | | | **${inRange}/${results.length}** | **${results.reduce((n, r) => n + r.topics, 0)}/${results.reduce((n, r) => n + r.brief.topics.length, 0)}** | **${results.filter((r) => r.keyword).length}/${results.length}** | **${results.reduce((n, r) => n + r.badTags.length, 0)}** | |`,
  ].join("\n");
  writeReadmeSection("blog-drafts", section);
  return section;
}
