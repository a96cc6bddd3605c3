/**
 * Offline blog drafts against their briefs: each brief goes through the offline drafting
 * engine (no model, the default) and the draft is measured as the author gets it: words
 * against the range asked, the topics named that got a heading of their own, the focus keyword
 * in the first paragraph and a heading, tags that are not noun phrases of the brief (a verb, a
 * stop word, a title's praise word, or a phrase the brief never wrote), paragraphs or list items
 * written twice, and the sections left as outlines. Run by `npm run bench:blog` before the load
 * test. The regression set writes the "blog-drafts" README section; each held-out batch writes
 * "blog-drafts-batchN", suffixed with BENCH_LABEL when set (first-run, tuned).
 */

import { demoPosts } from "../server/blog/demo-posts";
import { innerText } from "../server/blog/drafting/html";
import { isNounPhrase } from "../server/blog/drafting/noun-phrases";
import { generateOfflineDraft } from "../server/blog/drafting/offline";
import { OUTLINE_MARKER } from "../server/blog/drafting/sections";
import { decodeEntities } from "../server/html-text";
import { blogBriefsBatch2 } from "./blog-briefs-batch2";
import { blogBriefsBatch3 } from "./blog-briefs-batch3";
import { blogBriefsBatch4 } from "./blog-briefs-batch4";
import { writeReadmeSection } from "./lib";

export type DraftBrief = {
  title: string;
  category: string;
  instructions: string;
  topics: string[];
  /** The focus keyword the brief names, when it names one: the draft must use it as written. */
  keyword?: string;
};

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
    keyword: "accounting qualification",
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
/**
 * Words that never open or close a tag or the keyword, whatever the engine thinks: the bench's
 * own list of prepositions, particles, adverbs and pronouns, so the engine's word lists are not
 * marking their own work. Inside a tag a preposition may stand ("first CV after KCSE").
 */
const CLOSED =
  /^(?:about|above|across|after|again|against|along|among|around|away|back|before|behind|below|beside|between|beyond|down|during|into|off|out|over|past|since|through|under|until|up|upon|via|within|without|abroad|here|there|now|then|also|just|only|still|i|me|we|us|you|they|them|he|him|she|it)$/i;
const edges = (tag: string) => {
  const words = tag.split(/\s+/);
  return [words[0] ?? "", words.at(-1) ?? ""];
};
const quoted = (title: string, kp: string) =>
  ["'", '"', "“", "‘"].some((q) => title.toLowerCase().includes(`${q}${kp}`));
const text = (html: string) => decodeEntities(innerText(html)).toLowerCase();
const headingsOf = (html: string) =>
  [...html.matchAll(/<h[23]>([\s\S]*?)<\/h[23]>/g)].map((m) => text(m[1] ?? ""));

/**
 * The range a brief asks for, as a reader takes it: "1,200-1,500", "300 to 500", "about 1500",
 * "a 1,500-word post"; a ceiling ("no more than 800 words", "900 words max") allows a tenth less.
 */
function askedRange(instructions: string): { min: number; max: number } {
  const plain = instructions.replace(/(\d),(\d{3})\b/g, "$1$2");
  const span = /(\d{3,5})\s*(?:-|–|to|and)\s*(\d{3,5})/i.exec(plain);
  if (span) return { min: Number(span[1]), max: Number(span[2]) };
  const ceiling =
    /(?:up to|at most|no more than|not more than|under|below|max(?:imum)?)\s(\d{3,5})|(\d{3,5})[\s-]*words?\s(?:max|at most|or less|or fewer)/i.exec(
      plain,
    );
  if (ceiling) {
    const most = Number(ceiling[1] ?? ceiling[2]);
    return { min: Math.round(most * 0.9), max: most };
  }
  const about = Number(/(\d{3,5})[\s-]*words/i.exec(plain)?.[1]);
  return { min: Math.round(about * 0.9), max: Math.round(about * 1.1) };
}

function measure(brief: DraftBrief) {
  // The site's published posts are the demo articles, as on a new install.
  const draft = generateOfflineDraft(
    {
      title: brief.title,
      category: brief.category,
      additionalInstructions: brief.instructions,
    },
    { posts: demoPosts },
  );
  const { min, max } = askedRange(brief.instructions);
  const words = innerText(draft.content).split(/\s+/).filter(Boolean).length;
  const headings = headingsOf(draft.content);
  const kp = draft.focusKeyword.toLowerCase();
  const first = text(/<p>([\s\S]*?)<\/p>/.exec(draft.content)?.[1] ?? "");
  const written = `${brief.title} ${brief.instructions} ${brief.category}`.toLowerCase();
  const badTags = draft.keywords.filter(
    (t) =>
      !isNounPhrase(t) ||
      PRAISE.test(t) ||
      edges(t).some((w) => CLOSED.test(w)) ||
      !written.includes(t.toLowerCase()),
  );
  const blocks = [...draft.content.matchAll(/<(?:p|li)>([\s\S]*?)<\/(?:p|li)>/g)]
    .map((m) => text(m[1] ?? ""))
    .filter((b) => !b.startsWith(OUTLINE_MARKER.toLowerCase()));
  const noted = /about (\d+) are outline notes/.exec(text(draft.content));
  return {
    brief,
    range: `${min}-${max}`,
    words,
    inRange: words >= min && words <= max,
    topics: brief.topics.filter((t) => headings.includes(t.toLowerCase())).length,
    keyword:
      (!brief.keyword || kp === brief.keyword.toLowerCase()) &&
      // A question the title quotes is what readers search for: "why should we hire you".
      (quoted(brief.title, kp) || !edges(kp).some((w) => CLOSED.test(w))) &&
      first.includes(kp) &&
      headings.some((h) => h.includes(kp)),
    badTags,
    repeats: blocks.filter((b, i) => blocks.indexOf(b) !== i).length,
    outlines: draft.content.split(OUTLINE_MARKER).length - 1,
    outlineWords: Number(noted?.[1] ?? 0),
  };
}

