import { describe, expect, it } from "vitest";
import { decodeEntities } from "../../html-text";
import { parseBrief } from "./brief";
import { innerText } from "./html";
import { isNounPhrase } from "./noun-phrases";
import { generateOfflineDraft } from "./offline";
import { OUTLINE_MARKER } from "./sections";

interface Case {
  title: string;
  category: string;
  instructions: string;
  min: number;
  max: number;
  topics: string[];
  /** The keyword the brief names, when it names one. */
  keyword?: string;
  /** Tags the draft must carry, as written. */
  tags?: string[];
}

const cases: Case[] = [
  {
    title: "Procurement jobs in NGOs: what Kenyan applicants must know",
    category: "Job Search",
    instructions:
      "700-900 words. Cover PPADA, IFMIS, donor procurement rules and the procurement CV. Aimed at mid-career procurement officers.",
    min: 700,
    max: 900,
    topics: ["PPADA", "IFMIS", "donor procurement rules", "procurement CV"],
  },
  {
    title: "Moving to the Gulf as a Kenyan nurse",
    category: "Job Search",
    instructions:
      "About 800 words. Topics: NCK verification, DataFlow checks, recruitment agencies, the nursing CV.",
    min: 720,
    max: 880,
    topics: ["NCK verification", "DataFlow checks", "recruitment agencies", "nursing CV"],
    tags: ["Gulf", "Kenyan nurse", "NCK verification"],
  },
  {
    title: "A graduate's first CV",
    category: "CV Writing",
    instructions:
      "500-650 words for fresh graduates. Cover the profile, achievements, referees and attachments. Friendly tone.",
    min: 500,
    max: 650,
    topics: ["profile", "achievements", "referees", "attachments"],
  },
  {
    title: "From the classroom to an NGO: a teacher's career change",
    category: "Career Tips",
    instructions:
      "600-800 words, focus keyword: teacher's career change. Include transferable skills, monitoring and evaluation, and the NGO cover letter.",
    min: 600,
    max: 800,
    topics: ["transferable skills", "monitoring and evaluation", "NGO cover letter"],
    keyword: "teacher's career change",
    tags: ["monitoring and evaluation", "NGO cover letter"],
  },
  // Long briefs: the draft reaches the length asked with outlines for the author, not prose.
  {
    title: "Procurement jobs in NGOs",
    category: "Job Search",
    instructions: "1500-1800 words. Cover PPADA and IFMIS.",
    min: 1500,
    max: 1800,
    topics: ["PPADA", "IFMIS"],
  },
  {
    title: "Moving from county government to an NGO: a complete guide for Kenyan professionals",
    category: "Career Tips",
    instructions:
      "1500-1800 words. Cover transferable skills, donor reporting, the NGO CV, salary expectations and interviews with NGOs.",
    min: 1500,
    max: 1800,
    topics: [
      "transferable skills",
      "donor reporting",
      "NGO CV",
      "salary expectations",
      "interviews with NGOs",
    ],
  },
  {
    title: "CPA or ACCA? Choosing an accounting qualification in Kenya",
    category: "Professional Development",
    instructions: "About 1500 words. Focus keyword: accounting qualification.",
    min: 1350,
    max: 1650,
    topics: [],
    keyword: "accounting qualification",
  },
  {
    title: "Panel interviews at Kenyan banks",
    category: "Interview Preparation",
    instructions:
      "2000-2400 words. Cover competency questions, assessment days and salary negotiation.",
    min: 2000,
    max: 2400,
    topics: ["competency questions", "assessment days", "salary negotiation"],
  },
];

const BANNED = [
  /LinkedIn Learning/i,
  /customer service agent/i,
  /Getting [^.<]* right/,
  /sales officer in Mombasa/i,
];

const words = (html: string) => innerText(html).split(/\s+/).filter(Boolean).length;
const text = (html: string) => decodeEntities(innerText(html)).toLowerCase();
const headings = (html: string) =>
  [...html.matchAll(/<h[23]>([\s\S]*?)<\/h[23]>/g)].map((m) => text(m[1] ?? ""));

