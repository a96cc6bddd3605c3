import {
  type AgreementFinding,
  baseOf,
  endsInEd,
  finding,
  functionWords,
  isPluralNoun,
  pluralInMeaning,
  type Word,
  words,
} from "./agreement";
import { verbOnlyS } from "./apostrophes";
import { pluralVerbForms, singularVerbForms, thirdPerson } from "./cv-verbs";
import type { Line } from "./markdown-lines";

/**
 * Subjects whose verb stands past a relative clause, and counts before "of whom": "The share of
 * mothers who deliver here have grown" (the share has), "The four schools that I have inspected
 * has passed" (the schools have), "The drivers, who start at six, reports" (the drivers report),
 * "30 of whom has joined" (30 have), "The new borehole now serve" (it serves). Each rule reads a
 * subject that opens its sentence on a determiner and a verb it can be sure of: an auxiliary
 * before its participle, or an -s verb right after the clause's closing comma.
 */

const opener = /^(?:the|our|my|their|his|her|this|these|those|its)$/;
/** Heads that count one thing whatever follows "of": "the share of patients has". */
const oneQuantity =
  /^(?:share|proportion|percentage|number|rate|ratio|price|cost|value|level|average|amount)$/;
const singularAux: Record<string, string> = { has: "have", was: "were", is: "are" };
const pluralAux: Record<string, string> = { have: "has", were: "was", are: "is" };
const relative = /^(?:who|that|which)$/;
const irregularParticiples = new Set(
  `been done gone risen fallen grown held won kept paid made built taken given seen shown known
  become begun brought bought caught chosen drawn driven eaten felt found got gotten heard hidden
  left led lost met put read run sent set spent stood taught told thought understood written
  broken spoken stolen sold`.split(/\s+/),
);
const isVerbWord = (w: Word) =>
  w.lower in singularAux ||
  w.lower in pluralAux ||
  pluralVerbForms.has(w.lower) ||
  singularVerbForms.has(w.lower) ||
  endsInEd(w);
const participle = (w: Word | undefined) =>
  w !== undefined && (endsInEd(w) || irregularParticiples.has(w.lower));

/** The sentences of a line, cut at full stops and semicolons (not in "2.5"). */
function sentences(line: Line): Word[][] {
  return [...line.text.matchAll(/(?:[^.;:!?]|(?<=\d)\.(?=\d))+/g)].map((m) =>
    words(m[0], line.start + m.index),
  );
}

/** The subject's head: the noun before "of" or before the relative clause, and where it ends. */
function subjectHead(ws: Word[]): { head: Word; after: number; quantity: boolean } | null {
  if (!opener.test(ws[0]?.lower ?? "")) return null;
  let i = 1;
  while (i < 5 && ws[i] && !functionWords.has((ws[i] as Word).lower)) i += 1;
  const head = ws[i - 1];
  if (i === 1 || !head || !/^\p{Ll}[\p{Ll}-]*$/u.test(head.text)) return null;
  const quantity = ws[0]?.lower === "the" && oneQuantity.test(head.lower);
  if (ws[i]?.lower !== "of") return { head, after: i, quantity: false };
  if (!quantity) return null;
  // "the share of staff", "the rate of the county's clinics": the phrase after "of", up to the clause.
  let j = i + 1;
  while (j < i + 5 && ws[j] && !relative.test((ws[j] as Word).lower)) j += 1;
  return { head, after: j, quantity };
}

/** Plural, singular or unknown (a collective, a name): the number of a subject's head. */
function numberOf(head: Word, quantity: boolean): "one" | "many" | null {
  if (quantity) return "one";
  if (isPluralNoun(head, false)) return "many";
  if (/s$/.test(head.lower) || pluralInMeaning.has(head.lower) || /ing$/.test(head.lower))
    return null;
  return "one";
}

/** "The wells that I have supervised has reached": the auxiliary after the relative clause. */
function acrossRelative(ws: Word[]): AgreementFinding[] {
  const subject = subjectHead(ws);
  if (!subject || !relative.test(ws[subject.after]?.lower ?? "")) return [];
  const number = numberOf(subject.head, subject.quantity);
  if (!number) return [];
  const from = subject.after + 2;
  // The last auxiliary before a participle, the relative clause's own verb standing before it.
  let at = -1;
  for (let k = from; k < Math.min(from + 14, ws.length - 1); k += 1) {
    const w = ws[k] as Word;
    // "for Makueni and Samburu": an "and" between names stays in the clause.
    const names = w.lower === "and" && /^\p{Lu}/u.test(ws[k + 1]?.text ?? "");
    if (/^(?:and|but|or|because|while|where|when)$/.test(w.lower) && !names) break;
    if ((w.lower in singularAux || w.lower in pluralAux) && participle(ws[k + 1])) at = k;
  }
  const verb = ws[at];
  // The relative clause has a verb of its own before it: "who deliver", "that I have inspected".
  const own = ws
    .slice(subject.after + 1, at)
    .some((w, k) => (k === 0 && ws[subject.after]?.lower === "who") || isVerbWord(w));
  if (!verb || !own) return [];
  const fix = number === "one" ? pluralAux[verb.lower] : singularAux[verb.lower];
  return fix ? [finding(verb, fix, subject.head.text)] : [];
}

