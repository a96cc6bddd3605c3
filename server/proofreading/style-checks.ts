import { type AgreementFinding, agreementFindings } from "./agreement";
import { compoundAgreementFindings } from "./agreement-compound";
import { headAgreementFindings } from "./agreement-heads";
import { moreAgreementFindings } from "./agreement-subjects";
import { apostropheFindings } from "./apostrophes";
import { capitalFindings } from "./capitals";
import { confusableFindings } from "./confusables";
import { pastVerbForms } from "./cv-verbs";
import { firstPersonFindings } from "./first-person";
import { type JoinedVerbFinding, joinedVerbFindings } from "./joined-verbs";
import { isDoubledName, isReduplication } from "./kenyan-lexicon";
import { type Line, markdownLines, type Span, wordSpans } from "./markdown-lines";
import { missingArticles } from "./missing-articles";
import { acronymArticles, numberArticles } from "./number-articles";
import { ownerNamedOnce } from "./owner-named-once";
import { presentInPastSentences } from "./past-sentences";
import { possessiveNumberFindings } from "./possessive-number";
import { realWordTypos } from "./real-word-typos";
import {
  baseAfterHave,
  presentInEndedSpan,
  presentTenseAfterPastTime,
  roleTenseFindings,
  type TenseFinding,
} from "./role-tense";

/**
 * Style checks harper.js does not make. A CV is judged by its conventions (past tense for ended
 * roles, no first person, strong verbs, claims backed by figures, short bullets); a cover letter
 * is a letter, written in the first person, so only the checks that hold for any text run on it.
 * Each finding is advice for a consultant, pointing at the text it is about.
 */
export type DocumentKind = "cv" | "letter";
export type StyleFinding = {
  rule: string;
  message: string;
  spans: Span[];
  /** The replacement, when the check knows it; the consultant applies it or not. */
  fix?: Span & { text: string };
};

const weakPhrases: Array<[RegExp, string]> = [
  [/\bresponsible for\b/i, "responsible for"],
  [/\bduties included\b/i, "duties included"],
  [/\bhelped(?: to)?\b/i, "helped"],
  [/\bassisted (?:with|in)\b/i, "assisted with"],
  [/\bworked on\b/i, "worked on"],
  [/\binvolved in\b/i, "involved in"],
  [/\btasked with\b/i, "tasked with"],
  [/\bhandled\b/i, "handled"],
];

/**
 * Passive voice hides who acted only when the writer is the agent ("was prepared by me") or the
 * bullet has no subject at all ("Was promoted ..."); "the recommendations were adopted by the
 * assembly" reports someone else's act and is right.
 */
const passiveByWriter =
  /\b(?:am|is|are|was|were|been|being|be)\s+(?:\w+ly\s+)?\w+(?:ed|en|wn|lt|ght)(?=\s+by\s+(?:me|us|myself|ourselves)\b)/gi;
const passiveBullet = /^(?:was|were)\s+(?:\w+ly\s+)?\w+(?:ed|en|wn|lt|ght)\b/i;
const doubled = /\b(\p{L}+)\s+\1\b/giu;
/** Doubled words English uses on purpose. */
const rightDoubles = new Set(["had", "that"]);
const maxBulletWords = 30;

/** An achievement verb opening a bullet: a recruiter looks for the figure that proves it. */
const claimVerb =
  /^(?:increased|reduced|improved|grew|boosted|lowered|saved|expanded|cut|doubled|tripled)\b/i;
const hasFigure =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|third|quarter|double|twice)\b/i;

const stopWords = new Set(
  `the a an and or of to in on for with at by from as is are was were be been this that these those
  it its their his her our your my i me we you they he she not no than then into over under about
  per across within all any each other more most such can will would may also using use used`.split(
    /\s+/,
  ),
);

const shorten = (text: string, max = 60) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
const cleanText = (text: string) => text.replace(/[*_]/g, "");

function lineSpan(line: Line, at: number, length: number): Span {
  return { start: line.start + at, end: line.start + at + length };
}

