import { functionWords, type Word, words } from "./agreement";
import type { Line, Span } from "./markdown-lines";
import { isPastOnly, isPresent } from "./role-tense";
import { wordTable } from "./word-table";

/**
 * who's, they're, it's, you're where the possessive is meant: before a noun that a verb follows
 * ("who's volunteers planted", "they're rotas were", "it's members doubled"), or after a preposition
 * ("ruled in they're favour"). A contraction before an adjective, a participle or an adverb ("who's
 * leading", "they're always", "it's clear") is what the writer meant, and a verb must follow the
 * noun for the possessive to be sure.
 */
export type ContractionFinding = { span: Span; word: string; right: string; why: string };

const possessives = wordTable({
  "who's": "whose",
  "they're": "their",
  "it's": "its",
  "you're": "your",
});
const auxiliaries =
  /^(?:is|are|was|were|has|have|had|can|will|would|could|should|must|may|do|did)$/;
const prepositionsBefore = /^(?:in|of|on|at|with|from|by|under|into|about|over|on|behind|within)$/;
/** Words after a contraction that are not nouns: adverbs and adjectives a noun could be read as. */
const notNoun =
  /^(?:always|sometimes|perhaps|less|thus|also|still|now|never|often|not|very|so|too|new|keen|able|ready|responsible|happy|willing|passionate|good|great|hard|well|here|there|right|sure|aware|free|open|due|worth|clear|all|both|only|just|being|been|going)$/;

/** Verbs a clause follows: "found it's cheaper", "said they're keen". */
const reportVerbs =
  /^(?:said|found|noticed|realised|realized|learned|learnt|knew|showed|confirmed|felt|thought|believed|saw|heard|agreed|decided|ensured|explained|noted|told|understood|proved|discovered)$/;

const adverbs = /^(?:now|also|still|then|later|often|already|currently|regularly)$/;
const clauseSubjects = /^(?:i|we|it|they|he|she|you)$/;

const isVerb = (w: Word | undefined) =>
  w !== undefined && (auxiliaries.test(w.lower) || isPresent(w.lower) || isPastOnly(w.lower));

/** A noun by its form: not a function word, not -ing, -ly, -ous or a listed adjective. */
function nounLike(w: Word | undefined, plural: boolean): boolean {
  if (!w || !/^\p{Ll}+$/u.test(w.text) || notNoun.test(w.lower)) return false;
  if (/(?:ing|ly|ous|ful|ive|able|ible|ss|us|is)$/.test(w.lower) || isVerb(w)) return false;
  return !plural || w.lower.endsWith("s");
}

export function contractionFindings(line: Line): ContractionFinding[] {
  const ws = words(line.text, line.start);
  return ws.flatMap((w, i) => {
    const right = possessives[w.lower.replace("’", "'")];
    if (!right) return [];
    const before = ws[i - 1];
    // "it's 2024 accounts", "who's 2022 strategy": a year or a figure before the noun describes it.
    const counted = /^\d/.test(ws[i + 1]?.text ?? "");
    // "it's 2020 regulations": "it is" is never a year and a noun.
    const yearBefore = /^(?:19|20)\d{2}$/.test(ws[i + 1]?.text ?? "");
    const next = ws[counted ? i + 2 : i + 1];
    const following = ws[counted ? i + 3 : i + 2];
    // "it's pharmacy now serves": an adverb between the noun and its verb, which "it is" never has.
    const adverb = adverbs.test(following?.lower ?? "");
    const after = adverb ? ws[counted ? i + 4 : i + 3] : following;
    // "who's team won" may name one thing; "it's hours of work" is "it is": the others need a
    // plural, a figure before the noun or an adverb after it.
    const plural = w.lower !== "who's" && !counted && !adverb;
    const beforeVerb = nounLike(next, plural) && isVerb(after);
    // "the officer who's station it covers": the noun is the object of a clause of its own.
    const noun =
      next !== undefined && /^\p{Ll}+$/u.test(next.text) && !functionWords.has(next.lower);
    const ownClause = w.lower === "who's" && noun && clauseSubjects.test(after?.lower ?? "");
    const yearNoun = yearBefore && noun && !/(?:ing|ly)$/.test(next?.lower ?? "");

    const afterPreposition =
      w.lower !== "who's" && prepositionsBefore.test(before?.lower ?? "") && nounLike(next, false);
    // "assessed they're field reports": right after a verb of action, the object's owner.
    const afterAction =
      w.lower !== "who's" &&
      before !== undefined &&
      isPastOnly(before.lower) &&
      !reportVerbs.test(before.lower) &&
      nounLike(next, false) &&
      !/(?:er|est)$/.test(next?.lower ?? "");
    // "the Act and it's regulations": "it is" comes before a plural only of a measure ("it's
    // hours of work").
    const measure = /^(?:hours|days|weeks|months|years|minutes|miles|kilometres|times|ages|lots)$/;
    const itsPlural =
      w.lower === "it's" && !counted && nounLike(next, true) && !measure.test(next?.lower ?? "");
    // "girls who's entry marks were": "who is" never comes before two nouns.
    const compound =
      w.lower === "who's" && nounLike(next, false) && nounLike(following, true) && !counted;
    // "the Act and it's exemption for": a noun by its ending ("-tion", "-ment"), never "it is".
    const abstractNoun =
      w.lower === "it's" &&
      /^\p{Ll}{3,}(?:tion|sion|ment|ship|ness|ance|ence|ity)s?$/u.test(next?.text ?? "") &&
      !/^(?:tradition|convention)$/.test(next?.lower ?? "");
    const found = [
      beforeVerb,
      afterPreposition,
      ownClause,
      yearNoun,
      afterAction,
      itsPlural,
      compound,
      abstractNoun,
    ];
    if (!found.some(Boolean)) return [];
    const fix = /^\p{Lu}/u.test(w.text) ? right.charAt(0).toUpperCase() + right.slice(1) : right;
    const span = { start: w.start, end: w.start + w.text.length };
    return [
      {
        span,
        word: w.text,
        right: fix,
        why: `${w.text} is a contraction; the possessive is ${right}`,
      },
    ];
  });
}
