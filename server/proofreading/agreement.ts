import { baseVerbForms, looksLikeVerb, thirdPerson, thirdPersonVerbForms } from "./cv-verbs";
import { isKenyanWord } from "./kenyan-lexicon";
import type { Line, Span } from "./markdown-lines";

/**
 * Subject-verb agreement where the subject is plain without a parser: a pronoun ("he have"), a
 * plural noun opening the clause ("Responsibilities includes", "The clerks I train keeps"), "each
 * of" ("Each of the clinics are"), a singular noun's relative clause ("a tracker that alert") and a
 * verb joined to "I" ("I audit ... and writes"). A collective noun takes either verb in British
 * English ("the team were"), so a singular subject with a plural verb is left alone; anything the
 * check cannot read is left alone too.
 */
export type AgreementFinding = { span: Span; word: string; fix: string; subject: string };

type Word = { text: string; lower: string; start: number };

const words = (text: string, offset: number): Word[] =>
  [...text.matchAll(/[\p{L}\d][\p{L}\d'’-]*/gu)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: offset + m.index,
  }));

/**
 * A clause: a line cut at punctuation. A line that opens in lower case continues a wrapped
 * paragraph, so its first clause has no subject of its own to judge.
 */
function clauses(line: Line): Word[][] {
  const found: Word[][] = [];
  for (const m of line.text.matchAll(/[^.;:!?,()`]+/g)) {
    const ws = words(m[0], line.start + m.index);
    const continued = m.index === 0 && !line.bullet && /^\p{Ll}/u.test(ws[0]?.text ?? "");
    if (!continued) found.push(ws);
  }
  return found;
}

const singularVerbs: Record<string, string> = { was: "were", has: "have", is: "are", does: "do" };
const auxBefore = new Set(
  "do does did can could will would shall should may might must to that if not let make made help helped saw see".split(
    " ",
  ),
);
const determiners = new Set(
  "the our my his her their its your these those all both many several most some".split(" "),
);
const numbers =
  /^(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)$/i;
const functionWords = new Set(
  `a an and or but of in on at to for from by with into over under about as than then that which
  who whom whose where when while this it he she they we you i me us them is are was were be been
  has have had do does did not no so what how why there here also only just even still yet`.split(
    /\s+/,
  ),
);
const prepositions = new Set("in from at on across within under of".split(" "));
const subjectPronouns = new Set(["i", "we", "they", "you"]);
/** Singular nouns and names that end in s. */
const singularInS = new Set(
  `news series species means thanks lens gas bus canvas bias atlas alias premises headquarters whereabouts
  moses james charles agnes collins evans amos enos thomas nicholas douglas festus silas elias lucas
  marcus mathias tobias jesus carlos williams andrews edwards roberts peters richards matthews`.split(
    /\s+/,
  ),
);

/** A plural noun by its form: "officers", "Responsibilities"; not "status", "analysis", "Moses". */
function isPluralNoun(w: Word, clauseStart: boolean): boolean {
  if (!/^\p{L}{3,}s$/u.test(w.text) || /(?:ss|us|is|ics|ous)$/.test(w.lower)) return false;
  if (singularInS.has(w.lower) || thirdPersonVerbForms.has(w.lower)) return false;
  // A capitalised word opening a clause may be a name: "Gladys", "Dorcas", "Collins".
  if (/^\p{Lu}/u.test(w.text))
    return clauseStart && !isKenyanWord(w.text) && !/(?:ys|as|os|ns)$/.test(w.lower);
  return true;
}

const singularVerb = (w: Word | undefined) =>
  w !== undefined && (w.lower in singularVerbs || thirdPersonVerbForms.has(w.lower));
/** Stricter: after "and", "reports the figures" is a verb, "reports for the board" a noun. */
const determinedObject =
  /^(?:the|a|an|its|their|his|her|our|my|your|this|these|those|every|each|all|it|them|\d.*|\p{Lu}.*)$/u;

function baseOf(verb: string): string {
  const be = singularVerbs[verb.toLowerCase()];
  if (be) return be;
  if (verb.endsWith("ies")) return `${verb.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

const finding = (w: Word, fix: string, subject: string): AgreementFinding => ({
  span: { start: w.start, end: w.start + w.text.length },
  word: w.text,
  fix,
  subject,
});

/**
 * Where a plural subject's verb must stand: right after it, after "I train", after a place ("in
 * Nakuru and Kisii"), or after a short phrase ("of the survey") when the verb is was/has/is/does.
 */
function verbAfterPlural(ws: Word[], head: number): number {
  const next = ws[head + 1];
  if (!next) return -1;
  if (subjectPronouns.has(next.lower) && ws[head + 2] && !auxBefore.has(ws[head + 2]?.lower ?? ""))
    return head + 3;
  if (!prepositions.has(next.lower)) return head + 1;
  const isName = (w: Word | undefined) =>
    w !== undefined && (/^\p{Lu}/u.test(w.text) || /^(?:and|the|\d+)$/.test(w.lower));
  let at = head + 2;
  while (at < head + 7 && isName(ws[at])) at += 1;
  if (at > head + 2 && singularVerb(ws[at])) return at;
  at = head + 2 + (determiners.has(ws[head + 2]?.lower ?? "") ? 1 : 0);
  for (const end = at + 3; at < end && ws[at]; at += 1) {
    const w = ws[at];
    if (w && w.lower in singularVerbs) return at;
    if (!w || functionWords.has(w.lower) || /ed$/.test(w.lower)) return -1;
  }
  return -1;
}

function pluralSubject(ws: Word[]): AgreementFinding[] {
  let at = 0;
  const first = ws[0];
  if (first && (determiners.has(first.lower) || numbers.test(first.text))) at = 1;
  for (let head = at; head < Math.min(at + 4, ws.length); head += 1) {
    const w = ws[head];
    // "Removing old files is": a gerund's object is not the subject.
    if (!w || functionWords.has(w.lower) || singularVerb(w) || w.lower.endsWith("ing")) return [];
    if (!isPluralNoun(w, head === 0)) continue;
    const verb = ws[verbAfterPlural(ws, head)];
    if (!verb || !singularVerb(verb)) continue;
    const after = ws[verbAfterPlural(ws, head) + 1];
    if (!(verb.lower in singularVerbs) && looksLikeVerb(after?.text)) return [];
    return [finding(verb, baseOf(verb.text), w.text)];
  }
  return [];
}

function pronounVerb(ws: Word[]): AgreementFinding[] {
  return ws.flatMap((w, i) => {
    const next = ws[i + 1];
    if (!next || auxBefore.has(ws[i - 1]?.lower ?? "")) return [];
    if (/^(?:he|she|it)$/.test(w.lower) && next.lower === "have")
      return [finding(next, "has", w.text)];
    if (/^(?:i|we|you|they)$/.test(w.lower) && next.lower === "has")
      return [finding(next, "have", w.text)];
    if (/^(?:we|you|they)$/.test(w.lower) && next.lower === "was")
      return [finding(next, "were", w.text)];
    return [];
  });
}

/** Words that open a clause with a subject of its own. */
const newSubject = new Set(
  "that which who whom whose where when while because if as he she it they we you".split(" "),
);

/** "I audit the accounts and writes the report": the second verb still has "I" for subject. */
function verbJoinedToI(ws: Word[]): AgreementFinding[] {
  if (ws[0]?.text !== "I") return [];
  for (let i = 1; i < ws.length - 1; i += 1) {
    const w = ws[i];
    const next = ws[i + 1];
    if (!w || !next || newSubject.has(w.lower)) return [];
    if (w.lower !== "and" || !singularVerb(next) || next.lower === "was") continue;
    const after = ws[i + 2];
    if (next.lower in singularVerbs || (after && determinedObject.test(after.text)))
      return [finding(next, baseOf(next.text), "I")];
  }
  return [];
}

/** "Each of the clinics are": "each" takes a singular verb. */
function eachOf(ws: Word[]): AgreementFinding[] {
  const at = ws.findIndex((w, i) => /^(?:each|one)$/.test(w.lower) && ws[i + 1]?.lower === "of");
  if (at < 0) return [];
  for (let i = at + 2; i < Math.min(at + 7, ws.length); i += 1) {
    const w = ws[i];
    const plural: Record<string, string> = { are: "is", were: "was", have: "has" };
    if (w && plural[w.lower])
      return i > at + 3 ? [finding(w, plural[w.lower] ?? "", ws[at]?.text ?? "")] : [];
    if (w && functionWords.has(w.lower) && w.lower !== "the" && w.lower !== "of") return [];
  }
  return [];
}

/** "a tracker that alert": a singular noun's relative clause takes a singular verb. */
function singularRelative(ws: Word[]): AgreementFinding[] {
  return ws.flatMap((w, i) => {
    const noun = ws[i - 1];
    const article = ws
      .slice(Math.max(0, i - 4), i - 1)
      .some((a) => /^(?:a|an|each|every)$/.test(a.lower));
    const verb = ws[i + 1];
    if (!/^(?:that|which|who)$/.test(w.lower) || !noun || !verb || !article) return [];
    if (noun.lower.endsWith("s") || functionWords.has(noun.lower) || !baseVerbForms.has(verb.lower))
      return [];
    const between = ws.slice(
      ws.findIndex((a, j) => j >= i - 4 && /^(?:a|an|each|every)$/.test(a.lower)) + 1,
      i - 1,
    );
    if (between.some((b) => functionWords.has(b.lower))) return [];
    return [finding(verb, thirdPerson(verb.lower), noun.text)];
  });
}

export function agreementFindings(prose: Line[]): AgreementFinding[] {
  return prose.flatMap((line) =>
    clauses(line).flatMap((ws) => [
      ...pluralSubject(ws),
      ...pronounVerb(ws),
      ...verbJoinedToI(ws),
      ...eachOf(ws),
      ...singularRelative(ws),
    ]),
  );
}
