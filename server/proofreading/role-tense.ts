import {
  anyPastForms,
  baseOf,
  baseVerbForms,
  looksLikeVerb,
  nounLikeVerbs,
  openerVerbForms,
  pastOf,
  pastVerbForms,
  pluralVerbForms,
  presentVerbForms,
  singularVerbForms,
  thirdPersonVerbForms,
} from "./cv-verbs";
import type { Line, Span } from "./markdown-lines";
import { mayBeVerbBase, regularPastOf } from "./regular-verbs";

/**
 * A CV describes a role that has ended in the past tense ("Audited", not "Audit" or "Currently
 * manage"), and the duties of the current role in the present. A role has ended when its heading
 * gives two years and no "present". Only the CV verb that opens a bullet is judged: a bullet
 * opening with a noun ("Students ...") or a verb whose past looks the same ("Cut", "Set") is never
 * flagged, and neither is an achievement of the current role ("Won the award in 2023").
 */
const year = /\b(?:19|20)\d{2}\b/g;
const ongoing = /\b(?:present|current|now|date|ongoing)\b/i;

const months =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/gi;

/**
 * A heading of a role that has ended, none of its dates "present": two years ("2015 - 2019"),
 * two months of one year ("May - August 2024"), or one year before this one ("(2021)").
 */
export function isEndedRole(heading: string, thisYear = new Date().getFullYear()): boolean {
  if (ongoing.test(heading)) return false;
  const years = heading.match(year) ?? [];
  if (years.length >= 2) return true;
  const [only] = years;
  if (!only) return false;
  return (heading.match(months) ?? []).length >= 2 || Number(only) < thisYear;
}

const isCurrentRole = (heading: string) =>
  (heading.match(year) ?? []).length >= 1 && ongoing.test(heading);

/**
 * A duty that recurs ("every month"): in the current role it is written in the present. A bullet
 * with a year ("every quarter in 2021") or "since" reports an achievement and keeps its past.
 */
const recurring =
  /\b(?:daily|weekly|monthly|quarterly|annually|(?:every|each) (?:day|week|month|quarter|year|shift|morning|term))\b/i;
// "from 210 to 264", "in four years": a change measured over time is an achievement too.
const dated =
  /\b(?:19|20)\d{2}\b|\bsince\b|\bfrom\s+(?:KSh\s*|KES\s*)?\d[\d.,]*%?\s+to\s+(?:KSh\s*|KES\s*)?\d|\bin\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:years|months|weeks)\b/i;

export type TenseFinding = {
  verb: string;
  span: Span;
  currently: boolean;
  ended: boolean;
  /** The past verb of the same bullet this one is joined to by "and". */
  joinedTo?: string;
  /** The verb in the tense it should take: past for an ended role, present for the current one. */
  fix?: string;
};

type Opener = { verb: string; at: number; currently: boolean };

/** The CV verb opening a bullet, after an optional "Currently". */
function opener(line: Line): Opener | null {
  const words = /^(\p{L}+)(?:\s+(\p{L}+))?/u.exec(line.text);
  if (!words?.[1]) return null;
  const currently = words[1].toLowerCase() === "currently";
  const verb = currently ? words[2] : words[1];
  if (!verb) return null;
  const at = line.start + (currently ? line.text.indexOf(verb, words[1].length) : 0);
  return { verb, at, currently };
}

const finiteVerb = (word: string) =>
  /^(?:was|were|is|are|has|have|had|grew|rose|fell|won)$/i.test(word) ||
  /ed$/i.test(word) ||
  pastVerbForms.has(word.toLowerCase());

/** What follows a verb and not a noun: an object's determiner, a figure, a name, a plural. */
const objectAfter =
  /^\s+(?:the|a|an|its|their|his|her|our|all|every|each|new|\d|\p{Lu}|\p{Ll}{2,}[^s\s]s\b)/u;

/** "Service delivery improved", "Survey data was": the opener is a noun when a verb follows soon. */
export const verbFollowsSoon = (line: Line) => {
  const ws = line.text.split(/\s+/);
  // "Print and filed the lists": a past joined to the opener by "and" makes the opener a verb.
  // "Assess inpatients and prepared diets" too: a past after "and" is joined to the opener.
  return ws.slice(1, 4).some((w, i) => finiteVerb(w) && ws[i] !== "and");
};