describe.each(cases)("offline draft for '$title'", (c) => {
  const draft = generateOfflineDraft({
    title: c.title,
    category: c.category,
    additionalInstructions: c.instructions,
  });
  const kp = draft.focusKeyword.toLowerCase();

  it("lands within the asked length", () => {
    const n = words(draft.content);
    expect(n).toBeGreaterThanOrEqual(c.min);
    expect(n).toBeLessThanOrEqual(c.max);
  });

  it("gives every topic of the brief its own section", () => {
    const hs = headings(draft.content);
    for (const topic of c.topics) expect(hs).toContain(topic.toLowerCase());
  });

  it("puts the focus keyword in the title, the first paragraph and a heading", () => {
    if (c.keyword) expect(draft.focusKeyword).toBe(c.keyword);
    expect(c.title.toLowerCase()).toContain(kp);
    const first = draft.content.match(/<p>([\s\S]*?)<\/p>/)?.[1] ?? "";
    expect(text(first)).toContain(kp);
    expect(headings(draft.content).some((h) => h.includes(kp))).toBe(true);
  });

  it("tags the post with noun phrases from the brief", () => {
    const brief = `${c.title} ${c.instructions}`.toLowerCase();
    expect(draft.keywords.length).toBeGreaterThan(0);
    for (const tag of c.tags ?? []) expect(draft.keywords).toContain(tag);
    for (const tag of draft.keywords) {
      expect(isNounPhrase(tag), tag).toBe(true);
      expect(tag, "a title's praise word is no topic").not.toMatch(
        /^(?:complete|ultimate|essential|practical|simple|quick|definitive|comprehensive|best|top|easy)$/i,
      );
      expect(brief).toContain(tag.toLowerCase());
    }
  });

  it("makes no generic claims the brief or the site does not support", () => {
    for (const pattern of BANNED) expect(draft.content).not.toMatch(pattern);
  });

  it("never repeats a heading or a paragraph", () => {
    const hs = headings(draft.content);
    expect(new Set(hs).size).toBe(hs.length);
    const paragraphs = [...draft.content.matchAll(/<(?:p|li)>([\s\S]*?)<\/(?:p|li)>/g)]
      .map((m) => text(m[1] ?? ""))
      .filter((p) => !p.startsWith("outline for the author"));
    const repeated = paragraphs.filter((p, i) => paragraphs.indexOf(p) !== i);
    expect(repeated.length, repeated.join("\n")).toBeLessThanOrEqual(paragraphs.length / 4);
  });
});

