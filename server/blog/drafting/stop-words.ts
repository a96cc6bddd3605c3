/**
 * The one list of words that name nothing in a career post: articles, conjunctions,
 * prepositions, particles, pronouns, determiners, auxiliaries, adverbs of place and time, a
 * title's list words ("tips", "ways"), and their Swahili kin ("ya", "yako", "jinsi"). The brief reads its keyword and tags past them and the
 * site material matches a subject past them, so a word the brief refuses as a noun can never
 * pull a site section into the draft either.
 */

/**
 * Swahili connectives: "kazi za NGO" (NGO jobs), "masomo ya jioni" (evening classes). Between two
 * nouns they make one noun phrase; on their own they name nothing.
 */
const SWAHILI_LINKS = "ya za wa la cha vya";
export const SWAHILI_CONNECTIVES = new Set(SWAHILI_LINKS.split(" "));

const STOP_WORDS = new Set(
  [
    // articles, conjunctions, comparison
    "a an the and or but nor so as than then",
    // prepositions and particles
    "of for to in on at by with from into onto about after again against along among around away before behind below beside between beyond down during off out over since through under until up upon via within without",
    // adverbs of place, time and frequency, and fillers
    "abroad ahead here there now also just only still back very well worth always never often sometimes usually already even ever yet too else",
    // subordinating conjunctions
    "while if whether because although though unless",
    // pronouns and possessives
    "i me my we us our you your they them their he him his she her it its this that these those myself yourself himself herself itself ourselves yourselves themselves",
    // question words
    "how why what when where which who whom",
    // auxiliaries and modals
    "is are was were be been being has have had do does did can could should would will shall may might must",
    // determiners and quantities
    "not no yes more most less few some any each every all both one two",
    // a title's list words
    "tips ways guide steps things reasons",
    // Swahili: connectives, possessives, demonstratives, question words, adverbs, conjunctions
    SWAHILI_LINKS,
    "yangu yako yetu yenu yao wangu wako wetu wenu wao changu chako chetu chao",
    "hii hiyo huu hizi hizo hapa huko",
    "jinsi nini vipi gani je",
    "sasa leo kesho tu sana zaidi pia",
    "na ni si kwa katika kwenye bila kama lakini au kabla baada ili kwamba",
  ]
    .join(" ")
    .split(" "),
);

/** A year ("2026 guide") dates a post and names no subject. */
const YEAR = /^(?:19|20)\d\d$/;
/** "IT", "US", "WHO": in capitals a short word is an acronym, not the pronoun or particle. */
const ACRONYM = /^[A-Z]{2,}$/;

/** True when the word, with or without its capitals and its possessive, names nothing. */
export function isStopWord(word: string): boolean {
  if (ACRONYM.test(word)) return false;
  const plain = word.toLowerCase().replace(/'s$/, "");
  return STOP_WORDS.has(plain) || YEAR.test(plain);
}