/** "Order processing for ..." opens with a noun too, unless an object follows ("Order medicines"). */
const opensWithNoun = (line: Line, verb: string) =>
  verbFollowsSoon(line) ||
  (nounLikeVerbs.has(verb.toLowerCase()) && !objectAfter.test(line.text.slice(verb.length)));

type Role = { ended: boolean; current: boolean; bullets: Line[] };

const hasYear = (text: string) => (text.match(year) ?? []).length > 0;
/** A short line with a year: the dates of a role, not a paragraph that mentions years. */
const isDatesLine = (text: string) => hasYear(text) && text.length <= 60;

/**
 * Each heading's role and its bullets. A heading without a year takes its dates from the line
 * under it ("*January 2015 - March 2019*"), before any bullet.
 */
function roles(lines: Line[]): Role[] {
  const found: Role[] = [];
  let role: Role = { ended: false, current: false, bullets: [] };
  let dated = true;
  for (const line of lines) {
    if (line.heading) {
      role = { ended: isEndedRole(line.text), current: isCurrentRole(line.text), bullets: [] };
      dated = hasYear(line.text);
      found.push(role);
    } else if (line.bullet) role.bullets.push(line);
    else if (!dated && role.bullets.length === 0 && isDatesLine(line.text)) {
      Object.assign(role, { ended: isEndedRole(line.text), current: isCurrentRole(line.text) });
      dated = true;
    }
  }
  return found;
}

const finding = (o: Opener, ended: boolean): TenseFinding => ({
  verb: o.verb,
  span: { start: o.at, end: o.at + o.verb.length },
  currently: o.currently,
  ended,
  fix: ended ? regularPastOf(o.verb) : baseOf(o.verb),
});

/** What opens a verb's object: a determiner or a count ("Juggle three budgets"). */
const objectWord =
  /^\s+(?:the|a|an|its|their|his|her|our|all|every|each|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|over|about|more|new)\s/;
/** "Work in the maternity ward": a preposition and a determiner after a verb of prose. */
const placeAfter = /^\s+(?:in|on|at|with|for|across|alongside)\s+(?:the|a|an|our|all|\d)/;

/**
 * A bullet opening with a verb the CV tables do not list ("Juggle three budgets", "Work in the
 * theatre"): a base of regular shape before its object, or a verb of prose before a place.
 */
function unlistedOpener(line: Line, verb: string): boolean {
  const rest = line.text.slice(verb.length);
  if (openerVerbForms.has(verb.toLowerCase()) || !/^\p{Lu}\p{Ll}+$/u.test(verb)) return false;
  if (verbFollowsSoon(line) || !mayBeVerbBase(verb)) return false;
  const prose = pluralVerbForms.has(verb.toLowerCase());
  return objectWord.test(rest) || (prose && placeAfter.test(rest));
}

/** A present verb the tense check reads as one: a listed CV verb, or an unlisted regular one. */
const presentOpener = (line: Line, o: Opener) =>
  (openerVerbForms.has(o.verb.toLowerCase()) && !opensWithNoun(line, o.verb)) ||
  unlistedOpener(line, o.verb);

/** "in 2019-2021", "between 2018 and 2020", "from 2016 to 2019": a span that has ended. */
const bulletSpan = /\b(?:19|20)\d{2}\s*(?:-|–|—|to|and)\s*(?<end>(?:19|20)\d{2})\b/u;

/**
 * "Manage a team of 5 in 2019-2021" under a current or undated role: the bullet dates itself by
 * a span of years that is over, so its verb takes the past.
 */
function datedBullet(line: Line, o: Opener, thisYear: number): boolean {
  const end = Number(bulletSpan.exec(line.text)?.groups?.end ?? thisYear);
  if (end >= thisYear || ongoing.test(line.text) || /\bsince\b/i.test(line.text)) return false;
  const lower = o.verb.toLowerCase();
  if (regularPastOf(o.verb).toLowerCase() === lower) return false;
  return presentVerbForms.has(lower) || openerVerbForms.has(lower)
    ? presentOpener(line, o)
    : unlistedOpener(line, o.verb);
}

/**
 * Present-tense verbs opening the bullets of ended roles; in the current role, when its duties
 * are written in the present, a past verb after "Currently" or on a recurring duty.
 */
