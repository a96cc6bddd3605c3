import { typoDistance } from "./document-names";

/**
 * The order a misspelling's candidates are offered in: fewest edits first (a swap of two
 * neighbours is one edit), then, among equals, a candidate with the same letters (a swap, the
 * commonest slip: "thorugh" is "through" before "thorough"), then the commoner word, then the
 * checker's own order. The candidate keeps the capital of the word it replaces ("Goverment" ->
 * "Government"); a name the dictionary capitalises keeps its own ("febuary" -> "February").
 */
const commonWords = `the of and to in for on with as by at from that this is are was were be have
has had an or not it its their there they we he she you your our which who will would can all
more one two three new also about into over than other after through across within between
during under before up out each per only most such some any time year years work team staff
government county national public service services management support health development
project projects office business account accounts report reports training data system systems
community school students clients customers committee department ministry programme finance
received experience responsible february january august september october november december
procurement professional equipment environment performance information application`
  .split(/\s+/)
  .filter(Boolean);
const rank = new Map(commonWords.map((w, i) => [w, i]));

const sortedLetters = (word: string) => [...word.toLowerCase()].sort().join("");
const withCapitalOf = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

export function rankedCandidates(word: string, candidates: string[]): string[] {
  const lower = word.toLowerCase();
  const key = (c: string, i: number) => [
    typoDistance(lower, c.toLowerCase()),
    sortedLetters(c) === sortedLetters(word) ? 0 : 1,
    rank.get(c.toLowerCase()) ?? commonWords.length,
    i,
  ];
  const keyed = candidates.map((c, i) => ({ c, k: key(c, i) }));
  keyed.sort((a, b) => {
    for (let j = 0; j < a.k.length; j += 1) {
      const d = (a.k[j] ?? 0) - (b.k[j] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
  return [...new Set(keyed.map(({ c }) => withCapitalOf(word, c)))];
}

/**
 * Words always written with a capital that a CV misspells as often as a common word: months,
 * days and the software its skills section names. A misspelling one edit from one of these is
 * that word; one edit from any other capitalised word (Miranda, Fatima) may be a Kenyan name.
 */
const properWords = new Set(
  `january february march april may june july august september october november december monday
  tuesday wednesday thursday friday saturday sunday microsoft excel outlook powerpoint word access
  quickbooks google adobe photoshop illustrator oracle tableau salesforce linkedin autocad`.split(
    /\s+/,
  ),
);

export const isProperWord = (word: string) => properWords.has(word.toLowerCase());
