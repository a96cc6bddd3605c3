import type { Line, Span } from "./markdown-lines";

/**
 * A CV leaves out "I" and "my": "I produced a weekly show" is "Produced a weekly show", "I am an
 * HR practitioner" is "An HR practitioner", "I have eight years" is "Eight years". Where "I" opens
 * a sentence or a bullet, the rewrite is plain and the finding carries it; elsewhere ("the team
 * I lead", "my role") the consultant rewords the sentence, so those are reported together, as
 * advice without a fix.
 */
export type FirstPersonFinding = { spans: Span[]; words: string[]; fix?: Span & { text: string } };

const firstPerson = /\b(?:I|me|my|mine|myself)\b/gi;
/**
 * "NITA Grade I", "Class I licence", "Form I": a roman one after a capitalised grade's name, not
 * the writer ("the unit I lead" keeps its lower-case noun and stays first person).
 */
const gradeName =
  /\b(?:Grade|Class|Level|Tier|Phase|Part|Stage|Category|Form|Paper|Schedule|Volume|Chapter|Article|Section|Type|Step|Unit|Module|Book)\s$/;
const isRomanOne = (text: string, at: number) =>
  text[at] === "I" && gradeName.test(text.slice(Math.max(0, at - 12), at));

/**
 * "I" at a sentence's start, an adverb a CV line drops ("also"), the verb or "am"/"have" the
 * rewrite drops, and the word the line then opens with.
 */
const opening =
  /(?<=^|[.!?]\s+)(?<who>I|We)\s+(?:(?:also|then|later)\s+)?(?:(?:am|was|have|had)\s+(?=(?:an?|over|more|nearly|almost|about|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b)|(?:have|has|had)\s+(?=\p{Ll}+ed\b))?(?<next>\p{Ll}[\p{L}-]*)/gu;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Words that cannot open a CV line in place of "I": "I will", "I would", "I can". */
const notAnOpener =
  /^(?:will|would|can|could|shall|should|may|might|must|am|are|have|had|was|were|do|did)$/;

type OpeningFix = Span & { text: string; who: string };

/**
 * "We cut fuel costs" is "Cut fuel costs" as "I cut" is; "We have twelve nurses" or "We also"
 * says more than the writer's own act, so a "we" line is rewritten only when its verb follows.
 */
function openingFixes(line: Line): OpeningFix[] {
  return [...line.text.matchAll(opening)].flatMap((m) => {
    const next = m.groups?.next ?? "";
    const who = m.groups?.who ?? "I";
    if (notAnOpener.test(next) || (who === "We" && m[0] !== `We ${next}`)) return [];
    const start = line.start + m.index;
    return [{ start, end: start + m[0].length, text: capitalised(next), who }];
  });
}

export function firstPersonFindings(prose: Line[]): FirstPersonFinding[] {
  const fixes = prose.flatMap(openingFixes);
  const rest = prose.flatMap((line) =>
    [...line.text.matchAll(firstPerson)].flatMap((m) => {
      if (isRomanOne(line.text, m.index)) return [];
      const span = { start: line.start + m.index, end: line.start + m.index + m[0].length };
      return fixes.some((f) => f.start === span.start) ? [] : [{ word: m[0], span }];
    }),
  );
  const fixed = fixes.map(({ who, ...fix }) => ({
    spans: [{ start: fix.start, end: fix.end }],
    words: [who],
    fix,
  }));
  if (rest.length === 0) return fixed;
  const words = [...new Set(rest.map((r) => r.word))];
  return [...fixed, { spans: rest.map((r) => r.span), words }];
}