function passiveFindings(prose: Line[], kind: DocumentKind): StyleFinding[] {
  return prose.flatMap((line) => {
    const matches = [...line.text.matchAll(passiveByWriter)];
    const atStart = kind === "cv" && line.bullet ? passiveBullet.exec(line.text) : null;
    if (atStart && !matches.some((m) => m.index === 0)) matches.push(atStart);
    return matches.map((m) => ({
      rule: "passive",
      message: `Passive phrasing "${m[0]}": start with what was done, e.g. an action verb.`,
      spans: [lineSpan(line, m.index, m[0].length)],
    }));
  });
}

/** "the desk that handled", "cashiers who were responsible for": someone else's act. */
const relativeBefore = /\b(?:who|which|that)\s+(?:(?:was|were|is|are)\s+)?$/i;

function weakVerbFindings(prose: Line[]): StyleFinding[] {
  return prose.flatMap((line) =>
    weakPhrases.flatMap(([pattern, phrase]) => {
      const m = pattern.exec(line.text);
      return m && !relativeBefore.test(line.text.slice(0, m.index))
        ? [
            {
              rule: "weak-verb",
              message: `Weak phrase "${phrase}" in "${shorten(cleanText(line.text))}": use a strong action verb (led, delivered, reduced, built).`,
              spans: [lineSpan(line, m.index, m[0].length)],
            },
          ]
        : [];
    }),
  );
}

function firstPersonFinding(prose: Line[]): StyleFinding[] {
  return firstPersonFindings(prose).map(({ spans, words, fix }) => ({
    rule: "first-person",
    message: fix
      ? `First person: a CV leaves out "${words[0]}": write "${fix.text} ...".`
      : `First person used ${spans.length} time(s) ("${words.join('", "')}"): a CV leaves out "I" and "my".`,
    spans,
    ...(fix ? { fix } : {}),
  }));
}

function longBulletFindings(prose: Line[]): StyleFinding[] {
  return prose.flatMap((line) => {
    const words = line.text.split(/\s+/).filter(Boolean).length;
    return line.bullet && words > maxBulletWords
      ? [
          {
            rule: "long-bullet",
            message: `Bullet of ${words} words ("${shorten(cleanText(line.text), 40)}"): keep bullets under ${maxBulletWords} words.`,
            spans: [lineSpan(line, 0, line.text.length)],
          },
        ]
      : [];
  });
}

/** Words of size with no number: the client knows the figure they stand for. */
const vagueSize =
  /\b(?:significantly|greatly|substantially|considerably|dramatically|hugely|massively|numerous|many|in most \p{Ll}+)\b/giu;
/** A bullet's opening verb, and an adverb of size before it ("Greatly increased"). */
const openingVerb =
  /^(?:(?:significantly|greatly|substantially|considerably|dramatically)\s)?\p{L}+/iu;

/**
 * "Increased sales", "Won many new customers", "Cut waste significantly": a result with no figure.
 * A result verb is a claim on its own; any other verb is one with a word of size after it. The
 * finding points at the verb and at each vague word, which is what the figure replaces.
 */
function claimFindings(prose: Line[]): StyleFinding[] {
  return prose.flatMap((line) => {
    const verb = line.bullet && !hasFigure.test(line.text) ? openingVerb.exec(line.text) : null;
    if (!verb) return [];
    const vague = [...line.text.matchAll(vagueSize)].filter((m) => m.index >= verb[0].length);
    const claim = claimVerb.test(verb[0].split(/\s/).at(-1) ?? "");
    if (!claim && vague.length === 0) return [];
    const spans = [
      lineSpan(line, 0, verb[0].length),
      ...vague.map((m) => lineSpan(line, m.index, m[0].length)),
    ];
    const message = `"${shorten(cleanText(line.text))}" claims a result with no figure: add the number, percentage or amount.`;
    return [{ rule: "claim-without-figure", message, spans }];
  });
}

/** "Plans and execute": a present verb joined to the bullet's first verb, as an agreement. */
const joinedAgreement = (j: JoinedVerbFinding): AgreementFinding => ({
  span: j.span,
  word: j.verb,
  fix: j.fix,
  subject: "I",
  joinedTo: j.joinedTo,
});

