import { isStopWord, SWAHILI_CONNECTIVES } from "./stop-words";
import { PROPER_NOUNS, withBodyNames } from "./topic";

/**
 * The noun phrases of a title or a topic: what a post's keyword and tags may be. A word is a
 * noun word unless it is a stop word, a verb, an adverb or a number; the words around it decide
 * the rest ("you apply", "still looking", "courses that pay" hold verbs).
 */

/**
 * Verbs that open career titles ("Moving to…", "Land a job…"). A word in this list never fills
 * a noun slot or becomes a tag, so "move, county, government" cannot be produced.
 */
const VERBS = new Set(
  "get gets getting got land lands landing move moves moving moved write writes writing find finding build building ask asking make making apply applying start starting switch switching become becoming prepare preparing negotiate negotiating use using working ace acing improve improving grow growing choose choosing stand standing boost boosting handle handling answer answering win winning beat beating avoid avoiding know knowing need needs go going leave leaving join joining explain explaining covering include including discuss discussing keep keeping mention mentioning focusing aim aimed targeting transition transitioning changing sort check checking resign resigning relocate relocating return returning retire retiring explained decoded demystified try tries trying quit quitting earn earning spend spending tell telling say saying think thinking want wanting love hate see seeing take taking give giving".split(
    " ",
  ),
);

/** "what to sort", "how to apply": the word after these is a verb. */
const ASKING = new Set("what how where when which why whom".split(" "));
/** "before you apply", "while you job hunt": the words after a subject pronoun are its verb. */
const PRONOUNS = new Set("i you we they he she".split(" "));
/** "still looking", "be learning": a participle after these is a verb. */
const AUXILIARIES = new Set(
  "am is are was were be been being keep still just always never now".split(" "),
);
/** "courses that pay": after a noun these open a clause whose first word is its verb. */
const RELATIVES = new Set("that which who".split(" "));

/**
 * Words in -ly that are adjectives or nouns ("monthly salary", "family business"); any other
 * word in -ly ("safely", "really") is an adverb.
 */
const LY_NOT_ADVERBS = new Set(
  "daily weekly monthly quarterly yearly early friendly costly likely lonely lovely elderly timely orderly family supply assembly reply ally italy july rally holy ugly silly bully".split(
    " ",
  ),
);
/** Nouns in -ed ("speed", "need"): any other word in -ed ending a run is a participle. */
const ED_NOUNS = new Set("speed seed feed breed greed need bed red shed hundred".split(" "));
/**
 * Nouns in -ing ("Networking in Nairobi", "a meeting with HR"): nouns even before a function
 * word, where another -ing word is a verb ("Registering with the TSC", "Working in the Gulf").
 */
const ING_NOUNS = new Set(
  "networking volunteering mentoring nursing accounting banking marketing engineering training housing learning teaching farming consulting recruiting fundraising budgeting freelancing tutoring coaching counselling catering plumbing printing mining manufacturing reporting advertising auditing programming computing hiring onboarding outsourcing meeting building evening morning ceiling wedding clothing setting something nothing everything anything".split(
    " ",
  ),
);
/** Place names that look like Swahili infinitives (ku-, kw-). */
const NOT_INFINITIVES = new Set("kuwait kuria kwale kwanza".split(" "));

/** "How long should a CV be": after "how" these ask how, and name nothing. */
const HOW = new Set("long much many soon often far fast big old".split(" "));

/** Nouns too vague to be a keyword or a tag on their own ("the best time", "this year"). */
const VAGUE = new Set(
  "time way thing stuff lot part kind type day week month year jump path life".split(" "),
);

/** "a mentor early", "apply late": at the end of a run of nouns these say when, not what. */
const TRAILING_ADVERBS = new Set(
  "early late soon today tonight tomorrow daily weekly yearly".split(" "),
);

/** Words that praise a title ("a complete guide") and name no topic: never a tag on their own. */
const PRAISE = new Set(
  "complete ultimate essential practical simple quick definitive comprehensive best top easy proven smart handy full".split(
    " ",
  ),
);

/** "before", "for", "as": a phrase after these is the object of a preposition. */
const PREPOSITIONS = new Set(
  "of for to in on at by with from into onto about after before behind below beside between beyond during over since through under until upon via within without among around against along as than like".split(
    " ",
  ),
);
/**
 * "CV for procurement officers", "networking in Nairobi": prepositions whose phrase narrows a
 * one-word head into a keyword; "as a new teacher" names the reader, "to HR" a move.
 */
const QUALIFYING = new Set("for in on of at with".split(" "));
/** "the", "your": words between a preposition and its noun. */
const DETERMINERS = new Set(
  "a an the your my our their his her its this that these those".split(" "),
);

const ACRONYM = /^[A-Z0-9]{2,}s?$/;
/** "iTax", "eCitizen", "LinkedIn": a capital inside a word is the name's own spelling. */
const INNER_CAPITAL = /[a-z][A-Z]/;

