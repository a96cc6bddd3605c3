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
