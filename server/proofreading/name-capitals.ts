import { kenyanInstitutionWord, kenyanProperNoun } from "./kenyan-lexicon";
import { lowerCaseBodies } from "./lower-case-bodies";
import type { Line } from "./markdown-lines";

/**
 * Capitals inside a multi-word name where the rest of the text is in normal case: a Kenyan name
 * written all in lower case ("the kenya ports authority", "moi university"), a lower-case word
 * among a name's capitals ("Kenya utalii College", "Kenya Revenue authority") and the field after
 * an institution's "of" ("Ministry of agriculture"). A name is read only up to a word that names
 * a body (Authority, College, Service ...), so "kenya school fees" stays as written.
 */
export type NameCapitalFinding = {
  span: { start: number; end: number };
  word: string;
  fix: string;
  why: string;
};

const bodies =
  "authority|commission|board|corporation|council|service|bureau|agency|fund|society|association|institute|university|college|hospital|polytechnic|school|academy|ministry|court|tribunal|union|federation|company|corporation|bank|sacco|centre|center|library|museum|trust|foundation";
const minor = /^(?:of|and|for|the|in|on|at|de|la|wa|ya|na)$/;
const why = "a named institution takes capitals";
const capitalised = (word: string) =>
  minor.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1);

/** What may follow a name: punctuation, a preposition, a capital or a figure, not a noun. */
const nameEnd = String.raw`\s*(?:[.,;:)]|$)|\s+(?:of|in|at|on|for|and|from|to|as|where|which|with|since|between|until|under|during|after|before|\()(?:\s|$)|\s+\p{Lu}|\s+\d`;
const followsName = new RegExp(`^(?:${nameEnd})`, "u");
/** The bodies with a capital or without: "Authority", "authority". */
const anyCaseBodies = bodies
  .split("|")
  .map((b) => `[${b.charAt(0).toUpperCase()}${b.charAt(0)}]${b.slice(1)}`)
  .join("|");

/** "the kenya ports authority", "moi teaching and referral hospital": a name all in lower case. */
/** A lower-case word of a name: a content word, or "of", "and", "for" between two. */
const nameWord = String.raw`(?!(?:or|but|nor|from|to|with|at|in|by|as|the|a|an|on|into|under|over|after|before|during|was|were|is|are|has|have|had|our|my|their|his|her|its|this|that)\b)\p{Ll}+`;

/**
 * Read from every word on (a look-ahead), so a longer run before the name does not hide it. A
 * plan or an act is part of its name ("Kenya Youth Action Plan"); a programme or a scheme is
 * often written after the name in lower case ("the Kazi Mtaani programme"), so only the words
 * before it are the name.
 */
const lowerName = new RegExp(
  String.raw`(?<![\p{L}\d@./_=-])(?=(?<w>${nameWord}(?:\s+(?:(?:of|and|for)\s+)?${nameWord}){0,4}?(?:\s+(?:${bodies}|plan|act)|(?=\s+(?:programme|scheme)\b)))\b)`,
  "dgu",
);

function lowerCaseNames(line: Line): NameCapitalFinding[] {
  return [...line.text.matchAll(lowerName)].flatMap((m) => {
    const at = m.indices?.groups?.w;
    const words = (m.groups?.w ?? "").split(/\s+/);
    const [first = ""] = words;
    const name = kenyanInstitutionWord(first) ?? kenyanProperNoun(first);
    if (!at || !name || words.length < 2) return [];
    // "kenya school fees": two words may be a noun after a place; three or more, or two before
    // "programme", are a name whatever follows ("the kenya ports authority website").
    const rest = line.text.slice(at[1]);
    if (words.length === 2 && !followsName.test(rest) && !/^\s+(?:programme|scheme)\b/.test(rest))
      return [];
    const fix = [name, ...words.slice(1).map(capitalised)].join(" ");
    const span = { start: line.start + at[0], end: line.start + at[1] };
    return [{ span, word: line.text.slice(at[0], at[1]), fix, why }];
  });
}

/** "Kenya utalii College", "Kenya Revenue authority": a name's capitals, one word without. */
const mixedName = new RegExp(
  String.raw`(?<![\p{L}\d@./_=-])\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|and|for|${nameWord})){1,5}?\s+(?:${anyCaseBodies})\b`,
  "dgu",
);

function mixedCaseNames(line: Line): NameCapitalFinding[] {
  return [...line.text.matchAll(mixedName)].flatMap((m) => {
    const words = [...m[0].matchAll(/[\p{L}'’-]+/gu)];
    const last = words.at(-1)?.[0] ?? "";
    // "the Kenya Power company depot": a lower-case body after a name is a common noun there,
    // unless the name has two capitals before it ("Kenya Revenue authority").
    const capitals = words.filter((w) => /^\p{Lu}/u.test(w[0])).length;
    const lowerLast = /^\p{Ll}/u.test(last);
    const ends = followsName.test(line.text.slice(m.index + m[0].length));
    if (lowerLast && (capitals < 2 || !ends)) return [];
    if (lowerLast && /^(?:company|bank|centre|center|service|fund|union)$/.test(last)) return [];
    return words.flatMap((w, i) => {
      const word = w[0];
      if (!/^\p{Ll}/u.test(word) || minor.test(word) || (i === 0 && !lowerLast)) return [];
      const start = line.start + m.index + w.index;
      return [{ span: { start, end: start + word.length }, word, fix: capitalised(word), why }];
    });
  });
}

/** "Ministry of agriculture", "School of business and economics": the field of a named body. */
const fieldOf =
  /\b(?:University|College|Institute|School|Polytechnic|Academy|Ministry|Department|Commission|Faculty|Society|Association|Council)\s+of\s+(?<w>\p{Ll}+)(?:\s+and\s+(?<v>\p{Ll}+))?\b/dgu;

function fieldsOf(line: Line): NameCapitalFinding[] {
  return [...line.text.matchAll(fieldOf)].flatMap((m) =>
    (["w", "v"] as const).flatMap((group) => {
      const at = m.indices?.groups?.[group];
      const word = m.groups?.[group];
      if (!at || !word || minor.test(word)) return [];
      const span = { start: line.start + at[0], end: line.start + at[1] };
      return [{ span, word, fix: capitalised(word), why }];
    }),
  );
}

/** Every name-capital finding on a line of normal case (a line all in lower case is a style). */
export function nameCapitals(line: Line): NameCapitalFinding[] {
  if (!/\p{Lu}/u.test(line.text)) return [];
  const all = [
    ...lowerCaseNames(line),
    ...mixedCaseNames(line),
    ...fieldsOf(line),
    ...lowerCaseBodies(line),
  ];
  // "jomo kenyatta university" is read from "jomo" and from "kenyatta": the longer one stays.
  const within = (a: NameCapitalFinding, b: NameCapitalFinding) =>
    a.span.start >= b.span.start &&
    a.span.end <= b.span.end &&
    b.span.end - b.span.start > a.span.end - a.span.start;
  return all.filter((f) => !all.some((g) => within(f, g)));
}
