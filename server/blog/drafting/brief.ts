import { isStopWord } from "./stop-words";
import { PROPER_NOUNS, withBodyNames } from "./topic";

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
  /** Noun phrases named by the title and the brief, in order of appearance, without repeats. */
  nounPhrases: string[];
}

/**
 * Verbs that open career titles ("Moving to…", "Land a job…"). A word in this list never fills
 * a noun slot or becomes a tag, so "move, county, government" cannot be produced.
 */
const VERBS = new Set(
  "get gets getting got land lands landing move moves moving moved write writes writing find finding build building ask asking make making apply applying start starting switch switching become becoming prepare preparing negotiate negotiating use using working ace acing improve improving grow growing choose choosing stand standing boost boosting handle handling answer answering win winning beat beating avoid avoiding know knowing need needs go going leave leaving join joining explain explaining covering include including discuss discussing keep keeping mention mentioning focusing aim aimed targeting transition transitioning changing sort check checking resign resigning relocate relocating return returning retire retiring explained decoded demystified".split(
    " ",
  ),
);

/** "what to sort", "how to apply": the word after these is a verb. */
const ASKING = new Set("what how where when which why whom".split(" "));
/** "before you apply": the word after a subject pronoun is a verb. */
const PRONOUNS = new Set("i you we they he she".split(" "));

/** "a mentor early", "apply late": at the end of a run of nouns these say when, not what. */
const TRAILING_ADVERBS = new Set("early late soon today tomorrow daily weekly yearly".split(" "));

/** Words that praise a title ("a complete guide") and name no topic: never a tag on their own. */
const PRAISE = new Set(
  "complete ultimate essential practical simple quick definitive comprehensive best top easy proven smart handy full".split(
    " ",
  ),
);

const ACRONYM = /^[A-Z0-9]{2,}s?$/;