function agreementFinding(prose: Line[], joined: JoinedVerbFinding[]): StyleFinding[] {
  const all = [
    ...agreementFindings(prose),
    ...moreAgreementFindings(prose),
    ...compoundAgreementFindings(prose),
    ...headAgreementFindings(prose),
    ...joined.filter((j) => j.form !== "past").map(joinedAgreement),
  ];
  const once = all
    .filter((f, i) => all.findIndex((g) => g.span.start === f.span.start) === i)
    .sort((a, b) => a.span.start - b.span.start);
  return once.map(({ span, word, fix, subject, joinedTo }) => ({
    rule: "agreement",
    message: joinedTo
      ? `"${word}" is joined by "and" to "${joinedTo}": write "${fix}" to match.`
      : `"${word}" does not agree with its subject "${subject}": write "${fix}".`,
    spans: [span],
    fix: { ...span, text: fix },
  }));
}

type WordFix = { span: Span; word: string; fix: string; why: string };

/** A finding that replaces one word, with the reason. */
const wordFix =
  (rule: string) =>
  ({ span, word, fix, why }: WordFix): StyleFinding => ({
    rule,
    message: `"${word}" here should be "${fix}": ${why}.`,
    spans: [span],
    fix: { ...span, text: fix },
  });

function tenseMessage({ verb, currently, ended, joinedTo }: TenseFinding): string {
  if (joinedTo)
    return `"${verb}" is joined by "and" to "${joinedTo}": write it in the past tense too.`;
  if (!ended)
    return `"${verb}" describes a duty of the current role: write it in the present tense.`;
  return currently
    ? `"Currently ${verb}" in a role that has ended: write it in the past tense.`
    : `"${verb}" in a role that has ended: write it in the past tense.`;
}

const tenseFinding = (t: TenseFinding): StyleFinding => ({
  rule: "tense",
  message: t.fix ? `${tenseMessage(t)} Suggested: "${t.fix}".` : tenseMessage(t),
  spans: [t.span],
  ...(t.fix ? { fix: { ...t.span, text: t.fix } } : {}),
});

function doubledWordFindings(prose: Line[]): StyleFinding[] {
  return prose.flatMap((line) =>
    [...line.text.matchAll(doubled)]
      .filter((m) => {
        const [first = "", second = ""] = m[0].split(/\s+/);
        return (
          !rightDoubles.has(first.toLowerCase()) &&
          !isReduplication(first) &&
          !isDoubledName(first, second)
        );
      })
      .map((m) => ({
        rule: "doubled-word",
        message: `Repeated word: "${m[0]}": the word is written twice.`,
        spans: [lineSpan(line, m.index, m[0].length)],
      })),
  );
}

/** "accounts,, the paybill": a comma or semicolon typed twice. */
const doubledMark = /([,;])\1+/g;

function doubledMarkFindings(prose: Line[]): StyleFinding[] {
  return prose.flatMap((line) =>
    [...line.text.matchAll(doubledMark)].map((m) => {
      const span = lineSpan(line, m.index, m[0].length);
      const mark = m[1] ?? ",";
      return {
        rule: "punctuation",
        message: `"${m[0]}": the mark is typed twice. Suggested: "${mark}".`,
        spans: [span],
        fix: { ...span, text: mark },
      };
    }),
  );
}

/** "June 2022,when": a comma with no space before a word ("1,200" is a figure). */
const unspacedComma = /(?<=[\p{L}\d]),(?=\p{Ll})/gu;

function unspacedCommaFindings(prose: Line[]): StyleFinding[] {
  return prose.flatMap((line) =>
    [...line.text.matchAll(unspacedComma)].map((m) => {
      const span = lineSpan(line, m.index, 1);
      const message = `",": a space follows a comma. Suggested: ", ".`;
      return { rule: "punctuation", message, spans: [span], fix: { ...span, text: ", " } };
    }),
  );
}

/** Describing words a CV leans on ("excellent", "various", "effectively"). */
const describingWords =
  /^(?:excellent|strong|good|great|various|successful|successfully|effective|effectively|key|dynamic|innovative|efficient|efficiently|proven|extensive|significant|significantly)$/;