describe("length ranges", () => {
  const draftFor = (instructions: string) =>
    generateOfflineDraft({
      title: "Procurement jobs in NGOs",
      category: "Job Search",
      additionalInstructions: instructions,
    });

  it("fits many topics into a short range by trimming their outlines", () => {
    const draft = draftFor(
      "300-400 words. Cover PPADA, IFMIS, donor rules, tender committees, e-procurement and ethics.",
    );
    expect(words(draft.content)).toBeLessThanOrEqual(400);
    expect(words(draft.content)).toBeGreaterThanOrEqual(300);
    // No heading is left without text under it.
    expect(draft.content).not.toMatch(/<\/h2>\s*<h2>/);
    for (const topic of [
      "PPADA",
      "IFMIS",
      "Donor rules",
      "Tender committees",
      "E-procurement",
      "Ethics",
    ])
      expect(draft.content).toContain(`<h2>${topic}</h2>`);
  });

  it("gives a section to every topic of every sentence that names topics", () => {
    const draft = draftFor(
      "700-900 words. Cover the tender committee. Mention e-procurement and ethics. Include a section on appeals.",
    );
    for (const topic of ["Tender committee", "E-procurement", "Ethics", "Appeals"])
      expect(draft.content).toContain(`<h2>${topic}</h2>`);
    expect(words(draft.content)).toBeGreaterThanOrEqual(700);
    expect(words(draft.content)).toBeLessThanOrEqual(900);
  });

  it("reads a range written 'between 600 and 800 words'", () => {
    expect(parseBrief("t", "Between 600 and 800 words, friendly.").range).toEqual({
      min: 600,
      max: 800,
    });
  });

  it.each([
    ["A 1,200-word post for nurses.", { min: 1080, max: 1320 }],
    ["1200-1500-word article, formal.", { min: 1200, max: 1500 }],
    ["No more than 800 words.", { min: 720, max: 800 }],
    ["Keep it under 600 words.", { min: 540, max: 600 }],
    ["900 words max, friendly tone.", { min: 810, max: 900 }],
    ["Up to 1000 words.", { min: 900, max: 1000 }],
  ])("reads a length written '%s'", (instructions, range) => {
    expect(parseBrief("t", instructions).range).toEqual(range);
    const draft = draftFor(instructions);
    expect(words(draft.content)).toBeGreaterThanOrEqual(range.min);
    expect(words(draft.content)).toBeLessThanOrEqual(range.max);
  });

  it("fills a long range with outlined sections for the author, never with repeated prose", () => {
    const draft = draftFor("1500-1800 words. Cover PPADA and IFMIS.");
    const n = words(draft.content);
    expect(n).toBeGreaterThanOrEqual(1500);
    expect(n).toBeLessThanOrEqual(1800);
    const outlines = draft.content.split(OUTLINE_MARKER).length - 1;
    expect(outlines).toBeGreaterThanOrEqual(3);
  });

  it("says how many words are missing when a range is beyond every outline it can write", () => {
    const draft = draftFor("9000-9500 words. Cover PPADA.");
    const missing =
      /the brief asks for 9000-9500 words; the sections above need about (\d+) more words/.exec(
        text(draft.content),
      );
    expect(missing).not.toBeNull();
    expect(words(draft.content) + Number(missing?.[1])).toBeGreaterThanOrEqual(9000);
  });
});

describe("briefs of 4,000 words and more", () => {
  const long = (title: string, instructions: string, category = "Job Search") =>
    generateOfflineDraft({ title, category, additionalInstructions: instructions });
  const outlineWords = (html: string) =>
    [
      ...html.matchAll(
        /(?:<h[23]>[^<]*<\/h[23]>\n)?<p><strong>Outline for the author:<\/strong>[^<]*<\/p>\n<ul>[\s\S]*?<\/ul>/g,
      ),
    ].reduce((n, m) => n + words(m[0]), 0);

  it.each([
    [
      "Public service jobs in Kenya",
      "4000-4500 words. Cover the PSC application portal, county public service boards, chapter six clearances and interviews.",
      4000,
      4500,
    ],
    [
      "Teaching careers in Kenya",
      "4,000-5,000 words. Cover TSC registration and promotion.",
      4000,
      5000,
    ],
    [
      "Remote work from Kenya",
      "At least 4000 words. Cover time zones, payments, scams and contracts.",
      4000,
      4800,
    ],
    [
      "Engineering careers",
      "5000-6000 words. Cover EBK registration, graduate programmes and site work.",
      5000,
      6000,
    ],
  ])("%s (%s) lands in the range", (title, instructions, min, max) => {
    const draft = long(title, instructions);
    expect(words(draft.content)).toBeGreaterThanOrEqual(min);
    expect(words(draft.content)).toBeLessThanOrEqual(max);
    expect(text(draft.content)).not.toContain("more words of your own");
    const hs = headings(draft.content);
    expect(new Set(hs).size).toBe(hs.length);
  });

  it("deepens each topic with sub-sections under it, outlined for the author", () => {
    const draft = long(
      "Public service jobs in Kenya",
      "4000-4500 words. Cover the PSC application portal, county public service boards, chapter six clearances and interviews.",
    );
    const section =
      draft.content.split("<h2>Chapter six clearances</h2>")[1]?.split("<h2>")[0] ?? "";
    expect(section).toMatch(/<h3>Chapter six clearances: [^<]+<\/h3>/);
    expect(section).toContain(OUTLINE_MARKER);
  });

  it("says how many of its words are notes for the author", () => {
    const draft = long(
      "Public service jobs in Kenya",
      "4000-4500 words. Cover the PSC application portal and interviews.",
    );
    const said = /of its (\d+) words, about (\d+) are outline notes/.exec(text(draft.content));
    expect(said).not.toBeNull();
    expect(Number(said?.[1])).toBe(words(draft.content));
    expect(Math.abs(Number(said?.[2]) - outlineWords(draft.content))).toBeLessThanOrEqual(20);
  });
});