/** "The drivers, who start at six, reports to me": the verb after the clause's closing comma. */
function afterEnclosedRelative(line: Line): AgreementFinding[] {
  const pattern =
    /(?:^|[.;]\s+)(?<subject>(?:The|Our|My|Their|the|our|my|their)(?:\s+[\p{Ll}-]+){1,3}),\s+(?:who|which)\s[^,.;]{3,80},\s+(?<verb>\p{Ll}+)/dgu;
  return [...line.text.matchAll(pattern)].flatMap((m) => {
    const subject = words(m.groups?.subject ?? "", 0);
    const head = subject[subject.length - 1];
    const at = m.indices?.groups?.verb;
    const verbText = m.groups?.verb ?? "";
    if (!head || !at || subject.slice(1).some((w) => functionWords.has(w.lower))) return [];
    const verb = { text: verbText, lower: verbText, start: line.start + at[0] };
    const many = isPluralNoun(head, false);
    if (many && (verb.lower in singularAux || singularVerbForms.has(verb.lower))) {
      const fix = singularAux[verb.lower] ?? baseOf(verb.text);
      return fix ? [finding(verb, fix, head.text)] : [];
    }
    return [];
  });
}

const counts =
  /^(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|some|many|most|all|both|several|half)$/i;

/** "40 volunteers, 30 of whom has joined": a count of people or things takes a plural verb. */
function countOfWhom(ws: Word[]): AgreementFinding[] {
  return ws.flatMap((w, i) => {
    const verb = ws[i + 3];
    if (!counts.test(w.text) || ws[i + 1]?.lower !== "of") return [];
    if (!/^(?:whom|which|them|these|those)$/.test(ws[i + 2]?.lower ?? "") || !verb) return [];
    const fix = singularAux[verb.lower];
    return fix ? [finding(verb, fix, `${w.text} of ${ws[i + 2]?.text}`)] : [];
  });
}

const adverbs = /^(?:now|also|still|currently|regularly|usually|often|already|always)$/;
/** What opens a verb's object: "serve 4,000 people", "supply the town". */
const objectStart = /^(?:\d.*|the|a|an|all|every|each|our|its|their|his|her|more|over|about)$/i;

/** "The new borehole now serve 4,000 people": a singular subject, an adverb, a plural verb. */
function singularBeforeAdverb(ws: Word[]): AgreementFinding[] {
  if (!opener.test(ws[0]?.lower ?? "") || /^(?:these|those|their)$/.test(ws[0]?.lower ?? ""))
    return [];
  const at = ws.findIndex((w, i) => i > 1 && i < 5 && adverbs.test(w.lower));
  const head = ws[at - 1];
  const verb = ws[at + 1];
  if (!head || !verb || ws.slice(1, at).some((w) => functionWords.has(w.lower))) return [];
  if (numberOf(head, false) !== "one" || !/^\p{Ll}+$/u.test(head.text)) return [];
  if (!pluralVerbForms.has(verb.lower) || endsInEd(verb)) return [];
  if (!objectStart.test(ws[at + 2]?.text ?? "")) return [];
  return [finding(verb, thirdPerson(verb.lower), head.text)];
}

/** "before the lorries leaves", "until the pupils arrives": a plural and a verb-only -s form. */
const pluralThenVerb =
  /\b(?:before|after|until|till|when|once|because|if|unless|while|where|since|as)\s+(?:the|our|their|my|all)\s+(?<noun>\p{Ll}{3,}s)\s+(?<verb>\p{Ll}+s)\b/dgu;

function pluralBeforeVerbOnly(line: Line): AgreementFinding[] {
  return [...line.text.matchAll(pluralThenVerb)].flatMap((m) => {
    const noun = m.groups?.noun ?? "";
    const verbText = m.groups?.verb ?? "";
    const at = m.indices?.groups?.verb;
    const nounWord = { text: noun, lower: noun, start: 0 };
    if (!at || !verbOnlyS.test(verbText) || !isPluralNoun(nounWord, false)) return [];
    const fix = baseOf(verbText) ?? verbText.slice(0, /(?:sh|ch|x|ss)es$/.test(verbText) ? -2 : -1);
    const verb = { text: verbText, lower: verbText, start: line.start + at[0] };
    return fix ? [finding(verb, fix, noun)] : [];
  });
}

export function headAgreementFindings(prose: Line[]): AgreementFinding[] {
  return prose.flatMap((line) => [
    ...afterEnclosedRelative(line),
    ...pluralBeforeVerbOnly(line),
    ...sentences(line).flatMap((ws) => [
      ...acrossRelative(ws),
      ...countOfWhom(ws),
      ...singularBeforeAdverb(ws),
    ]),
  ]);
}
