/**
 * The names a document itself uses, which a spelling finding must not "correct", in the way a
 * file-local dictionary does in harper-ls:
 * - acronyms and mixed-case words (KISM, CPSP-K, BCom, iTax) anywhere;
 * - capitalised words that appear capitalised in the middle of a sentence, outside headings
 *   (Kericho, Omondi), and each part of a hyphenated one (Masii-Kithimani).
 * - a capitalised word naming an institution or a place anywhere, headings included: the word
 *   before "County", "Hospital", "University" ... (Longisa County Referral Hospital).
 * A capitalised word where every word is capitalised (a heading, a line's or a sentence's start)
 * is judged by `isCommonWordTypo`: a place or an employer there (Butere, Kapa Oil) is a name; a
 * misspelt common word there (Recieved, Experiance) is still reported.
 */
const wordShape = /^[\p{L}\d'’-]+$/u;

/** Upper case after the first letter: "KISM", "BCom", "CPSP-K", "iTax". */
export function isAcronymOrMixedCase(word: string): boolean {
  return wordShape.test(word) && /\p{Lu}/u.test(word.slice(1));
}

/** Capitalised words found mid-sentence in body text (not a line's first word, nor after . ! ? :). */
export function midSentenceCapitalised(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const line of markdown.split("\n")) {
    if (/^\s*#/.test(line)) continue;
    const words = line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "").split(/\s+/);
    for (let i = 1; i < words.length; i++) {
      const previous = words[i - 1] ?? "";
      if (/[.!?:]["')\]]?$/.test(previous)) continue;
      const word = withoutPossessive((words[i] ?? "").replace(/^[("'“‘[]+|[^\p{L}\d'’-]+$/gu, ""));
      if (!/^\p{Lu}\p{Ll}/u.test(word)) continue;
      found.add(word);
      for (const part of word.split("-")) if (/^\p{Lu}/u.test(part)) found.add(part);
    }
  }
  for (const name of namesBeforeInstitution(markdown)) found.add(name);
  return found;
}

/** Nouns a name stands before: "Longisa County", "Kagumo High School", "Tenwek Hospital". */
const institutionNoun =
  /(\p{Lu}[\p{Ll}'’-]+)\s+(?=(?:County|Sub-County|Hospital|University|College|School|High|Secondary|Primary|Academy|Institute|Polytechnic|Centre|Clinic|Dispensary|Health|Bank|Sacco|Market|Municipality|Ward|Estate|Road|Street|Town|Branch|Authority|Council|Limited|Ltd|Company|Group|Farm|Factory|Mission)\b)/gu;

/** Capitalised words just before an institution's or a place's noun, headings included. */
function namesBeforeInstitution(markdown: string): string[] {
  return [...markdown.matchAll(institutionNoun)].map((m) => m[1] ?? "");
}

/** "Konza's" is the name "Konza". */
export function withoutPossessive(word: string): string {
  return word.replace(/['’]s$/u, "");
}

/** Whether `word` (a spelling finding's text) is one of the document's own names. */
export function isDocumentName(word: string, names: Set<string>): boolean {
  return isAcronymOrMixedCase(word) || names.has(withoutPossessive(word));
}

/** Edit distance counting a swap of two neighbours as one edit (recieved -> received). */
export function typoDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = d[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Shorter than this, an unknown word one edit from a common word is as likely a name (Kapa, Momul). */
const minTypoLength = 6;

/**
 * Whether a capitalised word the dictionary lacks is a misspelt common word: the checker's best
 * suggestion for it in lower case is a lower-case (common) word one edit away, and the word is
 * long enough for one edit to be telling. Otherwise it is a name (a town, an employer, a person).
 */
export function isCommonWordTypo(word: string, lowercaseSuggestion: string | undefined): boolean {
  if (!lowercaseSuggestion || !/^\p{Ll}[\p{Ll}'’]*$/u.test(lowercaseSuggestion)) return false;
  const lower = word.toLowerCase();
  return lower.length >= minTypoLength && typoDistance(lower, lowercaseSuggestion) <= 1;
}

/**
 * "Goverment", "Febuary", "Microsft" written once mid-sentence: the name test would accept any
 * capitalised word there, but a word of six letters or more that the document writes only once
 * and that a dropped letter or a swap makes of a common word (the caller's candidate) is that
 * word misspelt. A name the document repeats, or one further from the word, stays a name.
 */
export function isOneOffTypo(word: string, candidates: string[], markdown: string): boolean {
  if (word.length < minTypoLength || !/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const uses = markdown.split(/[^\p{L}'’-]+/u).filter((w) => withoutPossessive(w) === word);
  const [best] = candidates;
  if (uses.length !== 1 || best === undefined || !/^\p{Lu}\p{Ll}+$/u.test(best)) return false;
  // A dropped letter or a swap, the commonest slips, explains it ("Goverment", "Lectuer"); a
  // letter more or a different one is how names differ from words (Rangwe, Galole, Maranda).
  const slip =
    best.length === word.length + 1 ||
    [...best.toLowerCase()].sort().join("") === [...word.toLowerCase()].sort().join("");
  return slip && typoDistance(word.toLowerCase(), best.toLowerCase()) <= 1;
}
