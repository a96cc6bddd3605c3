import {
  baseOf,
  nounLikeVerbs,
  openerVerbForms,
  pluralVerbForms,
  presentVerbForms,
  thirdPerson,
} from "./cv-verbs";
import type { Line, Span } from "./markdown-lines";
import { mayBeRegularBase, regularPastOf } from "./regular-verbs";
import { isPastOnly, isPresent, verbFollowsSoon } from "./role-tense";

/**
 * A bullet's verbs joined by "and" share its unstated subject and its time: "Plans and executes",
 * "Inspect the pumps and escalate faults", "Filed returns and assisted traders". The first verb
 * sets the form; a later verb in another form is written in that one.
 */
type Form = "past" | "base" | "third";

export type JoinedVerbFinding = {
  verb: string;
  span: Span;
  /** The bullet's first verb, whose form the joined verb takes. */
  joinedTo: string;
  form: Form;
  fix: string;
};

function formOf(word: string): Form | null {
  if (isPastOnly(word)) return "past";
  if (!isPresent(word)) return null;
  return /[^s]s$/.test(word.toLowerCase()) ? "third" : "base";
}

/**
 * The form the bullet's first word gives, when it is a CV verb read as one. "Screen children" is a
 * duty however often "screen" is a noun: the joined verb's own object settles that it is a verb.
 */
function openerForm(line: Line, opener: string): Form | null {
  if (isPastOnly(opener)) return "past";
  // "Count the float", "Log about 1,500 metres": a trade verb before its object's determiner
  // or a figure.
  const trade =
    openerVerbForms.has(opener.toLowerCase()) &&
    /^\p{L}+\s+(?:the|a|an|all|each|every|our|its|about|over|around|some|\d[\d,.]*)\s/iu.test(
      line.text,
    );
  if (!(presentVerbForms.has(opener.toLowerCase()) || trade) || verbFollowsSoon(line)) return null;
  return formOf(opener) ?? (trade ? "base" : null);
}

/** What follows a verb and not a noun: its object's determiner, a figure, a name, a particle. */
const objectStart =
  /^(?:the|a|an|its|their|his|her|our|my|this|these|those|all|every|each|it|them|up|out|down|new|more|extra|fresh|\d.*|\p{Lu}.*)$/u;
const notObject =
  /^(?:to|of|for|in|on|at|by|with|from|between|across|within|into|under|over|through|during|per|among|via|and|or|as|than|that|which|who|is|are|was|were)$/i;
/** Verbs whose -s form is as often a plural noun ("records officers", "reports for the board"). */
const nounPlurals = new Set(
  `report record process file audit plan review survey test schedule service update support design
  budget market check visit track interview forecast draft`.split(/\s+/),
);

/** "reports" -> "report" -> "reports": the joined verb in the opener's form. */
function inForm(verb: string, form: Form): string | undefined {
  if (form === "past") return regularPastOf(verb);
  const base = baseOf(verb);
  return form === "base" || !base ? base : thirdPerson(base);
}

/** Verbs that are never nouns, and so are verbs before a preposition too ("and assist in"). */
const onlyVerbs = new Set(
  `assist liaise participate respond contribute engage collaborate negotiate advise consult
  specialise specialize intervene communicate comply sit serve`.split(/\s+/),
);

/** Does the word after a joined verb read as its object, so that the word is a verb? */
function takesObject(verb: string, form: Form, next: string): boolean {
  const base = baseOf(verb) ?? "";
  if (onlyVerbs.has(base) && !/^(?:and|or)$/i.test(next)) return true;
  const nouny = form === "third" && nounPlurals.has(base);
  const cvVerb = presentVerbForms.has(verb) && !nouny && !nounLikeVerbs.has(base);
  return cvVerb ? !notObject.test(next) : objectStart.test(next);
}

/** Nouns without -s that follow "to": "Issued receipts to staff and", "to date and". */
const toNouns =
  /^(?:staff|management|date|school|work|court|market|church|hospital|town|office|head)$/;

/** Prose verbs that name a thing as often as an act ("work placements", "cost estimates"). */
const nounishProse = new Set(
  `work cost return need share start end form use value shape face stay set show rise fall look
  wait want offer pay bank benefit lack last log help hold move visit influence end`.split(/\s+/),
);

/**
 * "Paid the chainmen and keep the books", "Arrested ... and give briefings": after a past opener,
 * a known verb's base that is never a noun, before a word that opens its object.
 */
function pastJoinsVerb(form: Form, verb: string, next: string): boolean {
  const base = verb.toLowerCase();
  if (form !== "past" || !pluralVerbForms.has(base) || nounLikeVerbs.has(base)) return false;
  if (nounPlurals.has(base) || nounishProse.has(base)) return false;
  return (/^\p{Ll}{3,}$/u.test(next) || /^\d/.test(next)) && !notObject.test(next);
}

const clauseWord = /\b(?:who|that|which|where|when|while|because|so|if)\b/i;

export function joinedVerbFindings(lines: Line[]): JoinedVerbFinding[] {
  return lines
    .filter((l) => l.bullet)
    .flatMap((line) => {
      const opener = /^\p{L}+/u.exec(line.text)?.[0];
      const form = opener ? openerForm(line, opener) : null;
      if (!opener || !form) return [];
      // A second sentence in a bullet has a subject of its own.
      const sentence = line.text.split(/[.;:](?:\s|$)/)[0] ?? "";
      // "in 2022 and train", "(SHA) and follows": a figure or a bracket may close the last phrase.
      const joins = /(?<=([\p{L}\d]+\)?))(?:,\s+(?:and\s+)?|\s+and\s+)(\p{L}+)(?=\s+([^\s,.;]+))/gu;
      return [...sentence.matchAll(joins)].flatMap((m) => {
        const [, before = "", verb = "", next = ""] = m;
        // "Logged and sample 40 trenches": after a past, a regular base the tables lack, before
        // its object, is a verb too.
        const unlisted = form === "past" && mayBeRegularBase(verb) && objectStart.test(next);
        const verbForm = formOf(verb) ?? (unlisted ? "base" : null);
        // "the Materials Testing and Research Division": a capitalised word is part of a name.
        if (!verbForm || verbForm === form || /^\p{Lu}/u.test(verb)) return [];
        if (form !== "past" && verbForm === "past") return [];
        // "Taught parents to spot and refer": the verbs of an infinitive are bare.
        // "Issued receipts to traders and bank" is a bullet's second verb: "to" before a noun.
        const infinitive = /\bto\s+(\p{Ll}+)$/u.exec(sentence.slice(0, m.index))?.[1];
        if (infinitive && !/s$/.test(infinitive) && !toNouns.test(infinitive)) return [];
        const object = takesObject(verb, verbForm, next) || pastJoinsVerb(form, verb, next);
        if (!object || clauseWord.test(sentence.slice(0, m.index))) return [];
        // "Helped farmers plan and execute": two bare verbs after another verb's object.
        const afterOpener = m.index === opener.length;
        if (!afterOpener && verbForm === "base" && formOf(before) === "base") return [];
        // "Surveyed and set out": a verb whose past is its present is right either way.
        const fix = inForm(verb, form);
        if (!fix || fix.toLowerCase() === verb.toLowerCase()) return [];
        const at = line.start + m.index + m[0].length - verb.length;
        const span = { start: at, end: at + verb.length };
        return [{ verb, span, joinedTo: opener, form, fix }];
      });
    });
}
