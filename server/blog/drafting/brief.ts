import {
  bare,
  type FoundPhrase,
  isNounPhrase,
  isSubjectPhrase,
  nounPhrasesOf,
  phrasesIn,
} from "./noun-phrases";
import { isStopWord } from "./stop-words";

/**
 * Reads an author's brief (the title and the free-text instructions) into what the offline
 * draft must honour: the length range, the topics that each get a section, the focus keyword
 * and the noun phrases the draft may use as slot fillers and tags.
 */
export interface WordRange {
  min: number;
  max: number;
}

export interface Brief {
  range: WordRange | null;
  focusKeyword: string;
  topics: string[];
  /** The same topics as the brief writes them, articles kept, for sentences ("the NGO CV"). */
  topicsAsWritten: string[];
  /**
   * Phrases of the title and the topics as the brief puts them after a verb or a preposition,
   * with the article it gives them ("mentor" -> "a mentor", "vacancy reference" -> "the
   * vacancy reference"), by the phrase in lower case.
   */
  asObjects: Map<string, string>;
  /** Noun phrases named by the title and the brief, in order of appearance, without repeats. */
  nounPhrases: string[];
}

/** "first payslip" -> "your first payslip": an ordinal reads as the reader's own. */
const ORDINAL = /^(?:first|second|next|new)\s/i;
/** Singular count nouns a career post is about: as an object they need "the". */
const COUNT_NOUNS = new Set(
  "interview job offer cv letter application programme advert role profile position exam test contract payslip certificate portal promotion appraisal assessment placement internship attachment".split(
    " ",
  ),
);

/**
 * A subject as the object of a verb or a preposition: "explain your first payslip", "about the
 * exit interview"; a plural, a name, an uncountable or a possessive stands as it is.
 */
export function asObject(phrase: string): string {
  if (ORDINAL.test(phrase)) return `your ${phrase}`;
  const words = phrase.split(/\s+/);
  const head = bare(words.at(-1) ?? "");
  const determined = /'s$/.test(words[0] ?? "") || isStopWord(words[0] ?? "");
  return COUNT_NOUNS.has(head) && !determined ? `the ${phrase}` : phrase;
}