export function roleTenseFindings(lines: Line[]): TenseFinding[] {
  return roles(lines).flatMap((role) => {
    const openers = role.bullets.map((line) => ({ line, o: opener(line) }));
    if (role.ended)
      return openers.flatMap(({ line, o }) =>
        o && presentOpener(line, o) ? [finding(o, true)] : [],
      );
    const thisYear = new Date().getFullYear();
    const datedPast = openers.flatMap(({ line, o }) =>
      o && !o.currently && datedBullet(line, o, thisYear) ? [finding(o, true)] : [],
    );
    if (!role.current) return datedPast;
    const present = openers.filter(
      ({ o }) => o && !o.currently && presentVerbForms.has(o.verb.toLowerCase()),
    ).length;
    return [
      ...datedPast,
      ...openers.flatMap(({ line, o }) => {
        if (!o || !pastVerbForms.has(o.verb.toLowerCase())) return [];
        const duty =
          o.currently || (present >= 2 && recurring.test(line.text) && !dated.test(line.text));
        return duty ? [finding(o, false)] : [];
      }),
    ];
  });
}

export const isPresent = (word: string) => {
  const lower = word.toLowerCase();
  return presentVerbForms.has(lower) || pluralVerbForms.has(lower) || singularVerbForms.has(lower);
};
export const isPastOnly = (word: string) => {
  const lower = word.toLowerCase();
  return (
    (/ed$/.test(lower) || pastVerbForms.has(lower) || anyPastForms.has(lower)) && !isPresent(lower)
  );
};

/** A sentence opening on a time that is over: "Last year", "In 2019", "Before Equity". */
const pastTime =
  /(?:^|[.!?]\s+)(?:Last (?:year|month|week|quarter|term)|In (?:19|20)\d{2}|Before (?:that|then|\p{Lu}[\p{L}&'-]+\s)+|Previously|Formerly|Earlier|During my (?:attachment|internship|placement|studies|time|years)(?: (?:at|with|in) (?:the )?(?:\p{Lu}[\p{L}&'-]+\s+)+)?)\s*,?\s*/gu;
/** "Before that, at Kibos Sugar, I keep": a place or a time set before the subject. */
const frontedPhrase = /^(?:at|in|on|with|for|under|as)\s[^,]*,\s*/i;
const determiner = /^(?:the|my|our)$/i;
const pronoun = /^(?:I|we)$/i;
/** Words that end a noun phrase: a pronoun or a relative starts a clause of its own. */
const clauseWord = /^(?:I|we|he|she|they|you|who|which|that|and|or|will|would|could|can|to)$/i;

/** The verb after the subject ("I", "we", "the Director of Surveys"), with its number. */
function verbAfterSubject(
  words: RegExpMatchArray[],
): { word: RegExpMatchArray; singular: boolean } | null {
  const [first] = words;
  if (!first) return null;
  if (pronoun.test(first[0])) {
    const next = words[1]?.[0].toLowerCase() === "also" ? words[2] : words[1];
    return next ? { word: next, singular: false } : null;
  }
  if (!determiner.test(first[0])) return null;
  for (const [i, word] of words.slice(2, 6).entries()) {
    if (clauseWord.test(word[0])) return null;
    // "the Director of Surveys", "the Lands records showed": still the subject.
    const inSubject =
      /^\p{Lu}/u.test(word[0]) || words[i + 1]?.[0] === "of" || looksLikeVerb(words[i + 3]?.[0]);
    if (!inSubject && presentVerbForms.has(word[0])) return { word, singular: true };
    // "Last year our unit reunite 60 families": a prose verb after a collective, in either number.
    const lower = word[0].toLowerCase();
    if (
      !inSubject &&
      /^\p{Ll}/u.test(word[0]) &&
      (pluralVerbForms.has(lower) || singularVerbForms.has(lower))
    )
      return { word, singular: /s$/.test(lower) };
  }
  return null;
}

