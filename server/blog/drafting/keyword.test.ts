import { describe, expect, it } from "vitest";
import { generateOfflineDraft } from "./offline";

/** Briefs invented for these tests, not taken from any bench batch. */
const cases: { title: string; instructions?: string; keyword: string; tags: string[] }[] = [
  { title: "How nurses can move to the Gulf", keyword: "nurses", tags: ["nurses", "Gulf"] },
  {
    title: "We explain KRA PIN for freelancers",
    keyword: "KRA PIN",
    tags: ["KRA PIN", "freelancers"],
  },
  {
    title: "Back to work after maternity leave",
    keyword: "maternity leave",
    tags: ["maternity leave"],
  },
  {
    title: "Payslips explained: PAYE, SHIF, NSSF and the housing levy",
    keyword: "payslips",
    tags: ["payslips", "PAYE", "housing levy"],
  },
  {
    title: "Salary negotiation for your first job offer",
    keyword: "salary negotiation",
    tags: ["salary negotiation", "first job offer"],
  },
  {
    title: "A CV for procurement officers",
    keyword: "CV for procurement officers",
    tags: ["CV", "procurement officers"],
  },
  {
    title: "Registering with the TSC as a new teacher",
    keyword: "new teacher",
    tags: ["TSC", "new teacher"],
  },
  { title: "What recruiters really look for", keyword: "recruiters", tags: ["recruiters"] },
  {
    title: "Always be learning: short courses that pay",
    keyword: "short courses",
    tags: ["short courses"],
  },
  { title: "Still looking? Try these job boards", keyword: "job boards", tags: ["job boards"] },
  { title: "Getting your NHIF and SHIF sorted", keyword: "NHIF", tags: ["NHIF", "SHIF"] },
  { title: "Quickly writing a cover letter", keyword: "cover letter", tags: ["cover letter"] },
  {
    title: "Why we love KRA iTax returns",
    keyword: "KRA iTax returns",
    tags: ["KRA iTax returns"],
  },
  { title: "Nursing jobs in Kuwait", keyword: "nursing jobs", tags: ["nursing jobs", "Kuwait"] },
  { title: "IT jobs for graduates", keyword: "IT jobs", tags: ["IT jobs", "graduates"] },
  // Swahili in titles: a connective between two nouns makes one phrase; function words,
  // possessives and infinitives are never a keyword or a tag.
  { title: "Kazi za NGO: jinsi ya kuomba", keyword: "kazi za NGO", tags: ["kazi za NGO"] },
  { title: "Jinsi ya kuandika CV bora", keyword: "CV bora", tags: ["CV bora"] },
  {
    title: "Ajira za serikali: how to apply for county jobs",
    keyword: "ajira za serikali",
    tags: ["ajira za serikali", "county jobs"],
  },
  { title: "Interview yako ni kesho: what to do tonight", keyword: "interview", tags: [] },
  {
    title: "Masomo ya jioni: evening degrees for working adults",
    keyword: "masomo ya jioni",
    tags: ["evening degrees"],
  },
  {
    title: "Kujitolea: volunteering as a path to a job",
    keyword: "volunteering",
    tags: ["volunteering"],
  },
  // Verbs with no "that", adjectives after "how", vague nouns, lists with "vs".
  {
    title: "10 interview questions Kenyan banks ask",
    keyword: "interview questions",
    tags: ["interview questions", "Kenyan banks"],
  },
  { title: "Is a master's degree worth it?", keyword: "master's degree", tags: [] },
  { title: "How long should a CV be in 2026?", keyword: "CV", tags: ["CV"] },
  {
    title: "The best time to apply for government jobs",
    keyword: "government jobs",
    tags: ["government jobs"],
  },
  { title: "KUCCPS, HELB and your first job", keyword: "first job", tags: ["KUCCPS", "HELB"] },
  { title: "Your rights when you are laid off", keyword: "rights", tags: ["rights"] },
  { title: "Jobs that pay well without a degree", keyword: "jobs", tags: ["degree"] },
  {
    title: "Balancing work and part-time study",
    keyword: "part-time study",
    tags: ["part-time study", "work"],
  },
  {
    title: "Internships vs graduate trainee programmes",
    keyword: "graduate trainee programmes",
    tags: ["internships", "graduate trainee programmes"],
  },
  { title: "How to explain a gap in your CV", keyword: "gap in your CV", tags: ["gap", "CV"] },
  {
    title: "Freelancing on Upwork from Kenya",
    keyword: "freelancing on Upwork",
    tags: ["freelancing", "Upwork"],
  },
  // A keyword the brief names wins over the title's head, however it is labelled, and when
  // the title holds it word for word, whatever words it has.
  {
    title: "How to get a job in Dubai as a nurse",
    instructions: "1200-1500 words. Focus keyword: how to get a job in Dubai.",
    keyword: "how to get a job in Dubai",
    tags: ["Dubai"],
  },
  {
    title: "Nursing jobs in Qatar: what agencies will not tell you",
    instructions: "700-900 words. Keyword - nursing jobs in Qatar.",
    keyword: "nursing jobs in Qatar",
    tags: ["nursing jobs", "Qatar"],
  },
  {
    title: "Payslips explained: PAYE, SHIF, NSSF and the housing levy",
    instructions: "700-900 words. Focus keyword: housing levy.",
    keyword: "housing levy",
    tags: ["housing levy", "payslips"],
  },
];

/**
 * Words that never stand at either end of a tag or the keyword: the test's own list of
 * pronouns, function words, adverbs and verbs that these titles hold, Swahili ones included.
 */
const NEVER_AT_EDGE =
  /^(?:we|you|i|they|can|is|be|back|after|to|the|a|your|explain|move|register|registering|getting|sorted|try|looking|always|learning|pay|quickly|writing|really|look|love|while|how|what|jinsi|ya|za|kuomba|kuandika|yako|ni|kesho|tonight|working|kujitolea|explained|still|these|ask|worth|long|time|laid|well|balancing|vs|want|get)$/i;

describe.each(cases)("the keyword and tags of '$title'", (c) => {
  const draft = generateOfflineDraft({
    title: c.title,
    category: "Career Tips",
    additionalInstructions: c.instructions ?? "700-900 words.",
  });

  it("take the brief's keyword, else the title's head noun phrase", () => {
    expect(draft.focusKeyword).toBe(c.keyword);
  });

  it("tag the post with the title's noun phrases, never a pronoun, stop word, verb or adverb", () => {
    for (const tag of c.tags) expect(draft.keywords).toContain(tag);
    // A keyword the brief names is the author's, whatever its words.
    const named = /\bkey ?word\b/i.test(c.instructions ?? "");
    for (const tag of [...(named ? [] : [draft.focusKeyword]), ...draft.keywords]) {
      const words = tag.split(/\s+/);
      expect(words[0], tag).not.toMatch(NEVER_AT_EDGE);
      expect(words.at(-1), tag).not.toMatch(NEVER_AT_EDGE);
    }
  });
});
