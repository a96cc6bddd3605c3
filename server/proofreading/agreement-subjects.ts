import {
  type AgreementFinding,
  baseOf,
  clauses,
  determiners,
  endsInEd,
  finding,
  functionWords,
  isContent,
  isPluralNoun,
  numbers,
  pluralInMeaning,
  pluralSubject,
  prepositions,
  singularVerb,
  singularVerbs,
  timeNouns,
  type Word,
  words,
} from "./agreement";
import { pluralVerbForms, thirdPerson } from "./cv-verbs";
import type { Line } from "./markdown-lines";
import { wordTable } from "./word-table";

/**
 * Subjects the plain checks in agreement.ts do not reach: a clause after "where", "so", "and";
 * two nouns joined by "and"; a system's acronym; a unit of an organisation; ", which" after a
 * singular noun. Each rule judges only the words that
 * settle it, and leaves a collective of people ("the board meet") to British usage.
 */

/** Words that open a clause before its subject: "where the works is", "so the files was". */
const clauseOpeners = new Set(
  "where when while because as although though so and but since if once how whether that".split(
    " ",
  ),
);

/** "Last year", "This month", "In 2023": a time set before the subject. */
function timeBefore(ws: Word[]): number {
  const [first, second] = ws;
  if (
    /^(?:last|this|next|every|each)$/.test(first?.lower ?? "") &&
    timeNouns.test(second?.lower ?? "")
  )
    return 2;
  return first?.lower === "in" && /^(?:19|20)\d{2}$/.test(second?.text ?? "") ? 2 : 0;
}

/** The clause without the conjunction or the time that opens it. */
function withoutOpener(ws: Word[]): Word[] {
  const rest = ws[0] && clauseOpeners.has(ws[0].lower) ? ws.slice(1) : ws;
  return rest.slice(timeBefore(rest));
}

/**
 * "Over that period the clinic's waiting time ... have": a clause opening on a phrase of time or
 * place, its subject from the first "the", "our" or "my" after a noun.
 */
function afterLeadingPhrase(ws: Word[]): Word[] {
  if (!/^(?:in|over|during|at|by|after|before|within|across|for)$/.test(ws[0]?.lower ?? ""))
    return [];
  const at = ws.findIndex(
    (w, i) => i > 1 && i < 6 && /^(?:the|our|my|their|its)$/.test(w.lower) && isContent(ws[i - 1]),
  );
  return at < 0 ? [] : ws.slice(at);
}

/** Is, was, has: the singular verbs a joined subject is sure to disagree with. */
const surelySingular = (w: Word | undefined) => w !== undefined && w.lower in singularVerbs;

/** "The minutes and project files is": two nouns joined by "and" take a plural verb. */
export function joinedSubject(ws: Word[]): AgreementFinding[] {
  const start = determiners.has(ws[0]?.lower ?? "") ? 1 : 0;
  const and = ws.findIndex((w, i) => i > start && w.lower === "and");
  if (and < 0 || and > start + 3) return [];
  const before = ws.slice(start, and);
  if (!before.every(isContent) || !before.some((w) => isPluralNoun(w, false))) return [];
  for (let i = and + 1; i < Math.min(and + 5, ws.length); i += 1) {
    const w = ws[i];
    if (surelySingular(w) && w && i > and + 1)
      return [finding(w, baseOf(w.text), `${ws[start]?.text} and ${ws[i - 1]?.text}`)];
    // "audit files": in a noun phrase a verb form is a noun ("audit", "files").
    const noun = w !== undefined && !functionWords.has(w.lower);
    if (!noun && !determiners.has(w?.lower ?? "")) return [];
  }
  return [];
}

/** "how IFMIS are used": a system's or body's acronym names one thing. */
export function acronymSubject(ws: Word[]): AgreementFinding[] {
  return ws.flatMap((subject, i) => {
    const verb = ws[i + 1];
    const before = ws[i - 1];
    if (!verb || !/^\p{Lu}{2,}S$/u.test(subject.text)) return [];
    if (before && !clauseOpeners.has(before.lower)) return [];
    const fix = beToOne[verb.lower];
    return fix ? [finding(verb, fix, subject.text)] : [];
  });
}