/** A present verb right after the subject of a sentence set in a time that is over. */
export function presentTenseAfterPastTime(lines: Line[]): TenseFinding[] {
  return lines.flatMap((line) =>
    [...line.text.matchAll(pastTime)].flatMap((m) => {
      const from =
        m.index +
        m[0].length +
        (frontedPhrase.exec(line.text.slice(m.index + m[0].length))?.[0].length ?? 0);
      const clause = line.text.slice(from).split(/[,;:.!?]/)[0] ?? "";
      const words = [...clause.matchAll(/\p{L}[\p{L}'-]*/gu)];
      // "During my attachment at the Kakamega ICT department I help": the place runs on, without
      // a comma, up to the subject.
      const placeEnds = words.findIndex((w, i) => i > 0 && i < 5 && pronoun.test(w[0]));
      const opensOnSubject =
        determiner.test(words[0]?.[0] ?? "") || pronoun.test(words[0]?.[0] ?? "");
      const found = verbAfterSubject(
        opensOnSubject || placeEnds < 0 ? words : words.slice(placeEnds),
      );
      if (!found) return [];
      const verb = found.word[0];
      const lower = verb.toLowerCase();
      // "In 2021 we plant": a trade verb's base after the subject is a verb too.
      const known = isPresent(lower) || (openerVerbForms.has(lower) && !found.singular);
      if (!known || lower.endsWith("s") !== found.singular) return [];
      if (pastOf(verb)?.toLowerCase() === lower) return [];
      const at = line.start + from + (found.word.index ?? 0);
      const span = { start: at, end: at + verb.length };
      return [{ verb, span, currently: false, ended: true, fix: pastOf(verb) }];
    }),
  );
}

/** "I have train 18 nurses": after have, has or had a verb takes its past participle. */
const perfectWithBase =
  /\b(?:have|has|had)\s+(?<verb>\p{Ll}+)(?=\s+(?:the|a|an|all|over|more|\d+|their|his|her|our|my|its|them|staff|students|nurses|teachers|farmers|officers|clients|patients)\b)|\b(?:I|we|they)\s+(?:have|had)\s+(?<verb2>\p{Ll}+)\b/dgu;

export function baseAfterHave(lines: Line[]): TenseFinding[] {
  return lines.flatMap((line) =>
    [...line.text.matchAll(perfectWithBase)].flatMap((m) => {
      // "The plans that I have prepare for": after "I have", a verb's base is its participle's slip.
      const verb = m.groups?.verb ?? m.groups?.verb2 ?? "";
      const at = m.indices?.groups?.verb ?? m.indices?.groups?.verb2;
      // "have support from", "have access to": a verb that is also a noun stays a noun here.
      // "have run", "have led": an irregular verb's participle is not its past; only "-ed" is sure.
      const fix = pastOf(verb);
      if (!at || !baseVerbForms.has(verb) || nounLikeVerbs.has(verb) || !fix?.endsWith("ed"))
        return [];
      const span = { start: line.start + at[0], end: line.start + at[1] };
      return [{ verb, span, currently: false, ended: true, fix }];
    }),
  );
}

/** "between 2019 and 2022", "from 2016 to 2020": a time span that has ended. */
const endedSpan =
  /\b(?:between\s+(?:19|20)\d{2}\s+and|from\s+(?:19|20)\d{2}\s+(?:to|until))\s+(?<end>(?:19|20)\d{2})\b/u;
const stillOngoing = /\b(?:since|now|present|to date|currently|today)\b/i;

/**
 * "I supervise the paving of 80 km between 2019 and 2022": a present verb right after "I" or "we"
 * in a sentence dated by a span of years that ended before this year.
 */
export function presentInEndedSpan(lines: Line[], thisYear: number): TenseFinding[] {
  return lines.flatMap((line) =>
    [...line.text.matchAll(/[^.!?]+/g)].flatMap((sentence) => {
      const end = Number(endedSpan.exec(sentence[0])?.groups?.end ?? thisYear);
      if (end >= thisYear || stillOngoing.test(sentence[0])) return [];
      return [...sentence[0].matchAll(/\b(?:I|we)\s+(?<verb>\p{Ll}+)\b/dgu)].flatMap((m) => {
        const verb = m.groups?.verb ?? "";
        const at = m.indices?.groups?.verb;
        if (!at || !baseVerbForms.has(verb) || thirdPersonVerbForms.has(verb)) return [];
        const start = line.start + sentence.index + at[0];
        const span = { start, end: start + verb.length };
        return [{ verb, span, currently: false, ended: true, fix: pastOf(verb) }];
      });
    }),
  );
}
