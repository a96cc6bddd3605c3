import type { Line, Span } from "./markdown-lines";

/**
 * "a 8-classroom block", "an 5-year plan": before a figure the article follows how the figure is
 * read. Eight and the numbers read from it (80-89, 800-899, 8,000 ...), and 11 and 18 alone or in
 * thousands, open with a vowel sound and take "an"; the rest take "a".
 */
export type ArticleFinding = { span: Span; word: string; fix: string; why: string };

const articleBeforeFigure = /\b(?<w>an?)\s+(?<n>\d[\d,]*)(?![\d.])/dgi;

/** Whether the figure is read starting with a vowel sound. */
function readWithVowel(figure: string): boolean {
  const digits = figure.replace(/,/g, "");
  if (digits.startsWith("8")) return true;
  // "an 11-day course", "an 18,000-litre tank"; but "a 1,100-bed" and "a 1800s house".
  return /^(?:11|18)(?:\d{3}){0,2}$/.test(digits);
}

export function numberArticles(prose: Line[]): ArticleFinding[] {
  return prose.flatMap((line) =>
    [...line.text.matchAll(articleBeforeFigure)].flatMap((m) => {
      const word = m.groups?.w ?? "";
      const at = m.indices?.groups?.w;
      if (!at) return [];
      const wanted = readWithVowel(m.groups?.n ?? "") ? "an" : "a";
      if (word.toLowerCase() === wanted) return [];
      const fix = /^A/.test(word) ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
      const span = { start: line.start + at[0], end: line.start + at[1] };
      const sound = wanted === "an" ? "a vowel" : "a consonant";
      return [{ span, word, fix, why: `the figure is read with ${sound} sound first` }];
    }),
  );
}

/** Consonant-first acronyms of three letters read as a word ("a SIM card", "a LAN"). */
const readAsWord = new Set("SIM RAM ROM LAN FAQ MAC NIB SAT HUB SOP".split(" "));
/** A letter whose name opens with a vowel sound: "an F", "an H", "an M", "an S". */
const vowelNamed = /^[FHLMNRSX]/;

/**
 * The article an acronym takes, by how it is read: "an NGO", "an HR audit", "an MoU", "an FAO
 * grant" are read letter by letter; "a SACCO", "a SIEM", "a NEMA licence" as words; "a UN agency"
 * and "a KWS post" either way. Undefined where the reading is unsure ("SMART", "FLLoCA").
 */
export function acronymArticle(word: string): "a" | "an" | undefined {
  const core = /^[\p{L}]+/u.exec(word)?.[0] ?? "";
  const upper = core.toUpperCase();
  const [first = "", second = ""] = upper;
  if (core.length < 2 || !/^\p{Lu}/u.test(core)) return undefined;
  if (/[AEIO]/.test(first)) return "an";
  if (first === "U") return "a";
  if (!vowelNamed.test(first)) return "a";
  const mixed = /\p{Ll}/u.test(core);
  if (mixed) return core.length <= 3 ? "an" : undefined;
  const vowelSecond = /[AEIOUY]/.test(second);
  if (!vowelSecond) return /^(?:S[CKLMNPTW]|[FHL][LR])/.test(upper) ? undefined : "an";
  if (core.length === 2) return "an";
  if (core.length === 3) return readAsWord.has(upper) ? "a" : "an";
  return "a";
}

/** An acronym: a capital, then at least one more capital among its next two letters. */
const articleBeforeAcronym = /\b(?<w>[Aa]n?)\s+(?<n>\p{Lu}\p{L}?\p{Lu}[\p{L}\d]*)/dgu;

/** "a HIV clinic" -> "an HIV clinic", "an KRA return" -> "a KRA return". */
export function acronymArticles(prose: Line[]): ArticleFinding[] {
  return prose.flatMap((line) =>
    [...line.text.matchAll(articleBeforeAcronym)].flatMap((m) => {
      const word = m.groups?.w ?? "";
      const at = m.indices?.groups?.w;
      const wanted = acronymArticle(m.groups?.n ?? "");
      if (!at || wanted === undefined || word.toLowerCase() === wanted) return [];
      const fix = /^A/.test(word) ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
      const span = { start: line.start + at[0], end: line.start + at[1] };
      const sound = wanted === "an" ? "a vowel" : "a consonant";
      return [{ span, word, fix, why: `"${m.groups?.n}" is read with ${sound} sound first` }];
    }),
  );
}
