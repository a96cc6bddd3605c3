import {
  type AgreementFinding,
  baseOf,
  clauses,
  determiners,
  finding,
  functionWords,
  isPluralNoun,
  pluralVerbs,
  prepositions,
  singularVerbs,
  type Word,
  words,
} from "./agreement";
import { pluralVerbForms, singularVerbForms, thirdPerson } from "./cv-verbs";
import type { Line } from "./markdown-lines";

/**
 * Subjects whose number comes from the words that join them, not from a noun's ending: two
 * things joined by "and" ("The matron and the ward clerk check"), "each ... and every ..."
 * (singular), "neither ... nor ..." (the nearer noun), a plural in "one of the nurses who run",
 * and a plural of people without -s ("the staff who were"). Each rule reads only noun phrases
 * that open on a determiner, so "the head of finance and administration signs" (one post) and
 * "bread and butter" are left alone.
 */

/** What opens an object after a verb: "loads the lorry", "sign every cheque". */
const objectOpener =
  /^(?:the|a|an|all|every|each|our|his|her|their|its|my|this|these|those|up|out|to|on|in|at|off|\d.*)$/i;

/** An -s verb: one of the known ones, or any -s word before what opens its object. */
function singularVerbAt(ws: Word[], i: number): boolean {
  const w = ws[i];
  if (!w) return false;
  if (w.lower in singularVerbs || singularVerbForms.has(w.lower)) return true;
  return /^\p{Ll}{3,}[^s]s$/u.test(w.text) && objectOpener.test(ws[i + 1]?.text ?? "");
}

/**
 * A plural verb: are, were, have, do, or a known verb's base before its object; after a noun
 * phrase that must end before its verb ("the secretary sign the minutes"), any plain word there.
 */
function pluralVerbAt(ws: Word[], i: number, afterPhrase = false): boolean {
  const w = ws[i];
  if (!w) return false;
  if (w.lower in pluralVerbs) return true;
  const known = pluralVerbForms.has(w.lower) || (afterPhrase && /^\p{Ll}{3,}$/u.test(w.text));
  const plain = !/(?:s|ed|ing|ly)$/.test(w.lower);
  return known && plain && objectOpener.test(ws[i + 1]?.text ?? "");
}

const singularOf = (verb: string) =>
  pluralVerbs[verb.toLowerCase()] ?? thirdPerson(verb.toLowerCase());

/** A noun of a phrase: not a function word, a particle ("off"), a participle or an -ing form. */
const nounWord = (w: Word | undefined) =>
  w !== undefined &&
  /^\p{Ll}+$/u.test(w.text) &&
  !functionWords.has(w.lower) &&
  !prepositions.has(w.lower) &&
  !/^(?:off|up|out|down|away|back)$/.test(w.lower) &&
  !/(?:ed|ing)$/.test(w.lower);

/**
 * A noun phrase opening on a determiner at `from` ("the ward clerk", "his assistant"): the index
 * of the word after it and its last noun. The phrase ends at the first word that is not a noun;
 * "I" is a phrase of its own.
 */
function determinedPhrase(
  ws: Word[],
  from: number,
  stop: (i: number) => boolean,
): { end: number; head: Word } | null {
  const first = ws[from];
  if (first?.text === "I") return { end: from + 1, head: first };
  if (!first || !determiners.has(first.lower) || first.lower === "all") return null;
  let i = from + 1;
  while (i < from + 4 && nounWord(ws[i]) && !stop(i)) i += 1;
  const head = ws[i - 1];
  return i > from + 1 && head ? { end: i, head } : null;
}

/** "The matron and the ward clerk checks", "My supervisor and I was": a plural subject. */
function joinedPhrases(clause: Word[]): AgreementFinding[] {
  const from = clause[0]?.lower === "both" ? 1 : 0;
  const first = determinedPhrase(clause, from, (i) => singularVerbAt(clause, i));
  if (!first || clause[first.end]?.lower !== "and") return [];
  const second = determinedPhrase(clause, first.end + 1, (i) => singularVerbAt(clause, i));
  const verb = second && clause[second.end];
  if (!second || !verb || !singularVerbAt(clause, second.end)) return [];
  const fix = baseOf(verb.text);
  const subject = `${first.head.text} and ${second.head.text}`;
  return fix ? [finding(verb, fix, subject)] : [];
}

/** "Each cashier and every teller have": each thing on its own takes a singular verb. */
function eachAndEvery(clause: Word[]): AgreementFinding[] {
  const [first, noun, and, second] = clause;
  if (!/^(?:each|every)$/.test(first?.lower ?? "") || !nounWord(noun)) return [];
  if (and?.lower !== "and" || !/^(?:each|every)$/.test(second?.lower ?? "")) return [];
  let i = 4;
  while (i < 7 && nounWord(clause[i]) && !pluralVerbAt(clause, i)) i += 1;
  const verb = clause[i];
  if (i === 4 || !verb || !pluralVerbAt(clause, i)) return [];
  return [finding(verb, singularOf(verb.text), `${noun?.text} and ${clause[i - 1]?.text}`)];
}