/**
 * Units of an organisation, which a careful CV treats as one body ("Our unit has", "the
 * department is"); a collective of people (team, board, committee, staff) may take either.
 */
const units =
  /^(?:unit|department|section|division|directorate|branch|office|hospital|clinic|ward|ministry|company|firm|organisation|organization|sacco|bank|school|county|agency|authority|programme|project)$/;
const pluralAuxiliaries = wordTable({ have: "has", are: "is", were: "was" });
const beToOne = wordTable({ are: "is", were: "was" });

/** "Our unit have reduced": a unit of an organisation with have, are or were. */
export function unitSubject(ws: Word[]): AgreementFinding[] {
  const [det, ...rest] = ws;
  if (!det || !determiners.has(det.lower)) return [];
  const head = rest.findIndex((w) => !isContent(w) || units.test(w.lower));
  const noun = rest[head];
  const verb = rest[head + 1];
  if (!noun || !verb || !units.test(noun.lower) || head > 2) return [];
  const fix = pluralAuxiliaries[verb.lower];
  return fix ? [finding(verb, fix, noun.text)] : [];
}

/** Verbs of what a thing holds, in the base form: "include", "contain", "comprise". */
const contentsBases = /^(?:include|contain|comprise|consist|exceed)$/;

/** Heads that take the number of the noun after "of": "the majority of staff are". */
const quantityHeads =
  /^(?:majority|number|lot|lots|range|variety|bulk|rest|most|half|percentage|proportion|couple|total|series|group|team|set|handful|number|minority|third|quarter|share|all|some|none|many|few|several|each|one|any|kind|type|sort)$/;

/**
 * "The list of approved suppliers are", "The suppression rate of the 6,000 patients have", "The
 * chapter on leave and transfers were": the noun before the phrase is the subject; a singular head
 * takes is, was, has, however plural the phrase after it.
 */
