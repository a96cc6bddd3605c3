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
      return [...sentence[0].matchAll(/[^;:,]+/g)].flatMap((m) => {
        const ws = tokens(m[0], line.start + sentence.index + m.index);
        return [...joinedToPast(ws), ...datedPresent(ws, thisYear)];
      });
    }),
  );
}