/** "Neither the driver nor the clerk were": the verb takes the number of the nearer noun. */
function neitherNor(clause: Word[]): AgreementFinding[] {
  const opener = clause[0]?.lower;
  if (opener !== "neither" && opener !== "either") return [];
  const link = opener === "neither" ? "nor" : "or";
  const at = clause.findIndex((w, i) => i > 1 && i < 6 && w.lower === link);
  const stop = (i: number) => pluralVerbAt(clause, i, true);
  const near = at < 0 ? null : determinedPhrase(clause, at + 1, stop);
  const verb = near && clause[near.end];
  if (!near || !verb || isPluralNoun(near.head, false) || !stop(near.end)) return [];
  return [finding(verb, singularOf(verb.text), near.head.text)];
}

/** People with no -s that are always many: "the staff who were". */
const peopleWithoutS = /^(?:staff|people|personnel|police|children|men|women)$/;

/** The singular verb of a relative clause in the plural: was -> were, runs -> run. */
function relativeVerb(ws: Word[], i: number, subject: string): AgreementFinding[] {
  const verb = ws[i];
  if (!verb || !(verb.lower in singularVerbs || singularVerbForms.has(verb.lower))) return [];
  const fix = baseOf(verb.text);
  return fix ? [finding(verb, fix, subject)] : [];
}

/**
 * "the staff who was", "one of the nurses who runs": the relative clause's verb agrees with a
 * plural. "The only one of the nurses who runs" is about the one, and is left alone.
 */
function pluralRelatives(line: Line): AgreementFinding[] {
  const ws = words(line.text, line.start);
  return ws.flatMap((w, i) => {
    const noun = ws[i - 1];
    if (!noun || w.lower !== "who") return [];
    const between = line.text.slice(
      noun.start + noun.text.length - line.start,
      w.start - line.start,
    );
    if (!/^\s+$/.test(between)) return [];
    if (peopleWithoutS.test(noun.lower)) return relativeVerb(ws, i + 1, noun.text);
    // "one of the nurses who": "one of", a determiner, up to two describing words, the plural.
    // Things ("one of the products that includes") are left to the writer: usage is split.
    const of = ws.findIndex((b, j) => j >= i - 5 && j < i - 2 && b.lower === "of");
    const one = ws[of - 1];
    const only = /^(?:only|single)$/.test(ws[of - 2]?.lower ?? "");
    const phrase = ws.slice(of + 2, i - 1);
    if (of < 0 || one?.lower !== "one" || only || !determiners.has(ws[of + 1]?.lower ?? ""))
      return [];
    if (!isPluralNoun(noun, false) || !phrase.every(nounWord)) return [];
    return relativeVerb(ws, i + 1, noun.text);
  });
}

/**
 * "a form that books the slots and send reminders": a relative clause whose verb is singular
 * keeps that number in a verb joined to it by "and".
 */
function joinedInRelative(clause: Word[]): AgreementFinding[] {
  // "that is passed ... and return": after an auxiliary the joined verb may be its participle's.
  const at = clause.findIndex(
    (w, i) =>
      /^(?:that|which|who)$/.test(w.lower) &&
      singularVerbAt(clause, i + 1) &&
      !((clause[i + 1] as Word).lower in singularVerbs),
  );
  if (at < 0) return [];
  for (let i = at + 3; i < Math.min(at + 12, clause.length - 1); i += 1) {
    const w = clause[i] as Word;
    if (/^(?:who|that|which|where|when|while|because|I|we|they|he|she)$/i.test(w.text)) return [];
    // "allows the user to enter and submit": verbs of an infinitive.
    if (w.lower === "to") return [];
    if (w.lower !== "and") continue;
    const verb = clause[i + 1] as Word;
    const next = clause[i + 2];
    const base = pluralVerbForms.has(verb.lower) && !(verb.lower in pluralVerbs);
    const object = next !== undefined && !prepositions.has(next.lower) && next.lower !== "and";
    return base && object
      ? [finding(verb, thirdPerson(verb.lower), clause[at - 1]?.text ?? "")]
      : [];
  }
  return [];
}

export function compoundAgreementFindings(prose: Line[]): AgreementFinding[] {
  return prose.flatMap((line) => [
    ...pluralRelatives(line),
    ...clauses(line).flatMap((ws) => [
      ...joinedPhrases(ws),
      ...eachAndEvery(ws),
      ...neitherNor(ws),
      ...joinedInRelative(ws),
    ]),
  ]);
}