describe("sections without vetted material", () => {
  it("are outlines marked for the author, not prose", () => {
    const draft = generateOfflineDraft({
      title: cases[0]?.title ?? "",
      category: "Job Search",
      additionalInstructions: cases[0]?.instructions ?? "",
    });
    const section = draft.content.split("<h2>PPADA</h2>")[1]?.split("<h2>")[0] ?? "";
    expect(section).toContain(OUTLINE_MARKER);
    expect(section).toContain("<ul>");
  });

  it("are written as prose when the site's advice covers the topic", () => {
    const draft = generateOfflineDraft({
      title: cases[2]?.title ?? "",
      category: "CV Writing",
      additionalInstructions: cases[2]?.instructions ?? "",
    });
    const section = draft.content.split("<h2>Referees</h2>")[1]?.split("<h2>")[0] ?? "";
    const firstParagraph = section.match(/<p>([\s\S]*?)<\/p>/)?.[1] ?? "";
    expect(firstParagraph).not.toContain(OUTLINE_MARKER);
    expect(firstParagraph).toMatch(/referees/i);
  });
});

describe("noun phrases", () => {
  it("never treat verbs or stop words as noun phrases", () => {
    expect(isNounPhrase("move")).toBe(false);
    expect(isNounPhrase("the county")).toBe(false);
    expect(isNounPhrase("county government job")).toBe(true);
  });
});

describe("titles that are not all nouns", () => {
  const draftOf = (title: string, instructions: string, category = "Career Tips") =>
    generateOfflineDraft({ title, category, additionalInstructions: instructions });
  const edgeWords =
    /^(?:after|again|abroad|before|out|over|up|without|check|resign)\b|\b(?:after|again|abroad|before|out|over|up|without|check|resign)$/i;

  it("never takes a verb, a particle or an adverb as the keyword or a tag", () => {
    for (const title of [
      "Teachers relocating to the UK: what to check before you resign",
      "Returning to work after maternity leave",
      "Retiring early: starting again without starting over",
    ]) {
      const draft = draftOf(title, "700-900 words.");
      expect(draft.focusKeyword, title).not.toMatch(edgeWords);
      for (const tag of draft.keywords) expect(tag, title).not.toMatch(edgeWords);
    }
    expect(draftOf("Returning to work after maternity leave", "").focusKeyword).toBe(
      "maternity leave",
    );
  });

  it("keeps the keyword the brief names when it joins nouns with a preposition", () => {
    const draft = draftOf(
      "Writing a CV for nurses in Kenya",
      "500-700 words. Focus keyword: CV for nurses.",
      "CV Writing",
    );
    expect(draft.focusKeyword).toBe("CV for nurses");
    expect(text(draft.content)).toContain("topic of this guide: cv for nurses");
    for (const tag of draft.keywords) expect(isNounPhrase(tag), tag).toBe(true);
  });

  it("gives a singular subject its article in the outline's sentences", () => {
    const payslip = text(draftOf("Your first payslip explained", "1200-1400 words.").content);
    expect(payslip).toContain("your first payslip");
    expect(payslip).not.toMatch(/\b(?:about|with|explain|for|of|on|in) first payslip/);
    const exit = text(draftOf("The exit interview", "1200-1400 words.").content);
    expect(exit).toContain("the exit interview");
    expect(exit).not.toMatch(/\b(?:about|with|explain|for|of|on|in) exit interview/);
  });

  it("gives a subject the article the brief gives it", () => {
    const mentor = text(draftOf("Finding a mentor as a trainee nurse", "2000-2500 words.").content);
    expect(mentor).toContain("about a mentor");
    expect(mentor).not.toMatch(/\b(?:about|with|explain|for|of|on|in) mentor\b/);
    const teacher = text(draftOf("Joining the TSC as a new teacher", "2000-2500 words.").content);
    expect(teacher).not.toContain("your new teacher");
    const reference = text(
      draftOf("Applying to the Red Cross", "700-900 words. Cover the vacancy reference.").content,
    );
    expect(reference).toContain("explain the vacancy reference");
    expect(reference).not.toMatch(/\b(?:about|with|explain|for|of|on|in) vacancy reference/);
  });
});

