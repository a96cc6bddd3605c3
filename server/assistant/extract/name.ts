import { readableText, titleCase, withinOneEdit } from "../text";

/**
 * Words that follow "I'm" or stand alone in a reply but are not names. Kept broad because
 * a wrong name in a hand-over is worse than asking once more.
 */
const notNames = new Set(
  `a an the and or but so to of for in on at by with from into about as is are was were be been
  am im i me my mine you your we our us they them it its this that these those here there what who
  why how when where which not no yes yeah yep ok okay sure fine good great well very really just
  also still only already currently now today tomorrow soon later please thanks thank hello hi hey
  looking interested ready trying hoping planning seeking searching applying working based living
  new old young student graduate unemployed employed retired jobless fresh experienced qualified
  teacher nurse doctor engineer accountant manager developer lawyer driver banker consultant
  officer assistant secretary clerk intern analyst designer writer sales marketing hr director
  ceo founder owner administrator admin technician lecturer tutor pastor chef cashier receptionist
  need want would like love have has had do does did can could will shall may might must should
  cv resume cover letter linkedin profile interview editing proofreading training coaching job
  sorry actually mistake wrong correct right email phone number name names called call
  mr mrs ms miss dr prof sir madam bro sis boss dear kenyan kenya nairobi mombasa kisumu nakuru
  eldoret from habari mambo niaje sasa vipi poa fiti sawa nataka nimefurahi asante karibu mimi
  jina langu ni naitwa nina niko ndio hapana bei gani how's fine not-sure unsure confused
  back doing going getting fed tired stuck struggling happy glad excited available busy free
  someone somebody anyone person client customer company business team staff group organization
  cool nice awesome alright done thats that's whats what's pleased urgent important
  regarding possible expensive cheap too asking wondering curious inquiring enquiring calling
  writing reaching contacting following unable able sending i'm i'd i'll his her hers him he she
  their mother father mum mom dad son daughter wife husband sister brother parent guardian`.split(
    /\s+/,
  ),
);

