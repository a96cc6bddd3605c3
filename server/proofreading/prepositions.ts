import type { ConfusableFinding } from "./confusables";
import type { Line } from "./markdown-lines";

/**
 * The preposition a word takes in English, where a CV or letter writes another: "interested in",
 * "in charge of", "responsible for", "deal with"; and verbs that take their object without one
 * ("request a chance", "discuss the posting"), as LanguageTool's "request for" and "discuss
 * about" rules read them. A noun keeps its own ("a request for funds", "a good deal on").
 */
type Rule = { pattern: RegExp; right: (wrong: string) => string; why: string };

const rules: Rule[] = [
  {
    pattern: /\binterested\s+(?<w>on|at)\b/dgi,
    right: () => "in",
    why: "one is interested in something",
  },
  // "the nurse in charge for the ward"; "in charge for five years" is a time, and right.
  {
    pattern:
      /\bin\s+charge\s+(?<w>for)\b(?!\s+(?:(?:the\s+)?(?:past|last|first|next|whole|entire)|over|nearly|about|almost|more|less|longer|an?|\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|some|most|part|years|months|weeks|days)\b)/dgi,
    right: () => "of",
    why: "one is in charge of something",
  },
  {
    pattern:
      /\b(?:is|are|was|were|be|been|am|being|remain(?:ed|s)?)\s+(?:(?:solely|fully|directly|jointly)\s+)?responsible\s+(?<w>of)\b/dgi,
    right: () => "for",
    why: "one is responsible for something",
  },
  {
    pattern:
      /\b(?:I|[Ww]e|[Tt]hey|[Kk]indly|[Hh]umbly|[Hh]ereby|to|[Pp]lease|and)\s+(?<w>request(?:ed)?\s+for)\b/dg,
    right: (wrong) => wrong.replace(/\s+for$/, ""),
    why: "the verb request takes its object without for",
  },
  {
    pattern: /\b(?<w>discuss(?:ed|ing)?\s+about)\b/dgi,
    right: (wrong) => wrong.replace(/\s+about$/i, ""),
    why: "the verb discuss takes its object without about",
  },
  {
    pattern:
      /(?:^|\b(?:to|I|we|and|also)\s+)[Dd]eal(?:t|s|ing)?\s+(?<w>on)\s+(?!the\s+(?:price|cost))\p{Ll}/dgu,
    right: () => "with",
    why: "one deals with a task or a person",
  },
];

export function prepositionFindings(line: Line): ConfusableFinding[] {
  return rules.flatMap(({ pattern, right, why }) =>
    [...line.text.matchAll(pattern)].flatMap((m) => {
      const at = m.indices?.groups?.w;
      const word = m.groups?.w;
      if (!at || !word) return [];
      const span = { start: line.start + at[0], end: line.start + at[1] };
      return [{ span, word, right: right(word), why }];
    }),
  );
}
