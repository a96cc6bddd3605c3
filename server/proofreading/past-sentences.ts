import { pastOf, pluralVerbForms, thirdPersonVerbForms } from "./cv-verbs";
import type { Line } from "./markdown-lines";
import { isPastOnly, type TenseFinding } from "./role-tense";

/**
 * A present verb in a sentence the writer has set in the past: joined by "and" to a past verb
 * of the same "I" or "we" ("I trained 40 clerks and prepare the plan"), or dated by a year that
 * is over ("I lead the staff census of 2018"). A word that opens a clause of its own (who, that,
 * now, since ...) ends what the rule reads, so a present duty beside a past one stays.
 */

/** Words after which the verb has a subject or a time of its own. */
const clauseBreak =
  /^(?:who|whom|that|which|where|when|while|because|now|currently|today|still|since|also|until|so|but|then|and)$/i;
/** What opens a verb's object: the verb is a verb, not a noun. */
const objectStart =
  /^(?:the|a|an|its|their|his|her|our|my|this|these|those|all|every|each|them|it|over|about|more|\d.*|\p{Lu}.*)$/u;

type Token = { text: string; at: number };

const tokens = (text: string, offset: number): Token[] =>
  [...text.matchAll(/[\p{L}\d][\p{L}\d'’-]*/gu)].map((m) => ({ text: m[0], at: offset + m.index }));

/** A verb's base that has a past of its own ("prepare" -> "prepared"; not "cut", "set"). */
function pastFor(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!pluralVerbForms.has(lower) || thirdPersonVerbForms.has(lower)) return undefined;
  const past = pastOf(word);
  return past && past.toLowerCase() !== lower ? past : undefined;
}

const finding = (t: Token, fix: string): TenseFinding => ({
  verb: t.text,
  span: { start: t.at, end: t.at + t.text.length },
  currently: false,
  ended: true,
  fix,
});

/** "I trained 40 clerks on IFMIS and prepare the plan": the joined verb takes the past too. */
function joinedToPast(ws: Token[]): TenseFinding[] {
  const subject = ws.findIndex((w) => /^(?:I|we)$/i.test(w.text));
  const first = ws[subject + 1];
  if (subject < 0 || !first || !isPastOnly(first.text)) return [];
  for (let i = subject + 2; i < ws.length - 2; i += 1) {
    const w = ws[i] as Token;
    if (w.text.toLowerCase() !== "and") continue;
    const verb = ws[i + 1] as Token;
    const fix = pastFor(verb.text);
    const next = ws[i + 2]?.text ?? "";
    return fix && objectStart.test(next) ? [finding(verb, fix)] : [];
  }
  return [];
}

/** "At Kericho I lead the tea census of 2018": a present verb dated by a year that is over. */
function datedPresent(ws: Token[], thisYear: number): TenseFinding[] {
  // "the tribunal, which rule in our favour in 2022": a relative's verb is dated the same way.
  const subject = ws.findIndex((w) => /^(?:I|we|which|who)$/i.test(w.text));
  const verb = ws[subject + 1];
  const fix = verb && pastFor(verb.text);
  if (subject < 0 || !verb || !fix) return [];
  for (let i = subject + 2; i < Math.min(subject + 12, ws.length - 1); i += 1) {
    const w = (ws[i] as Token).text;
    if (clauseBreak.test(w) || isPastOnly(w)) return [];
    const year = Number(ws[i + 1]?.text);
    if (/^(?:in|of|during)$/i.test(w) && year >= 1950 && year < thisYear)
      return [finding(verb, fix)];
  }
  return [];
}

/** Words before which a verb's base is a noun or an infinitive: "the double", "to train". */
const notAfter =
  /^(?:to|will|would|can|could|may|might|must|shall|should|the|a|an|my|our|their|his|her|its|this|that|of|in|on|at|for|with|by|from|and|or)$/i;

/**
 * "In 2021 the women in our chama triple their savings", "During the 2019 floods I organise
 * boats", "In 2022, 18 of my 20 pupils reach the fair": a sentence opened by a year that is over
 * sets its first verb in the past, whatever its subject.
 */
function openedByPastYear(ws: Token[], thisYear: number): TenseFinding[] {
  const yearAt = ws.slice(1, 4).findIndex((w) => /^(?:19|20)\d{2}$/.test(w.text)) + 1;
  const opener = /^(?:In|During|Throughout)$/.test(ws[0]?.text ?? "");
  if (!opener || yearAt < 1 || Number(ws[yearAt]?.text) >= thisYear) return [];
  for (let i = yearAt + 1; i < Math.min(yearAt + 13, ws.length - 1); i += 1) {
    const w = (ws[i] as Token).text;
    if (clauseBreak.test(w) || isPastOnly(w)) return [];
    const fix = pastFor(w);
    const next = ws[i + 1]?.text ?? "";
    // "I organise boats", "I coordinate water trucking": after its subject, a verb's object may
    // be a bare noun too, but not a past ("the students I teach won") or a preposition.
    const bare =
      /^\p{Ll}{3,}$/u.test(next) && !isPastOnly(next) && !/ed$/.test(next) && !notAfter.test(next);
    const object = objectStart.test(next) || (bare && !clauseBreak.test(next));
    if (fix && /^\p{Ll}/u.test(w) && object && !notAfter.test(ws[i - 1]?.text ?? ""))
      return [finding(ws[i] as Token, fix)];
  }
  return [];
}

/**
 * "As an intern at the Huduma Centre in 2024, I serve about 80 citizens", "When the hospital
 * moved to SHA in 2024, I train 40 staff": a clause opened by "I" or "we" after a comma, in a
 * sentence whose opening phrase holds a year that is over, sets its verb in the past. "Since
 * 2019, I manage" runs to today and is left alone, as is a verb without its object after it.
 */
const phraseOpener =
  /^(?:In|During|As|When|After|Before|Between|From|At|While|Once|Throughout|Over|On|With)\b/;

function afterDatedPhrase(sentence: string, offset: number, thisYear: number): TenseFinding[] {
  const comma = /^(?<phrase>[^,;:]+),\s*(?<clause>(?:I|we)\s[^,;:]+)/u.exec(sentence.trimStart());
  const { phrase = "", clause = "" } = comma?.groups ?? {};
  const years = (phrase.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
  if (!comma || years.length === 0 || years.some((y) => y >= thisYear)) return [];
  // "I was admitted in 2016, I hold an LLM": a phrase that is a clause of its own dates only
  // itself; a phrase of time or place ("In 2024", "When the hospital moved") dates the clause.
  if (!phraseOpener.test(phrase) || /\b(?:since|until|till)\b/i.test(phrase)) return [];
  const at =
    offset + sentence.length - sentence.trimStart().length + comma[0].length - clause.length;
  const [, verb, next] = tokens(clause, at);
  const fix = verb && pastFor(verb.text);
  return fix && objectStart.test(next?.text ?? "") ? [finding(verb, fix)] : [];
}

/** A sentence set in a time that is over: "Last year", "in 2019", "two years ago". */
function setInPast(sentence: string, thisYear: number): boolean {
  const years = (sentence.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
  return (
    years.some((y) => y < thisYear) ||
    /\b(?:last (?:year|month|week|quarter|term)|ago|previously|earlier|before that|at the time)\b/i.test(
      sentence,
    )
  );
}

export function presentInPastSentences(lines: Line[], thisYear: number): TenseFinding[] {
  return lines.flatMap((line) =>
    [...line.text.matchAll(/(?:[^.!?]|\.(?=\d))+/g)].flatMap((sentence) => {
      // "where I moved 23 streams onto e-Citizen and keep IFMIS running": a past achievement
      // beside a duty of today is right, unless the sentence dates both.
      const past = setInPast(sentence[0], thisYear);
      if (!past || /\bsince\b|\bto date\b|\bnow\b|\bcurrently\b/i.test(sentence[0])) return [];
      const opened = /^[^;:]+/.exec(sentence[0].trimStart())?.[0] ?? "";
      const lead = sentence[0].length - sentence[0].trimStart().length;
      const byYear = openedByPastYear(tokens(opened, line.start + sentence.index + lead), thisYear);
      const byClause = [...sentence[0].matchAll(/[^;:,]+/g)].flatMap((m) => {
        const ws = tokens(m[0], line.start + sentence.index + m.index);
        return [...joinedToPast(ws), ...datedPresent(ws, thisYear)];
      });
      const fronted = afterDatedPhrase(sentence[0], line.start + sentence.index, thisYear);
      const found = [...byYear, ...fronted];
      return [
        ...found,
        ...byClause.filter((f) => !found.some((y) => y.span.start === f.span.start)),
      ];
    }),
  );
}
