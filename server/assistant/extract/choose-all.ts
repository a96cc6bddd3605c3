import { words } from "../text";

/**
 * Words that choose every option offered: "both", "all", "everything", Swahili "zote",
 * "vyote", "wote", "yote".
 */
const allWords = new Set("both all everything zote vyote wote yote".split(" "));
/**
 * What goes around such a word in a short reply ("ok I'll take both then", "yes all of them
 * please", "zote mbili", "vyote viwili"): nothing of its own.
 */
const aroundAll = new Set(
  `ok okay yes yeah yep sure please pls plz then i ill id take want would like do go with get
  for me us of them the two three four na ndio ndiyo sawa poa nataka nitachukua tafadhali mbili
  tatu viwili vitatu basi just above those these hizo hizi`.split(/\s+/),
);
/** A choice of everything is a short reply. */
const MAX_WORDS = 8;

/** Every word of a reply that chooses every option offered; never a name. */
export const chooseAllWords: ReadonlySet<string> = new Set([...allWords, ...aroundAll]);

/** "Both", "all of them", "ok I'll take both then", "zote mbili": every option offered. */
export function choosesAll(text: string): boolean {
  const tokens = words(text);
  return (
    tokens.length <= MAX_WORDS &&
    tokens.some((t) => allWords.has(t)) &&
    tokens.every((t) => allWords.has(t) || aroundAll.has(t))
  );
}