describe("angles that fit the brief's readers", () => {
  const headingsOf = (title: string, instructions: string) =>
    headings(
      generateOfflineDraft({ title, category: "Career Tips", additionalInstructions: instructions })
        .content,
    );

  it("leave out the angles for graduates and career changers in a post for people changing careers at forty", () => {
    const draft = generateOfflineDraft({
      title: "Changing careers in your forties",
      category: "Career Tips",
      additionalInstructions: "2000-2500 words. Readers are experienced professionals.",
    });
    expect(draft.content).toContain("Advice for career changers");
    const hs = headings(draft.content);
    expect(hs.filter((h) => /: for (?:fresh graduates|career changers)$/.test(h))).toEqual([]);
    expect(words(draft.content)).toBeGreaterThanOrEqual(2000);
  });

  it("leave out the angle for experienced professionals in a post for graduates", () => {
    const hs = headingsOf("Your first job after university", "2000-2500 words.");
    expect(hs.filter((h) => h.endsWith(": for experienced professionals"))).toEqual([]);
  });
});

describe("names of Kenyan bodies", () => {
  it("keep their capitals in a title-case title", () => {
    const draft = generateOfflineDraft({
      title: "How To Pass A Teachers Service Commission Interview",
      category: "Interview Preparation",
      additionalInstructions: "",
    });
    expect(draft.focusKeyword).toBe("Teachers Service Commission interview");
  });
});

describe("titles without a noun phrase of their own", () => {
  it("take a quoted question as the keyword, and never a pronoun as the keyword or a tag", () => {
    const draft = generateOfflineDraft({
      title: "Answering 'What is your greatest weakness?'",
      category: "Interview Preparation",
      additionalInstructions: "700-900 words.",
    });
    expect(draft.focusKeyword).toBe("what is your greatest weakness");
    expect(draft.keywords.length).toBeGreaterThan(0);
    for (const tag of draft.keywords) {
      expect(tag).not.toMatch(/^(?:i|me|we|us|you|they|them|he|him|she|it)$/i);
      expect(isNounPhrase(tag), tag).toBe(true);
    }
    const pronoun = generateOfflineDraft({
      title: "Why should they promote you?",
      category: "Career Tips",
      additionalInstructions: "",
    });
    expect(pronoun.focusKeyword).not.toMatch(/^(?:they|you)$/);
    expect(pronoun.keywords).not.toContain("they");
    const hire = generateOfflineDraft({
      title: "Answering 'Why should we hire you?'",
      category: "Interview Preparation",
      additionalInstructions: "",
    });
    expect(hire.focusKeyword).toBe("why should we hire you");
    expect(hire.keywords).toEqual(["interview preparation"]);
  });

  it("never end a tag on an adverb of time", () => {
    const draft = generateOfflineDraft({
      title: "Applying for scholarships early",
      category: "Career Tips",
      additionalInstructions: "",
    });
    expect(draft.focusKeyword).toBe("scholarships");
  });

  it("never end a tag on 'back'", () => {
    const draft = generateOfflineDraft({
      title: "Getting back into work after an illness",
      category: "Career Tips",
      additionalInstructions: "",
    });
    for (const tag of [draft.focusKeyword, ...draft.keywords]) expect(tag).not.toMatch(/\bback$/);
  });
});