/**
 * Words whose repetition reads as thin style: verbs in the past ("managed" four times) and
 * describing words. Nouns are the field's vocabulary ("staff" in an HR CV, "procurement" in a
 * procurement officer's): a CV about them repeats them.
 */
const isStyleWord = (word: string) =>
  /ed$/.test(word) || pastVerbForms.has(word) || describingWords.test(word);

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? [];

/**
 * The field's own vocabulary (the words of the headings and of the profile paragraph:
 * "procurement" in a procurement officer's CV, "motor" in a motor underwriter's) and names (a word written capitalised mid-line:
 * "County") are meant to recur; any other content word used four times or more reads as a thin
 * vocabulary.
 */
function repeatedWordFindings(markdown: string, lines: Line[], prose: Line[]): StyleFinding[] {
  const own = new Set([
    ...lines.filter((l) => l.heading).flatMap((l) => wordsOf(l.text)),
    ...wordsOf(prose[0]?.text ?? ""),
  ]);
  for (const line of prose)
    for (const m of line.text.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}'-]*/gu)) own.add(m[0].toLowerCase());
  const counts = new Map<string, number>();
  for (const { text } of prose)
    for (const word of cleanText(text)
      .toLowerCase()
      .match(/\p{L}[\p{L}'-]{3,}/gu) ?? [])
      if (!stopWords.has(word) && !own.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .filter(([word, count]) => count >= 4 && isStyleWord(word))
    .map(([word, count]) => ({
      rule: "repeated-word",
      message: `"${word}" appears ${count} times: vary the wording.`,
      spans: wordSpans(markdown, word),
    }));
}

export function checkStyle(markdown: string, kind: DocumentKind): StyleFinding[] {
  const lines = markdownLines(markdown);
  const prose = lines.filter((l) => !l.heading);
  const joined = joinedVerbFindings(prose);
  const anyText = [
    ...passiveFindings(prose, kind),
    ...doubledWordFindings(prose),
    ...doubledMarkFindings(prose),
    ...unspacedCommaFindings(prose),
    ...presentTenseAfterPastTime(prose).map(tenseFinding),
    ...baseAfterHave(prose).map(tenseFinding),
    ...presentInEndedSpan(prose, new Date().getFullYear()).map(tenseFinding),
    ...presentInPastSentences(prose, new Date().getFullYear()).map(tenseFinding),
    ...agreementFinding(prose, joined),
    ...confusableFindings(prose).map(({ right, ...f }) =>
      wordFix("confusable")({ ...f, fix: right }),
    ),
    ...apostropheFindings(prose).map(wordFix("apostrophe")),
    ...possessiveNumberFindings(prose).map(wordFix("apostrophe")),
    ...ownerNamedOnce(lines).map(wordFix("apostrophe")),
    ...realWordTypos(prose).map(wordFix("spelling")),
    ...numberArticles(prose).map(wordFix("article")),
    ...acronymArticles(prose).map(wordFix("article")),
    ...missingArticles(prose).map(wordFix("article")),
    ...capitalFindings(lines).map(wordFix("capitalisation")),
  ];
  if (kind === "letter") return oncePerSpan(anyText);
  return oncePerSpan([
    ...anyText,
    ...weakVerbFindings(prose),
    ...firstPersonFinding(prose),
    ...roleTenseFindings(lines).map(tenseFinding),
    ...joined
      .filter((j) => j.form === "past")
      .map(({ verb, span, joinedTo, fix }) =>
        tenseFinding({ verb, span, currently: false, ended: true, joinedTo, fix }),
      ),
    ...claimFindings(prose),
    ...longBulletFindings(prose),
    ...repeatedWordFindings(markdown, lines, prose),
  ]);
}

/** Two rules that find the same word in the same tense ("Last year I ... and prepare") say it once. */
function oncePerSpan(findings: StyleFinding[]): StyleFinding[] {
  const key = (f: StyleFinding) => `${f.rule} ${f.spans[0]?.start} ${f.fix?.text ?? ""}`;
  return findings.filter((f, i) => findings.findIndex((g) => key(g) === key(f)) === i);
}