function bare(word: string): string {
  return word.toLowerCase().replace(/[^\w'+#-]/g, "");
}

/** True when the word can stand inside a noun phrase: not a stop word, a verb or a number. */
function isNounWord(word: string): boolean {
  const b = bare(word).replace(/'s$/, "");
  return b !== "" && !/^\d+$/.test(b) && !isStopWord(word.replace(/[^\w']/g, "")) && !VERBS.has(b);
}

/**
 * "maternity leave", "career move": a verb's plain form that ends a run of nouns is the last
 * noun of a compound; followed by a noun it is the verb ("nurses leave Kenya").
 */
function isCompoundHead(word: string, afterNoun: boolean, next: string | undefined): boolean {
  const b = bare(word);
  return (
    afterNoun && VERBS.has(b) && !/(?:ing|ed)$/.test(b) && (next === undefined || !isNounWord(next))
  );
}

/**
 * True when most words after the first are capitalised ("Preparing for a Panel Interview"):
 * capitals say nothing then. Acronyms and known names do not count either way.
 */
function isTitleCase(words: string[]): boolean {
  const long = words
    .slice(1)
    .filter((w) => w.length > 3 && !ACRONYM.test(w) && !PROPER_NOUNS.test(w));
  return long.filter((w) => /^[A-Z]/.test(w)).length > long.length / 2;
}

/**
 * The maximal runs of noun words in a text: "Moving from a county government job to an NGO"
 * -> ["county government job", "NGO"]. Acronyms and known names keep their capitals; other
 * capitals are kept only mid-sentence in a text that is not title case.
 */
export function nounPhrasesOf(text: string): string[] {
  const titleCase = isTitleCase(text.split(/\s+/));
  const caseOf = (word: string, position: number) =>
    ACRONYM.test(word) ||
    PROPER_NOUNS.test(word) ||
    (!titleCase && position > 0 && /^[A-Z]/.test(word))
      ? word
      : word.toLowerCase();
  const phrases: string[] = [];
  let position = 0;
  for (const clause of text.split(/[,;:.!?()|/–—]|\s-\s|\band\b|\bor\b|&/)) {
    let run: string[] = [];
    const flush = () => {
      while (run.length > 0 && PRAISE.has(bare(run[0] ?? ""))) run.shift();
      while (run.length > 0 && TRAILING_ADVERBS.has(bare(run.at(-1) ?? ""))) run.pop();
      if (run.length > 0) phrases.push(withBodyNames(run.join(" ")));
      run = [];
    };
    const words = clause
      .split(/\s+/)
      .map((raw) => raw.replace(/^[^\w]+|[^\w']+$/g, ""))
      .filter(Boolean);
    words.forEach((word, i) => {
      const [last, previous] = [bare(words[i - 1] ?? ""), bare(words[i - 2] ?? "")];
      const verb = PRONOUNS.has(last) || (last === "to" && ASKING.has(previous));
      if (!verb && (isNounWord(word) || isCompoundHead(word, run.length > 0, words[i + 1])))
        run.push(caseOf(word, position));
      else flush();
      position += 1;
    });
    flush();
  }
  return phrases;
}

/**
 * True when every word of the phrase can stand in a noun phrase; "and" may join two of them
 * ("monitoring and evaluation").
 */
export function isNounPhrase(phrase: string): boolean {
  const words = phrase.split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.every(
      (w, i) =>
        isNounWord(w) ||
        isCompoundHead(w, i > 0, words[i + 1]) ||
        (w === "and" && i > 0 && i < words.length - 1),
    )
  );
}

/**
 * True when a phrase can follow a preposition in a sentence ("about salary expectations",
 * "with interviews with NGOs"): it opens and closes on a noun word and holds no verb.
 */
export function isSubjectPhrase(phrase: string): boolean {
  const words = phrase.split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    isNounWord(words[0] ?? "") &&
    isNounWord(words.at(-1) ?? "") &&
    words.every((w) => !VERBS.has(bare(w)))
  );
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
  // "4,000-5,000 words": the thousands' comma is no separator.
  const text = brief.replace(/(\d),(\d{3})\b/g, "$1$2");
  const span =
    text.match(/(\d{3,5})\s*(?:-|–|to)\s*(\d{3,5})\s*words?/i) ??
    text.match(/between\s(\d{3,5})\s*and\s(\d{3,5})\s*words?/i);
  if (span) {
    const [a, b] = [Number(span[1]), Number(span[2])];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  // "At least 4000 words", "4000+ words": up to a fifth more.
  const least = text.match(
    /(?:at least|minimum(?: of)?|no fewer than)\s(\d{3,5})\s*words?|(\d{3,5})\+\s*words?/i,
  );
  if (least) {
    const n = Number(least[1] ?? least[2]);
    return { min: n, max: Math.round(n * 1.2) };
  }
  const about = text.match(/(\d{3,5})\s*words?/i);
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
    .replace(/^[\s:=]+/, "")
    .replace(/^is\s+/i, "")
    .replace(/^["“']/, "");
  return rest.split(/["”.;\n]|'(?!s\b)/)[0]?.trim() || undefined;
}
const TOPICS =
  /\b(?:cover(?:ing)?|topics?|sections? on|include|including|discuss|explain)\b([^.\n]+)/i;

/**
 * "A, B and C" -> [A, B, C]; with an Oxford comma ("A, B and C, and D") the "and" inside an
 * item is part of its name ("monitoring and evaluation").
 */
function parseTopics(text: string): string[] {
  const list = text.match(TOPICS)?.[1]?.replace(/^\s*:/, "");
  if (!list) return [];
  const items = list.split(/[,;]/);
  const last = items.pop() ?? "";
  const oxford = /^\s*(?:and|&)\s/i.test(last);
  items.push(...(oxford ? [last.replace(/^\s*(?:and|&)\s+/i, "")] : last.split(/\s(?:and|&)\s/i)));
  return items
    .map((t) =>
      t
        .trim()
        .replace(/^(?:the|a|an)\s+/i, "")
        .replace(/\s+/g, " "),
    )
    .filter((t) => t.length > 1 && /\w/.test(t));
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

/** A title with no noun of its own ("Retiring early: starting over"): its first clause. */
function firstClause(title: string): string {
  return (title.split(/[:?!|–—]/)[0] ?? title).trim().toLowerCase();
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

export function parseBrief(title: string, instructions: string): Brief {
  const titlePhrases = nounPhrasesOf(title);
  const topics = unique(parseTopics(instructions));
  const named = namedKeyword(instructions);
  // The keyword must be a noun phrase the title carries, so it lands in the title, the first
  // paragraph and a heading; the longest such phrase is the most specific.
  const fromTitle = [...titlePhrases].sort((a, b) => b.split(" ").length - a.split(" ").length)[0];
  // A named keyword may join nouns with a preposition ("LinkedIn for accountants"); tags take
  // its noun phrases only.
  const focusKeyword =
    named && isSubjectPhrase(named) ? named : (quotedIn(title) ?? fromTitle ?? firstClause(title));
  const nounPhrases = unique([
    ...(isNounPhrase(focusKeyword) ? [focusKeyword] : nounPhrasesOf(focusKeyword)),
    ...titlePhrases,
    ...topics.flatMap((t) => (isNounPhrase(t) ? [t] : nounPhrasesOf(t))),
  ]);
  return { range: parseRange(instructions), focusKeyword, topics, nounPhrases };
}