export function singularHeadOfPhrase(ws: Word[]): AgreementFinding[] {
  const [det] = ws;
  if (!det || !/^(?:the|a|an|this|our|my|their|its)$/.test(det.lower)) return [];
  // Up to three nouns before the preposition ("the stock reconciliation rate of"), the last the head.
  const at = ws.findIndex((w, i) => i > 1 && prepositions.has(w.lower));
  const head = ws[at - 1];
  if (!head || at > 5) return [];
  // After a determiner a verb form is a noun: "the schedule of", "the report of"; an owner
  // may come first: "the branch's default rate on".
  const nouns = ws
    .slice(1, at)
    .every(
      (w, i) =>
        (/^\p{L}+$/u.test(w.text) || (i === 0 && /^\p{L}+['’]s$/u.test(w.text))) &&
        !functionWords.has(w.lower),
    );
  const plural = /s$/.test(head.lower) || pluralInMeaning.has(head.lower);
  if (!nouns || plural || quantityHeads.test(head.lower)) return [];
  for (let i = at + 1; i < Math.min(at + 10, ws.length); i += 1) {
    const w = ws[i] as Word;
    // "My portfolio of 260 clients include": verbs of contents, which are never nouns, too.
    const fix = pluralAuxiliaries[w.lower] ?? (contentsBases.test(w.lower) ? `${w.lower}s` : "");
    if (fix) return i > at + 1 ? [finding(w, fix, head.text)] : [];
    // "of approved suppliers": an -ed word before a noun describes it; "of the seed supplied to
    // the farmers": one before a preposition opens a phrase that does.
    const next = ws[i + 1];
    const describes = endsInEd(w) && (isContent(next) || prepositions.has(next?.lower ?? ""));
    // "on leave and transfers" joins the phrase's nouns, a verb's form among them after a
    // preposition; "and the auditors" is a second subject.
    const joins =
      w.lower === "and" &&
      /^\p{Ll}/u.test(next?.text ?? "") &&
      !functionWords.has(next?.lower ?? "") &&
      !determiners.has(next?.lower ?? "");
    const nounAfterJoin = ws[i - 1]?.lower === "and" && !endsInEd(w);
    const phrase =
      isContent(w) ||
      describes ||
      joins ||
      nounAfterJoin ||
      determiners.has(w.lower) ||
      prepositions.has(w.lower);
    if (!phrase && !numbers.test(w.text)) return [];
  }
  return [];
}

/** "The", "our", "the depot's": what opens a noun phrase whose head is counted. */
const definite = /^(?:the|this|that|our|my|his|her|its|their|your)$/;

/**
 * "The depot's fuel stock were checked", "our new ambulance have": a singular noun after a
 * determiner with are, were or have. Collectives of people and plurals without -s take either
 * (pluralInMeaning), a name is left alone, and "if the plan were" is a wish, not a slip.
 */
export function singularNounSubject(ws: Word[], opener: Word | undefined): AgreementFinding[] {
  const [det, second] = ws;
  // "(the check) and the spend were": after "and" the subject may be two things.
  if (!det || !definite.test(det.lower) || /^(?:if|wish|and|or)$/.test(opener?.lower ?? ""))
    return [];
  const start = /['’]s$/.test(second?.lower ?? "") ? 2 : 1;
  for (let k = start; k < Math.min(start + 3, ws.length - 1); k += 1) {
    const w = ws[k] as Word;
    // "the 2024 edition were": a year before the noun describes it.
    if (k === start && /^(?:19|20)\d{2}$/.test(w.text)) continue;
    // "the vaccination rate": after a determiner a verb's base form is a noun.
    const noun = isContent(w) || (pluralVerbForms.has(w.lower) && !functionWords.has(w.lower));
    if (!noun || !/^\p{Ll}+$/u.test(w.text)) return [];
    const fix = pluralAuxiliaries[ws[k + 1]?.lower ?? ""];
    if (!fix) continue;
    const singular = !/s$/.test(w.lower) && !/ing$/.test(w.lower);
    if (!singular || pluralInMeaning.has(w.lower) || timeNouns.test(w.lower)) return [];
    return [finding(ws[k + 1] as Word, fix, w.text)];
  }
  return [];
}

const adverbs = /^(?:now|also|still|currently|regularly|usually|often|then|already|jointly)$/;

/**
 * "the helpdesk, which now log": after a comma, "which" stands for the noun before it or for the
 * whole clause, and either way takes a singular verb unless that noun is plural. "who" is left
 * alone: "the committee, who meet" is British usage.
 */
export function whichAfterSingular(line: Line): AgreementFinding[] {
  return [...line.text.matchAll(/(\p{L}+),\s+which\s+(\p{L}+)(?:\s+(\p{L}+))?/gu)].flatMap((m) => {
    const [, noun = "", first = "", second = ""] = m;
    const verb = adverbs.test(first.toLowerCase()) ? second : first;
    const lower = verb.toLowerCase();
    const nounWord = { text: noun, lower: noun.toLowerCase(), start: 0 };
    if (isPluralNoun(nounWord, false) || functionWords.has(nounWord.lower)) return [];
    const at = line.start + m.index + m[0].lastIndexOf(verb);
    const verbWord = { text: verb, lower, start: at };
    // "the Mark of Quality, which were granted", "the association, which have 600 members": a
    // plural auxiliary needs a plural noun, since a clause stood for by "which" is singular too.
    // A plural in meaning ("the data, which were") and two nouns ("the ward and the theatre,
    // which are") are plural.
    const auxiliary = beToOne[lower] ?? (lower === "have" ? "has" : undefined);
    if (auxiliary) {
      const lead =
        line.text
          .slice(0, m.index)
          .split(/[,.;:!?]/)
          .at(-1) ?? "";
      const joined = /\b(?:and|or)\s+(?:\S+\s+){0,3}$/i.test(`${lead} `);
      const alphabetic = /^\p{L}+$/u.test(noun) && !/^\p{Lu}{2,}$/u.test(noun);
      if (joined || !alphabetic || pluralInMeaning.has(nounWord.lower)) return [];
      return [finding(verbWord, auxiliary, noun)];
    }
    if (!pluralVerbForms.has(lower) || lower.endsWith("ed")) return [];
    return [finding(verbWord, thirdPerson(lower), noun)];
  });
}

/**
 * "ginneries whose owners pays": after "whose", the noun it owns is the subject of its clause,
 * and a plural one takes a plural verb. One describing word may come between ("whose science
 * teachers teaches").
 */
export function whosePlural(line: Line): AgreementFinding[] {
  const ws = words(line.text, line.start);
  return ws.flatMap((w, i) => {
    if (w.lower !== "whose" || functionWords.has(ws[i + 1]?.lower ?? "")) return [];
    const nounAt = [i + 1, i + 2].find((j) => {
      const n = ws[j];
      return n !== undefined && isPluralNoun(n, false) && singularAfterNoun(ws, j + 1);
    });
    const noun = nounAt === undefined ? undefined : ws[nounAt];
    const verb = nounAt === undefined ? undefined : ws[nounAt + 1];
    if (noun && verb) return [finding(verb, baseOf(verb.text), noun.text)];
    return whoseSingular(ws, i);
  });
}

/** What may follow a verb and not a noun: a preposition, a determiner, a figure, a name. */
const afterVerb = (w: Word | undefined) =>
  w === undefined ||
  prepositions.has(w.lower) ||
  determiners.has(w.lower) ||
  numbers.test(w.text) ||
  /^(?:after|before|when|during|every|each|a|an|by|above|below)$/.test(w.lower) ||
  /^\p{Lu}/u.test(w.text);

/**
 * The -s form of a verb right after a plural noun, known or not ("whose leases expires in"):
 * any lower-case word in -s (not -ss, -us, -is) before what a verb takes, since two plural
 * nouns in a row are rare there.
 */
function singularAfterNoun(ws: Word[], at: number): boolean {
  const w = ws[at];
  if (singularVerb(w)) return true;
  if (!w || !/^\p{Ll}{3,}s$/u.test(w.text) || /(?:ss|us|is)$/.test(w.lower)) return false;
  return !functionWords.has(w.lower) && afterVerb(ws[at + 1]) && ws[at + 1] !== undefined;
}

/**
 * "stock loans for traders whose income rise after each harvest": a singular noun after
 * "whose" with a verb's base, before what a verb takes ("whose income support programme" is a
 * noun phrase, left alone).
 */
function whoseSingular(ws: Word[], i: number): AgreementFinding[] {
  const noun = ws[i + 1];
  const verb = ws[i + 2];
  if (!noun || !verb || !/^\p{Ll}+$/u.test(noun.text) || /s$/.test(noun.lower)) return [];
  if (pluralInMeaning.has(noun.lower) || !pluralVerbForms.has(verb.lower)) return [];
  if (!afterVerb(ws[i + 3]) || !ws[i + 3]) return [];
  return [finding(verb, thirdPerson(verb.lower), noun.text)];
}

/**
 * "The monthly stock count for ARVs, vaccines and test kits are": a phrase with a list in it runs
 * past its commas, so the head is read over the whole sentence too.
 */
function sentenceHeads(line: Line): AgreementFinding[] {
  return [...line.text.matchAll(/(?:[^.;:!?]|(?<=\d)[.,](?=\d))+/g)].flatMap((m) =>
    listAfterComma.test(m[0])
      ? singularHeadOfPhrase(withoutOpener(words(m[0], line.start + m.index)))
      : [],
  );
}

/** "for HIV, TB and malaria": after the first comma, short items and "and" or "or". */
const listAfterComma =
  /^[^,]*,(?:\s*(?!(?:since|which|who|where|when|as|while|because|if|although|though|but|so)\b)[\p{L}\d-]+(?:\s[\p{L}\d-]+){0,2},)*\s*[\p{L}\d-]+(?:\s[\p{L}\d-]+){0,2}\s(?:and|or)\s/u;

/** These rules over a document's prose lines, each verb once. */
export function moreAgreementFindings(prose: Line[]): AgreementFinding[] {
  return prose.flatMap((line) => [
    ...whichAfterSingular(line),
    ...whosePlural(line),
    ...sentenceHeads(line),
    ...clauses(line).flatMap((ws) => {
      const core = withoutOpener(ws);
      return [
        ...(core === ws ? [] : pluralSubject(core)),
        ...joinedSubject(core),
        ...acronymSubject(ws),
        ...unitSubject(core),
        ...singularHeadOfPhrase(core),
        ...singularHeadOfPhrase(afterLeadingPhrase(core)),
        // "For ten years the drivers was paid late": the plural subject after the phrase.
        ...pluralSubject(afterLeadingPhrase(core)),
        ...singularNounSubject(core, ws[0]),
      ];
    }),
  ]);
}
