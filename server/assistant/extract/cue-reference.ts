/**
 * An interview named early in a message and asked to be prepared for later by a word that
 * points back to it: "... a video interview with a panel, so prepare me for that too", "help me
 * get ready for it", "nisaidie kujiandaa kwa hiyo". The request is the interview coaching, and
 * it is made where the pointing word is, so it comes in the order the visitor asked.
 */

/** Verbs of getting someone ready: "prepare me", "coach me", "get ready", "kujiandaa". */
const preparing = new Set(
  "prepare prep coach train ready rehearse practise practice kujiandaa kuniandaa niandae mniandae tuandae".split(
    " ",
  ),
);
/** Words between the verb and what it points back to ("prepare me well for it"). */
const between = new Set("me us well properly fully".split(" "));
/** "For" in English and Swahili, before the pointing word. */
const forWords = new Set("for kwa".split(" "));
/** Words that point back to something named before. */
const pointing = new Set("it that this them hiyo hilo hii hizo".split(" "));
/** Words naming an interview, the thing pointed back to. */
const interviews = new Set("interview interviews panel usaili mahojiano".split(" "));
/** How many words between the verb and "for" at most ("prepare me well for"). */
const MAX_BETWEEN = 2;

/** The index of the verb of such a request, when an interview was named before it. */
export function preparedForInterview(tokens: readonly string[]): number | undefined {
  const firstInterview = tokens.findIndex((t) => interviews.has(t));
  if (firstInterview < 0) return undefined;
  for (let i = firstInterview + 1; i < tokens.length; i++) {
    if (!preparing.has(tokens[i]!)) continue;
    let k = i + 1;
    while (k <= i + MAX_BETWEEN && between.has(tokens[k] ?? "")) k++;
    if (forWords.has(tokens[k] ?? "") && pointing.has(tokens[k + 1] ?? "")) return i;
  }
  return undefined;
}