const nameWord = /^\p{L}[\p{L}'-]{1,30}$/u;

function isNameWord(word: string): boolean {
  return nameWord.test(word) && !notNames.has(word.toLowerCase());
}

/** Honorifics people put before their name; skipped, never taken as the name. */
const titles =
  /^(mr|mrs|ms|miss|dr|prof|pastor|rev|reverend|bishop|hon|eng|apostle|sir|madam|mwalimu|mama|baba)\.?$/i;

/** Up to four name words from the start of `rest` (after any title). */
function takeName(rest: string): { firstName: string; lastName?: string } | undefined {
  const tokens = rest.trim().split(/[\s,]+/);
  while (tokens.length > 1 && titles.test(tokens[0]!)) tokens.shift();
  const taken: string[] = [];
  for (const token of tokens.slice(0, 4)) {
    const word = token.replace(/[.!?;:]+$/, "");
    if (!isNameWord(word)) break;
    taken.push(titleCase(word));
    if (word !== token) break; // sentence ended after this word
  }
  if (taken.length === 0) return undefined;
  const [firstName, ...others] = taken;
  return { firstName: firstName!, lastName: others.length ? others.join(" ") : undefined };
}

const explicitIntro =
  /(?<!\p{L})(?:my (?:full )?names? (?:is|are|'s)|names?\s*(?:is|are|:)|name['’]s|(?:you can )?call me|i(?:'| a)?m called|(?:my )?nme is|(?:the )?contact(?: person)? is|naitwa|jina(?: langu)? ni|majina yangu ni)\s*[:-]?\s+/giu;
/** Weaker forms: only a capitalised word counts, unless the name was just asked for. */
const selfIntro = /(?<!\p{L})(?:i'?m|i am|am|this is|it'?s|its|mimi ni|mi ni)\s+/giu;
const trailingHere = /^\s*(\p{L}[\p{L}'-]+(?:\s+\p{L}[\p{L}'-]+)?)\s+here\b/iu;

/** The text after each occurrence of `pattern` (a global regex), left to right. */
function after(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => text.slice(m.index + m[0].length));
}

export interface NameFound {
  firstName: string;
  lastName?: string;
  /** True when the visitor introduced the name ("my name is"), not inferred from a bare reply. */
  explicit: boolean;
  /** Only a short reply to the name question, words that are not known as names: to be taken
   * only when the reply holds no other detail. */
  loose?: true;
}

/**
 * A name from the forms people write it in: "my name is Jane Wanjiku", "I'm Otieno",
 * "naitwa Achieng", "Brian here", or (when the assistant just asked for it) a bare
 * "jane wanjiku". `askedForName` widens what is accepted.
 */
export function extractName(text: string, askedForName: boolean): NameFound | undefined {
  const trimmed = fixNameIntro(readableText(text));
  for (const rest of after(explicitIntro, trimmed)) {
    const found = takeName(rest);
    if (found) return { ...found, explicit: true };
  }
  const here = trailingHere.exec(trimmed);
  if (here) {
    const found = takeName(here[1]!);
    if (found) return { ...found, explicit: true };
  }
  for (const rest of after(selfIntro, trimmed)) {
    // "I'm Otieno" is a name; "I'm looking for..." is not. Lower-case only when asked.
    if (askedForName || /^\p{Lu}/u.test(rest)) {
      const found = takeName(rest);
      if (found) return { ...found, explicit: true };
    }
  }
  if (askedForName) {
    // A bare reply: "Jane", "jane wanjiku", "Jane Wanjiku, 0712 345 678", "I'm his mum, Rehema".
    for (const segment of trimmed.split(/[,;\n]|\s(?=[+\d])|\s(?=\S+@)/)) {
      const tokens = segment.trim().split(/\s+/);
      if (
        tokens.length <= 4 &&
        tokens.every((t) => titles.test(t) || isNameWord(t.replace(/[.!]+$/, "")))
      ) {
        const found = takeName(segment);
        if (found) return { ...found, explicit: false };
      }
    }
    return replyAsName(trimmed);
  }
  return undefined;
}

/**
 * The reply to "May I have your name?" when it is nothing but a few words: the name, whatever
 * words it holds ("Test Person Kamau", "Faith Hope") — the slot just asked for is what a short
 * answer fills. Not when it reads as a sentence: a pronoun, a question word, a verb of the
 * chat ("I don't know", "why do you need it", "not telling you", "ok").
 */
function replyAsName(reply: string): NameFound | undefined {
  const tokens = reply
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((t) => t.length > 0);
  while (tokens.length > 1 && titles.test(tokens[0]!)) tokens.shift();
  if (tokens.length === 0 || tokens.length > 4) return undefined;
  const sentence = tokens.some((t) => !nameWord.test(t) || sentenceWords.has(t.toLowerCase()));
  if (sentence) return undefined;
  const [firstName, ...others] = tokens.map(titleCase);
  const lastName = others.length ? others.join(" ") : undefined;
  return { firstName: firstName!, lastName, explicit: false, loose: true };
}

/** Words that make a short reply a sentence rather than a name. */
const sentenceWords = new Set(
  `i im i'm me my mine you your yours it its it's is are was were be am do does did dont don't
  not no nope yes yeah yep ok okay sure fine why what whats what's how who when where which the a
  an to for of and or but so please pls thanks thank know need needs want have has this that here
  there hi hello hey skip pass none later sorry can could would will should may must just only
  hmm huh eh lol haha sijui hapana ndio sawa poa asante`.split(/\s+/),
);

/** "my nmae is", "my naem is", "My mane is", "my names are": typos of the intro, set right. */
function fixNameIntro(text: string): string {
  return text.replace(/\bmy\s+(\p{L}{3,6})\s+(is|are)\b/giu, (whole, word: string, verb: string) =>
    isNameTypo(word.toLowerCase()) ? `my name ${verb}` : whole,
  );
}

function isNameTypo(word: string): boolean {
  if (word === "name" || word === "names") return true;
  if (withinOneEdit(word, "name") || withinOneEdit(word, "names")) return true;
  // Letters of "name" in another order: "mane", "nmae", "anme".
  return word.length === 4 && [...word].sort().join("") === "aemn";
}
