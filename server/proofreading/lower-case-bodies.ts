import { kenyanAcronym } from "./kenyan-lexicon";
import type { Line } from "./markdown-lines";
import type { NameCapitalFinding } from "./name-capitals";

/**
 * Names of bodies and laws typed all in lower case whose first word the lexicon does not know,
 * read by their shape: "the water resources authority", "the employment act, 2007", "the penal
 * code", "the ministry of water", "the pharmaceutical society of kenya"; and a Kenyan body's
 * acronym typed in lower case ("kemsa"). A common noun of the same shape ("the main circuit
 * board", "the staff notice board", "the relevant local authority") is left as written: a name
 * needs two words before its body, neither a describing word nor one of the everyday compounds.
 */
const why = "a named body or law takes capitals";
const minor = /^(?:of|and|for|the|in|on)$/;
const titleCase = (words: string) =>
  words.replace(/\p{Ll}+/gu, (w) => (minor.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)));

/** A lower-case word of a name: not a function word, a pronoun or a verb of being. */
const word = String.raw`(?!(?:or|but|nor|from|to|with|at|in|by|as|the|a|an|on|into|under|over|after|before|during|was|were|is|are|has|have|had|our|my|their|his|her|its|this|that|which|who)\b)\p{Ll}+`;
const run = String.raw`${word}(?:\s+(?:(?:and|for)\s+)?${word}){1,5}?`;

/** Bodies whose lower-case name is rarely a common noun once two words come before them. */
const strongBodies = "authority|commission|directorate|tribunal|council|board|court";
/** "circuit board", "notice board", "tennis court": compounds of everyday English. */
const everyday =
  /^(?:circuit|notice|bulletin|cutting|chopping|ironing|diving|dart|key|score|mother|drawing|sounding|tennis|netball|basketball|volleyball|handball|squash|badminton|food|student|students|prefects|parish)$/;
/**
 * "the relevant local authority", "the area advisory council", "the ward development board": a
 * describing word or a tier of local government opens no name, but one of a kind in every area.
 */
const describing =
  /^(?:relevant|local|appropriate|responsible|concerned|respective|same|new|old|main|whole|entire|former|current|previous|next|nearest|nearby|own|other|various|several|two|three|four|five|many|staff|outdoor|indoor|area|ward|village|location|sublocation|district|division|estate|community|school|hospital|parish|church|branch)$/;

const shapes: RegExp[] = [
  // "the water resources authority", "the employment and labour relations court".
  new RegExp(String.raw`\bthe\s+(?<w>${run}\s+(?:${strongBodies}))\b`, "dgu"),
  // "the employment act, 2007", "the public procurement and asset disposal act 2015".
  new RegExp(
    String.raw`\bthe\s+(?<w>${word}(?:\s+(?:(?:and|for)\s+)?${word}){0,5}?\s+act)(?=,?\s+(?:of\s+)?(?:19|20)\d{2}\b)`,
    "dgu",
  ),
  // "the penal code", "the criminal procedure code".
  new RegExp(String.raw`\bthe\s+(?<w>(?:${word}\s+)?(?:penal|procedure)\s+code)\b`, "dgu"),
  // "the ministry of water", "the ministry of lands and physical planning".
  /\bthe\s+(?<w>ministry\s+of\s+\p{Ll}+(?:\s+and\s+\p{Ll}+(?:\s+\p{Ll}+)?)?)(?=\s*[.,;:)]|\s*['’]s\b|\s+(?:for|in|at|on|to|and|as|from|where|which|who|headquarters)\b)/dgu,
  // "the pharmaceutical society of kenya": a body of the whole country.
  /\bthe\s+(?<w>(?:\p{Ll}+\s+){1,4}?(?:society|association|institute|institution|bank|council|board|union|federation)\s+of\s+kenya)\b/dgu,
];

function shapedNames(line: Line): NameCapitalFinding[] {
  return shapes.flatMap((shape) =>
    [...line.text.matchAll(shape)].flatMap((m) => {
      const at = m.indices?.groups?.w;
      const name = m.groups?.w ?? "";
      const words = name.split(/\s+/);
      const [first = ""] = words;
      const beforeBody = words.at(-2) ?? "";
      if (!at || describing.test(first) || everyday.test(beforeBody)) return [];
      const span = { start: line.start + at[0], end: line.start + at[1] };
      return [{ span, word: name, fix: titleCase(name), why }];
    }),
  );
}

const lowerWord = /(?<![\p{L}\d@./_=-])\p{Ll}{4,}(?![\p{L}\d@/_-]|\.[\p{L}\d])/gu;

/** "ntsa" -> "NTSA": a known acronym typed in lower case. */
function lowerAcronyms(line: Line): NameCapitalFinding[] {
  return [...line.text.matchAll(lowerWord)].flatMap((m) => {
    const acronym = kenyanAcronym(m[0]);
    if (!acronym) return [];
    const span = { start: line.start + m.index, end: line.start + m.index + m[0].length };
    return [{ span, word: m[0], fix: acronym, why: "an acronym is written in capitals" }];
  });
}

export function lowerCaseBodies(line: Line): NameCapitalFinding[] {
  return [...shapedNames(line), ...lowerAcronyms(line)];
}
