import { withinEdits, withinOneEdit } from "../text";

/**
 * How far a typed word may be from a service's word and still be read as it: a misspelt
 * "curriculum vitea", "linkdn" or "intervew" names the service, an ordinary word never does.
 * - "exact": words of four letters or fewer ("cv", "edit", "grant"), where one letter makes
 *   another word;
 * - "swap": five letters, the same letters with two neighbours swapped ("vitea", "cvoer");
 * - 1: six or seven letters, or any longer word, one edit ("resme", "editting");
 * - 2: a word of eight letters or more that names a service by itself, two edits, the first
 *   and the last letter as written ("linkdn", "curicculum", "proofreeding").
 */
type Tolerance = "exact" | "swap" | 1 | 2;

export interface CueWord {
  text: string;
  tolerance: Tolerance;
}

/**
 * Real words a few letters from a service's word: never typos of it ("exiting" is not
 * "editing", "trailing" not "training", "linked" not "linkedin", the Swahili "katika" (in)
 * not "katiba").
 */
export const ordinaryWords = new Set(
  `exiting exited existing trailing raining straining caching couching poaching linked linking
  stuff latter litter better vital grand render tended monitoring recruited recruiting interior
  interval viewer repost resumed assume presume teaching reaching preaching banking chance charge
  context employer employers heading leading inline leader leaders leave resort series tracking
  waiting police gender genders lender lenders sender katika`.split(/\s+/),
);

export function cueWord(text: string, strong: boolean): CueWord {
  const tolerance: Tolerance =
    text.length <= 4 ? "exact" : text.length === 5 ? "swap" : text.length >= 8 && strong ? 2 : 1;
  return { text, tolerance };
}

/** Whether a typed (normalised) word is the cue's word as written or within its tolerance. */
export function matchesCueWord(typed: string, cue: CueWord): boolean {
  const known = cue.text;
  if (typed === known) return true;
  if (typed.length < 5) return false;
  // "Covver", "intervieew", "plann": a letter doubled or undoubled is the same word as said.
  if (sameOnceUndoubled(typed, known)) return !ordinaryWords.has(typed);
  if (cue.tolerance === "exact") return false;
  const typo =
    cue.tolerance === "swap"
      ? swapped(typed, known)
      : cue.tolerance === 1
        ? withinOneEdit(typed, known)
        : typed.length >= 6 &&
          typed[0] === known[0] &&
          typed.at(-1) === known.at(-1) &&
          withinEdits(typed, known, 2);
  return (typo || soundsLike(typed, known, cue.tolerance)) && !ordinaryWords.has(typed);
}

/**
 * A word spelt as it is said in Kenya ("intavew", "intaviu" for "interview", "coching" for
 * "coaching"): "er" before a consonant said "a", a closing "view" said "viu", "oa" said "o".
 * Compared as said, within the cue's own tolerance of one edit.
 */
function soundsLike(typed: string, known: string, tolerance: Tolerance): boolean {
  if (typed[0] !== known[0] || typed.length < 6) return false;
  const a = said(typed);
  const b = said(known);
  return a === b || (tolerance !== "swap" && withinOneEdit(a, b));
}

function said(word: string): string {
  return word
    .replace(/er(?=[^aeiou])/g, "a")
    .replace(/(?:iew|ew|yu|iu)$/, "iu")
    .replace(/oa/g, "o");
}

/**
 * Whether two words are the same once each run of a repeated letter is written once ("covver"
 * and "cover", "intervieew" and "interview"). Compared in one pass with no new strings: it runs
 * for every word of every message against every service's word, so it must cost next to nothing
 * (a regular expression here made it half of the engine's time).
 */
function sameOnceUndoubled(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const letter = a[i]!;
    if (letter !== b[j]) return false;
    i++;
    j++;
    // Only letters collapse: "2000" is not "200".
    if (letter.toLowerCase() === letter.toUpperCase()) continue;
    while (a[i] === letter) i++;
    while (b[j] === letter) j++;
  }
  return i === a.length && j === b.length;
}

/** The same word with two neighbouring letters swapped ("vitea" for "vitae"). */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** A phrase run together this long ("coverletter") is read as its words; shorter ones are words. */
const MIN_JOINED = 8;

/**
 * Where the cue's words occur in `tokens`, each within its tolerance, and how many tokens they
 * take: a phrase typed as one word ("coverleter", "mockinterview") is the phrase, within one
 * edit. The first occurrence from index `from`; undefined when the cue is not there.
 */
export function findCue(
  tokens: readonly string[],
  cue: readonly CueWord[],
  from = 0,
): { at: number; width: number } | undefined {
  const joined = cue.map((w) => w.text).join("");
  const asOneWord: CueWord | undefined =
    cue.length > 1 && joined.length >= MIN_JOINED ? { text: joined, tolerance: 1 } : undefined;
  outer: for (let i = from; i < tokens.length; i++) {
    if (asOneWord && matchesCueWord(tokens[i]!, asOneWord)) return { at: i, width: 1 };
    if (i + cue.length > tokens.length) continue;
    for (let k = 0; k < cue.length; k++) {
      if (!matchesCueWord(tokens[i + k]!, cue[k]!)) continue outer;
    }
    return { at: i, width: cue.length };
  }
  return undefined;
}
