import { words } from "../text";

/**
 * A visitor asking to be got ready for an interview in words that name no service: "... a
 * video interview with a panel, so prepare me for that too", "help me prepare", "get me ready
 * for it", "mnisaidie kujiandaa". With an interview named in the message, or earlier in the
 * chat when the request points back to it ("for it", "kwa hiyo"), that is interview coaching,
 * asked where the request is made (so it comes in the order the visitor asked). "I'm preparing
 * for it" is what the visitor is busy with, not a request.
 */

/** Verbs of getting someone ready: "prepare", "coach", "get ready", "kujiandaa". */
const preparing = new Set(
  "prepare prep coach train ready rehearse practise practice guide walk kujiandaa kuandaa kunoa".split(
    " ",
  ),
);
/** Nouns of getting ready: "coaching for that", "preparation for it". */
const preparation = new Set("coaching preparation prep practice training maandalizi".split(" "));
/** Swahili verbs with "me" or "us" inside: "kuniandaa", "niandae", "mniandae", "tuandae". */
const preparingMe = new Set("kuniandaa niandae mniandae tuandae kutuandaa".split(" "));
/** The visitor as the one to get ready. */
const visitor = new Set("me us".split(" "));
/** Words asking for help, English and Swahili ("nisaidie", "mnisaidie", "unisaidie"). */
const isHelp = (word: string) => word === "help" || word === "assist" || word.endsWith("saidie");
/** Words between "help me" and the verb ("help me to get ready"). */
const helpFillers = new Set("me us to get".split(" "));
/** "For" in English and Swahili, before the word pointing back. */
const forWords = new Set("for kwa na".split(" "));
/** Words that point back to something named before. */
const pointing = new Set("it that this them hiyo hilo hii hizo".split(" "));
/** Words naming an interview. */
const interviewWords = new Set("interview interviews panel usaili mahojiano".split(" "));
/** How many filler words may stand between "help" and the verb, or the verb and "me". */
const MAX_FILLERS = 2;

/** Words opening what is prepared, when it is a thing: "help me prepare my CV". */
const objects = new Set("my the a an our your it this that them his her".split(" "));

/** Someone the visitor asks for ("prepare him", "get my daughter ready"). */
const others = new Set("him them".split(" "));
/** Whom a parent or relative asks for: "prepare my son", "coach our daughter". */
const relatives = new Set(
  "son sons daughter daughters child children kid kids nephew niece brother sister cousin".split(
    " ",
  ),
);
/** Words after "her" that make it the person ("prepare her for it"), not whose ("her CV"). */
const afterPerson = new Set("for to ready kwa".split(" "));

/**
 * Whether the words at `k` name a person to be readied, the visitor or someone they ask for:
 * "me", "him", "her for", "my son", "our daughter Cheptoo".
 */
function personAt(tokens: readonly string[], k: number): boolean {
  const word = tokens[k] ?? "";
  if (visitor.has(word) || others.has(word)) return true;
  if (word === "her") return afterPerson.has(tokens[k + 1] ?? "");
  return (word === "my" || word === "our") && relatives.has(tokens[k + 1] ?? "");
}

/**
 * "prepare me", "get me ready", "help me prepare", "kuniandaa", "prepare my son": the visitor,
 * or someone they ask for, is to be readied.
 */
function readiesVisitor(tokens: readonly string[], i: number): boolean {
  if (preparingMe.has(tokens[i]!)) return true;
  if (!preparing.has(tokens[i]!)) return false;
  if (personAt(tokens, i + 1)) return true;
  // "get my nephew ready": the person between "get" and "ready".
  if (tokens[i] === "ready" && tokens[i - 3] === "get" && personAt(tokens, i - 2)) return true;
  if (objects.has(tokens[i + 1] ?? "")) return false;
  // "help me (to) prepare", "help me get ready", "get me ready".
  let me = false;
  for (let k = i - 1; k >= 0 && k >= i - 1 - MAX_FILLERS; k--) {
    if (isHelp(tokens[k]!) || (me && tokens[k] === "get")) return true;
    if (!helpFillers.has(tokens[k]!)) return false;
    me ||= visitor.has(tokens[k]!);
  }
  return false;
}

/** Whether the words after the verb at `i` point back ("for it", "kwa hiyo"). */
function pointsBack(tokens: readonly string[], i: number): boolean {
  let k = i + 1;
  while (k <= i + MAX_FILLERS && visitor.has(tokens[k] ?? "")) k++;
  return forWords.has(tokens[k] ?? "") && pointing.has(tokens[k + 1] ?? "");
}

/**
 * The index of a request to be readied for an interview: with an interview named in the
 * message, any such request; else (`namedBefore`: the chat named one) only one pointing back.
 */
export function preparedForInterview(
  tokens: readonly string[],
  namedBefore = false,
): number | undefined {
  const named = tokens.some((t) => interviewWords.has(t));
  if (!named && !namedBefore) return undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (readiesVisitor(tokens, i) && (named || pointsBack(tokens, i))) return i;
    // "I'd like coaching for that as well": the noun, pointing back.
    if (preparation.has(tokens[i]!) && pointsBack(tokens, i)) return i;
  }
  return undefined;
}

/** Whether any of the visitor's earlier messages named an interview. */
export function interviewNamedIn(messages: readonly string[]): boolean {
  return messages.some((m) => words(m).some((t) => interviewWords.has(t)));
}