function table(briefsOf: DraftBrief[]): string {
  const results = briefsOf.map(measure);
  const rows = results.map(
    (r) =>
      `| ${r.brief.title} | ${r.range} | ${r.words} | ${r.inRange ? "yes" : "**no**"} | ${r.topics}/${r.brief.topics.length} | ${r.keyword ? "yes" : "**no**"} | ${r.badTags.length ? r.badTags.join(", ") : "none"} | ${r.repeats} | ${r.outlines} | ${r.outlineWords} |`,
  );
  const sum = (f: (r: (typeof results)[number]) => number) => results.reduce((n, r) => n + f(r), 0);
  return [
    "| brief | range | words | in range | topics with a heading | keyword | bad tags | repeated blocks | outlines | outline words |",
    "|---|---|---:|---|---|---|---|---:|---:|---:|",
    ...rows,
    `| **all** | | | **${sum((r) => Number(r.inRange))}/${results.length}** | **${sum((r) => r.topics)}/${sum((r) => r.brief.topics.length)}** | **${sum((r) => Number(r.keyword))}/${results.length}** | **${sum((r) => r.badTags.length)}** | **${sum((r) => r.repeats)}** | | **${sum((r) => r.outlineWords)} of ${sum((r) => r.words)} (${Math.round((100 * sum((r) => r.outlineWords)) / sum((r) => r.words))}%)** |`,
  ].join("\n");
}

const TARGETS =
  "The site's published posts are the six demo articles, as on a new install; the resource pages and FAQs are the site's own. Targets: words within the range asked, every topic its own heading, the focus keyword (the brief's own when it names one, never opening or closing on a preposition, adverb or pronoun) in the first paragraph and a heading, no tag that is a verb, a stop word, a preposition, adverb or pronoun, a praise word or a phrase the brief (title, instructions, category) does not hold, no paragraph or list item written twice; sections without vetted material are outlines for the author (their words are counted in the last column, from the draft's own note).";

export function measureDrafts(): string {
  const when = new Date().toISOString().slice(0, 16);
  const regression = [
    "## Blog: offline drafts against their briefs",
    "",
    `\`npm run bench:blog\` (bench/blog-drafts.ts), ${when}Z: ${briefs.length} briefs through the offline drafting engine (no model). Regression set, not held out: the engine was tuned with these briefs in view. ${TARGETS}`,
    "",
    "Briefs of 4,000+ words are unit tests in server/blog/drafting/brief.test.ts, not rows of this table (since 0f10862: 4000-4500 words with 6 topics lands at 4050, 5000-6000 with 4 topics at 5045).",
    "",
    table(briefs),
  ].join("\n");
  writeReadmeSection("blog-drafts", regression);
  const label = process.env.BENCH_LABEL;
  const only = process.env.BLOG_BATCH;
  const held = heldOut
    .filter((batch) => !only || batch.name === only)
    .map((batch) => {
      const section = [
        `## Blog: offline drafts, held-out ${batch.name.replace("batch", "batch ")}${label ? ` (${label})` : ""}`,
        "",
        `\`${only ? `BLOG_BATCH=${only} ` : ""}${label ? `BENCH_LABEL=${label} ` : ""}npm run bench:blog -- --drafts-only\` (${batch.file}), ${when}Z: ${batch.briefs.length} briefs ${batch.about}${label && label !== "first-run" ? " Not held out any more: the engine was changed with this batch's first-run drafts in view." : ""} ${TARGETS}`,
        "",
        table(batch.briefs),
      ].join("\n");
      writeReadmeSection(`blog-drafts-${batch.name}${label ? `-${label}` : ""}`, section);
      return section;
    });
  return [regression, ...held].join("\n\n");
}

/**
 * Held-out batches, each written apart from the engine and run once as written (BENCH_LABEL
 * first-run) before any change made with its drafts in view; BLOG_BATCH runs one alone, so a new
 * batch's first run leaves the others' sections as they are.
 */
const heldOut = [
  {
    name: "batch2",
    file: "bench/blog-briefs-batch2.ts",
    briefs: blogBriefsBatch2,
    about:
      "written before any change to the engine for them, most naming no topics, 300-500 to 2000-2500 words.",
  },
  {
    name: "batch3",
    file: "bench/blog-briefs-batch3.ts",
    briefs: blogBriefsBatch3,
    about:
      "written after batch 2's tuned figures (engine of 122e2db), on new subjects, most naming no topics, 300-500 to 2000-2500 words.",
  },
  {
    name: "batch4",
    file: "bench/blog-briefs-batch4.ts",
    briefs: blogBriefsBatch4,
    about:
      "written apart from the engine after batch 3's tuned figures, on new subjects (some the site's pages cover, most not), half naming their topics, three a focus keyword, 300-450 to 2000-2500 words.",
  },
];