function parseRange(brief: string): WordRange | null {
  // "4,000-5,000 words": the thousands' comma is no separator; "a 1,500-word post" counts too.
  const text = brief.replace(/(\d),(\d{3})\b/g, "$1$2");
  const span =
    text.match(/(\d{3,5})\s*(?:-|–|to)\s*(\d{3,5})[\s-]*words?/i) ??
    text.match(/between\s(\d{3,5})\s*and\s(\d{3,5})[\s-]*words?/i);
  if (span) {
    const [a, b] = [Number(span[1]), Number(span[2])];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  // "At least 4000 words", "4000+ words": up to a fifth more.
  const least = text.match(
    /(?:at least|minimum(?: of)?|no fewer than)\s(\d{3,5})[\s-]*words?|(\d{3,5})\+\s*words?/i,
  );
  if (least) {
    const n = Number(least[1] ?? least[2]);
    return { min: n, max: Math.round(n * 1.2) };
  }
  // "No more than 800 words", "under 600 words", "800 words max": up to that, a tenth less.
  const most = text.match(
    /(?:up to|at most|no more than|not more than|under|below|maximum(?: of)?|max\.?)\s(\d{3,5})[\s-]*words?|(\d{3,5})[\s-]*words?\s(?:max(?:imum)?|at most|or (?:less|fewer))\b/i,
  );
  if (most) {
    const n = Number(most[1] ?? most[2]);
    return { min: Math.round(n * 0.9), max: n };
  }
  const about = text.match(/(\d{3,5})[\s-]*words?/i);
  if (!about) return null;
  const n = Number(about[1]);
  // "about 800 words": within a tenth either side.
  return { min: Math.round(n * 0.9), max: Math.round(n * 1.1) };
}

const KEYWORD_LABEL = /\bkey ?(?:word|phrase)\b/i;

/** The keyword the brief names ("focus keyword: X", "keyphrase is X"), up to the end of its clause. */
function namedKeyword(text: string): string | undefined {
  const label = KEYWORD_LABEL.exec(text);
  if (!label) return undefined;
  const rest = text
    .slice(label.index + label[0].length)
    .replace(/^[\s:=–—-]+/, "")
    .replace(/^is\s+/i, "")
    .replace(/^["“']/, "");
  return rest.split(/["”.;\n]|'(?!s\b)/)[0]?.trim() || undefined;
}
const TOPICS =
  /\b(?:cover(?:ing)?|topics?|sections? on|include|including|discuss|explain|mention|address|touch on|talk about|warn (?:readers |them )?about)\b([^.\n]+)/gi;

/**
 * Every sentence that names topics ("Cover A and B. Mention C."): "A, B and C" -> [A, B, C];
 * with an Oxford comma ("A, B and C, and D") the "and" inside an item is part of its name
 * ("monitoring and evaluation"). "Include a section on A" names A.
 */
function parseTopics(text: string): { name: string; asWritten: string }[] {
  return [...text.matchAll(TOPICS)].flatMap((m) =>
    topicList((m[1] ?? "").replace(/^\s*:/, "").replace(/^\s*(?:an?\s+)?sections?\s+on\s+/i, "")),
  );
}

function topicList(list: string): { name: string; asWritten: string }[] {
  const items = list.split(/[,;]/);
  const last = items.pop() ?? "";
  const oxford = /^\s*(?:and|&)\s/i.test(last);
  items.push(...(oxford ? [last.replace(/^\s*(?:and|&)\s+/i, "")] : last.split(/\s(?:and|&)\s/i)));
  return items
    .map((t) => {
      const asWritten = t.trim().replace(/\s+/g, " ");
      return { name: asWritten.replace(/^(?:the|a|an)\s+/i, ""), asWritten };
    })
    .filter((t) => t.name.length > 1 && /\w/.test(t.name));
}

/**
 * A question or phrase the title quotes ("Answering 'Why should we hire you?'"): what readers
 * type into a search, so the keyword, without its question mark.
 */
function quotedIn(title: string): string | undefined {
  // A quotation opens after a space and closes before one: "a leaver's first CV's layout" is none.
  const quoted = /(?:^|\s)['"“‘]([^'"”’]{6,80})['"”’](?:$|[\s,.:;!?])/.exec(title)?.[1];
  return (
    quoted
      ?.replace(/[?!.]+$/, "")
      .trim()
      .toLowerCase() || undefined
  );
}

/**
 * A title with no noun of its own ("Retiring early: starting over"): its first clause, without
 * an adverb at its end ("Working abroad safely" -> "working abroad").
 */
function firstClause(title: string): string {
  const words = (title.split(/[:?!|–—]/)[0] ?? title).trim().toLowerCase().split(/\s+/);
  while (words.length > 1 && /ly$/.test(bare(words.at(-1) ?? ""))) words.pop();
  return words.join(" ");
}

const length = (phrase: string) => phrase.split(" ").length;
const longest = (phrases: FoundPhrase[]) =>
  phrases.reduce<FoundPhrase | undefined>(
    (best, f) => (best && length(best.phrase) >= length(f.phrase) ? best : f),
    undefined,
  );

/**
 * The title's head noun phrase, which the keyword must be so that it lands in the title, the
 * first paragraph and a heading: the longest phrase that is neither the object of a preposition
 * nor one item of a list ("Payslips explained: PAYE, SHIF and the housing levy" -> "payslips";
 * "Salary negotiation for your first job offer" -> "salary negotiation"), else the longest of
 * all ("Going back to work after a career break" -> "career break"). A head of one word keeps
 * the phrase its preposition takes, as a reader searches for it ("A CV for procurement
 * officers" -> "CV for procurement officers").
 */
function headOf(found: FoundPhrase[]): string | undefined {
  const head = longest(found.filter((f) => !f.governed && !f.listed)) ?? longest(found);
  if (!head) return undefined;
  return length(head.phrase) === 1 && head.qualifier
    ? `${head.phrase} ${head.qualifier}`
    : head.phrase;
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The keyword's noun phrases, for tags: the keyword itself when it is one; else the title's
 * phrases it holds, as the title writes them ("freelancing on Upwork" -> "freelancing",
 * "Upwork"); else its own.
 */
function keywordPhrases(keyword: string, titlePhrases: string[]): string[] {
  if (isNounPhrase(keyword)) return [keyword];
  const lower = ` ${keyword.toLowerCase()} `;
  const held = titlePhrases.filter((p) => lower.includes(` ${p.toLowerCase()} `));
  return held.length > 0 ? held : nounPhrasesOf(keyword);
}

export function parseBrief(title: string, instructions: string): Brief {
  const found = phrasesIn(title);
  const titlePhrases = found.map((f) => f.phrase);
  const parsed = parseTopics(instructions);
  const topics = unique(parsed.map((t) => t.name));
  const topicsAsWritten = topics.map(
    (name) => parsed.find((t) => t.name === name)?.asWritten ?? name,
  );
  const named = namedKeyword(instructions);
  // A named keyword may join nouns with a preposition ("LinkedIn for accountants"), and one the
  // title holds word for word is the author's choice whatever it is ("how to get a job in
  // Dubai"); tags take its noun phrases only.
  const focusKeyword =
    named && (isSubjectPhrase(named) || title.toLowerCase().includes(named.toLowerCase()))
      ? named
      : (quotedIn(title) ?? headOf(found) ?? firstClause(title));
  const nounPhrases = unique([
    ...keywordPhrases(focusKeyword, titlePhrases),
    ...titlePhrases,
    ...topics.flatMap((t) => (isNounPhrase(t) ? [t] : nounPhrasesOf(t))),
  ]);
  const asObjects = new Map<string, string>();
  for (const f of found)
    if (f.article) asObjects.set(f.phrase.toLowerCase(), `${f.article} ${f.phrase}`);
  topics.forEach((name, i) => {
    const written = topicsAsWritten[i] ?? name;
    if (written !== name) asObjects.set(name.toLowerCase(), written);
  });
  return {
    range: parseRange(instructions),
    focusKeyword,
    topics,
    topicsAsWritten,
    asObjects,
    nounPhrases,
  };
}