export function bare(word: string): string {
  return word.toLowerCase().replace(/[^\w'+#-]/g, "");
}

const isAdverb = (b: string) => b.length > 4 && b.endsWith("ly") && !LY_NOT_ADVERBS.has(b);
/** "kuomba" (to apply), "kwenda" (to go): Swahili infinitives are verbs. */
const isInfinitive = (b: string) =>
  /^(?:ku[a-z]{4,}|kw[aeio][a-z]{3,})$/.test(b) && !NOT_INFINITIVES.has(b);
const isParticiple = (b: string) => b.length > 4 && b.endsWith("ed") && !ED_NOUNS.has(b);

/**
 * True when the word can stand inside a noun phrase: not a stop word, a verb, an adverb or a
 * number.
 */
export function isNounWord(word: string): boolean {
  const b = bare(word).replace(/'s$/, "");
  return (
    b !== "" &&
    !/^\d+$/.test(b) &&
    !isStopWord(word.replace(/[^\w']/g, "")) &&
    !VERBS.has(b) &&
    !isAdverb(b) &&
    (ACRONYM.test(word) || !isInfinitive(b))
  );
}

/**
 * True when the word is a verb by its place in the clause. `pronoun` is the place of the last
 * subject pronoun before it with no other function word between ("before you apply", "while
 * you job hunt"), or -1.
 */
function isVerbAt(words: string[], i: number, pronoun: number): boolean {
  const word = bare(words[i] ?? "");
  const [last, previous] = [bare(words[i - 1] ?? ""), bare(words[i - 2] ?? "")];
  const next = words[i + 1];
  const closing = next === undefined || isStopWord(next);
  // The pronoun's verb, and a second word when it closes the verb ("you job hunt"), not
  // when a noun follows ("we love KRA iTax returns").
  if (pronoun >= 0 && (pronoun === i - 1 || (pronoun === i - 2 && closing))) return true;
  if (last === "to" && ASKING.has(previous)) return true;
  // "how long", "how much": these words after "how" say how, not what.
  if (last === "how" && HOW.has(word)) return true;
  // "Balancing work and study": an -ing word opening a clause before a noun takes it as object.
  if (i === 0 && word.endsWith("ing") && !ING_NOUNS.has(word) && next && isNounWord(next))
    return true;
  if (/(?:ing|ed)$/.test(word) && AUXILIARIES.has(last)) return true;
  if (RELATIVES.has(last) && isNounWord(words[i - 2] ?? "")) return true;
  // "really look", but "highly paid jobs": after an adverb a participle is an adjective.
  if (isAdverb(last) && !/(?:ed|en)$/.test(word)) return true;
  // "Registering with", "Finding a": an -ing word before a function word takes an object.
  if (word.length > 5 && word.endsWith("ing") && !ING_NOUNS.has(word) && next && isStopWord(next))
    return true;
  // "SHIF sorted": a participle closing a run says what happens to it.
  return isParticiple(word) && (next === undefined || !isNounWord(next));
}

/** "banks", "employers": a plural, whose verb may follow it with no "that" ("questions banks ask"). */
const isPlural = (word: string) => /[^s']s$/.test(bare(word)) && !ACRONYM.test(word);

/**
 * "maternity leave", "career move": a verb's plain form that ends a run of nouns is the last
 * noun of a compound; followed by a noun it is the verb ("nurses leave Kenya"), and after a
 * plural it is that plural's verb ("questions Kenyan banks ask").
 */
function isCompoundHead(word: string, previous: string | undefined, next: string | undefined) {
  const b = bare(word);
  return (
    previous !== undefined &&
    !isPlural(previous) &&
    VERBS.has(b) &&
    !/(?:ing|ed)$/.test(b) &&
    (next === undefined || !isNounWord(next))
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

/** A noun phrase of a text and what stands around it. */
export interface FoundPhrase {
  phrase: string;
  /** The object of a preposition ("for accountants", "after a career break"). */
  governed: boolean;
  /** One item of a list ("PAYE, SHIF, NSSF and the housing levy"; "CPA or ACCA"). */
  listed: boolean;
  /** The preposition and the phrase that follow it directly ("for accountants"), if any. */
  qualifier?: string;
  /** The determiners the text puts before it ("a" mentor, "your first" CV -> "your"), if any. */
  article?: string;
}

const CLAUSE = /([,;:.!?()|/–—&]|\s-\s|\band\b|\bor\b|\bvs\b\.?|\bversus\b)/;
const LISTING = /^(?:[,;&]|and|or|vs\.?|versus)$/;

/**
 * The maximal runs of noun words in a text: "Moving from a county government job to an NGO"
 * -> ["county government job", "NGO"]. Acronyms and known names keep their capitals; other
 * capitals are kept only mid-sentence in a text that is not title case. A Swahili connective
 * joins two nouns into one phrase ("kazi za NGO").
 */
export function phrasesIn(text: string): FoundPhrase[] {
  const titleCase = isTitleCase(text.split(/\s+/));
  const caseOf = (word: string, position: number) =>
    ACRONYM.test(word) ||
    PROPER_NOUNS.test(word) ||
    INNER_CAPITAL.test(word) ||
    (!titleCase && position > 0 && /^[A-Z]/.test(word))
      ? word
      : word.toLowerCase();
  const found: FoundPhrase[] = [];
  let position = 0;
  const pieces = text.split(CLAUSE);
  for (let p = 0; p < pieces.length; p += 2) {
    const words = (pieces[p] ?? "")
      .split(/\s+/)
      .map((raw) => raw.replace(/^[^\w]+|[^\w']+$/g, ""))
      .filter(Boolean);
    // Each phrase with where it starts and the word that ended it.
    const runs: { found: FoundPhrase; start: number; end: number }[] = [];
    let run: string[] = [];
    let start = 0;
    /** A phrase of the run that starts at word `from`; it ends where its own words end. */
    const record = (part: string[], from: number) => {
      const end = from + part.length;
      if (part.length === 0 || (part.length === 1 && VAGUE.has(bare(part[0] ?? "")))) return;
      let k = from - 1;
      while (k >= 0 && PRAISE.has(bare(words[k] ?? ""))) k -= 1;
      const articles: string[] = [];
      while (k >= 0 && DETERMINERS.has(bare(words[k] ?? "")))
        articles.unshift(bare(words[k--] ?? ""));
      const phrase = withBodyNames(part.join(" "));
      runs.push({
        found: {
          phrase,
          governed: PREPOSITIONS.has(bare(words[k] ?? "")),
          listed: false,
          ...(articles.length > 0 ? { article: articles.join(" ") } : {}),
        },
        start: from,
        end,
      });
    };
    const flush = (end: number) => {
      while (run.length > 0 && PRAISE.has(bare(run[0] ?? ""))) {
        run.shift();
        start += 1;
      }
      while (run.length > 0 && TRAILING_ADVERBS.has(bare(run.at(-1) ?? ""))) run.pop();
      // "interview questions Kenyan banks ask": the verb's subject starts after the plural.
      const cut = VERBS.has(bare(words[end] ?? "")) ? run.slice(0, -1).findIndex(isPlural) : -1;
      if (cut >= 0) {
        record(run.slice(0, cut + 1), start);
        record(run.slice(cut + 1), start + cut + 1);
      } else record(run, start);
      run = [];
    };
    let pronoun = -1;
    words.forEach((word, i) => {
      // "you are laid off": an auxiliary keeps the pronoun's verb coming.
      if (isStopWord(word) && !AUXILIARIES.has(bare(word)))
        pronoun = PRONOUNS.has(bare(word)) ? i : -1;
      else if (AUXILIARIES.has(bare(word)) && pronoun === i - 1) pronoun = i;
      const joins =
        run.length > 0 &&
        SWAHILI_CONNECTIVES.has(bare(word)) &&
        isNounWord(words[i + 1] ?? "") &&
        !isVerbAt(words, i + 1, pronoun);
      if (joins) run.push(bare(word));
      else if (
        !isVerbAt(words, i, pronoun) &&
        (isNounWord(word) || isCompoundHead(word, run.at(-1), words[i + 1]))
      ) {
        if (run.length === 0) start = i;
        run.push(caseOf(word, position));
      } else flush(i);
      position += 1;
    });
    flush(words.length);
    // "CPA or ACCA", "PAYE, SHIF and the housing levy": phrases at a list's separators.
    const [before, after] = [pieces[p - 1]?.trim() ?? "", pieces[p + 1]?.trim() ?? ""];
    const [first, last] = [runs[0]?.found, runs.at(-1)?.found];
    if (first && LISTING.test(before)) first.listed = true;
    if (last && LISTING.test(after)) last.listed = true;
    runs.forEach((r, i) => {
      const next = runs[i + 1];
      // "LinkedIn for accountants", "a gap in your CV": a preposition, its determiners and the
      // phrase they lead to, as the title writes them.
      const between = words.slice(r.end + 1, next?.start).map(bare);
      if (
        next?.found.governed &&
        QUALIFYING.has(bare(words[r.end] ?? "")) &&
        between.every((w) => DETERMINERS.has(w))
      )
        r.found.qualifier = [bare(words[r.end] ?? ""), ...between, next.found.phrase].join(" ");
      found.push(r.found);
    });
  }
  return found;
}

export function nounPhrasesOf(text: string): string[] {
  return phrasesIn(text).map((f) => f.phrase);
}

/**
 * True when every word of the phrase can stand in a noun phrase; "and" may join two of them
 * ("monitoring and evaluation"), and so may a Swahili connective ("ajira za serikali").
 */
export function isNounPhrase(phrase: string): boolean {
  const words = phrase.split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.every(
      (w, i) =>
        isNounWord(w) ||
        isCompoundHead(w, words[i - 1], words[i + 1]) ||
        ((w === "and" || SWAHILI_CONNECTIVES.has(w)) && i > 0 && i < words.length - 1),
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
