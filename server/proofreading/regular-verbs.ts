import { functionWords } from "./agreement";
import { anyPastForms, openerVerbForms, pastOf, pluralVerbForms } from "./cv-verbs";
import { isKenyanWord } from "./kenyan-lexicon";

/**
 * Verbs the tables in cv-verbs.ts do not list ("Juggle", "Digitise", "Sample"): the tense checks
 * would silently pass them by. A word can be read as a regular verb's base by its shape, and its
 * past made by the regular rules; what a noun or an adjective ends with rules a word out, and the
 * caller still asks for a verb's context (an object after it) before judging it.
 */

/** Endings of nouns and adjectives, never of a verb's base. */
const nounEnding =
  /(?:tion|sion|ment|ness|ity|ship|ism|ist|er|or|ar|ant|ent|ance|ence|al|ic|ous|ive|ful|less|able|ible|ing|ed|s|ly|y|hood|dom|ian|ee|ate|ite|ine|ile|ude|ope|ome|one|ure|ge|ce|th|ck|nd|ft|ht|x|[aiou])$/;

/**
 * Bases the endings above would rule out but that are regular verbs: "-ate" ("navigate"),
 * "-ce" ("enforce"), "-ge" ("arrange"), "-nd" ("extend") and the like are left to the tables,
 * except these shapes, which are verbs far more often than nouns.
 */
const verbEnding = /(?:ise|ize|ify|en|le)$/;

/**
 * Nouns with a verb's ending that open a CV line ("Expertise in", "Title", "Module"), and words
 * that are never verbs ("past", "next", "most"): "and past the results" is a homophone's slip.
 */
const nounsWithVerbEndings = new Set(
  `expertise premise enterprise franchise merchandise exercise treatise garden kitchen token
  citizen women children men specimen title module article vehicle schedule role sale bundle
  cycle people principle example style battle bottle circle couple middle table puzzle scale
  people profile past next last most best least first much such than even upon onto into within
  without along among around about above below behind beyond near more less very self half full
  part plus high main real whole both each their there these those thus`.split(/\s+/),
);

/**
 * Irregular pasts the tables do not list, which a regular base's shape would not rule out:
 * "Became", "Learnt", "Rebuilt", "Overcame", "Forgave".
 */
const irregularPasts = new Set(
  `became overcame came forgave gave made rode drove wrote rose chose spoke broke woke froze stole
  wove strove took shook forsook undertook overtook mistook swore tore wore bore began ran sang rang
  sank swam drank stank sprang shrank won spun stung swung clung flung strung hung dug stuck struck
  knew grew threw flew drew blew withdrew outgrew found bound wound ground stood understood
  withstood fled fed bred bled sped led misled told sold held upheld withheld beheld dealt meant felt
  knelt dwelt learnt burnt spelt smelt spilt spoilt built rebuilt bent lent sent spent kept slept
  swept crept wept leapt taught caught bought brought fought sought thought forgot got begot shot lit
  slid hid bit chose sat spat lay paid laid said heard`.split(/\s+/),
);
/** Endings of irregular pasts and participles: "-ught" ("besought"), "-ept", "-own". */
const irregularEnding = /(?:ught|ept|elt|ilt|own|orn|ung|unk|ank)$/;

/** Does the lower-case word read as a regular verb's base the tables do not know? */
export function mayBeRegularBase(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^\p{L}{4,}$/u.test(word) || /^\p{Lu}{2}/u.test(word) || isKenyanWord(word)) return false;
  if (openerVerbForms.has(lower) || anyPastForms.has(lower) || nounsWithVerbEndings.has(lower))
    return false;
  if (irregularPasts.has(lower) || irregularEnding.test(lower) || functionWords.has(lower))
    return false;
  return verbEnding.test(lower) || !nounEnding.test(lower);
}

/** A base the tables know as a verb of prose ("work", "follow"), or one of regular shape. */
export const mayBeVerbBase = (word: string) =>
  pluralVerbForms.has(word.toLowerCase()) || mayBeRegularBase(word);

const withCase = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * The past of a base: from the tables when they know it, otherwise by the regular rules
 * ("juggle" -> "juggled", "digitise" -> "digitised", "tally" -> "tallied", "chop" -> "chopped").
 */
export function regularPastOf(base: string): string {
  const known = pastOf(base);
  if (known) return known;
  const lower = base.toLowerCase();
  const past = lower.endsWith("e")
    ? `${lower}d`
    : /[^aeiou]y$/.test(lower)
      ? `${lower.slice(0, -1)}ied`
      : /^[^aeiou]*[aeiou][bdgmnprt]$/.test(lower)
        ? `${lower}${lower.at(-1)}ed`
        : `${lower}ed`;
  return withCase(base, past);
}
