import type { Line, Span } from "./markdown-lines";
import { type ArticleFinding, acronymArticle } from "./number-articles";

/**
 * Articles a CV or letter leaves out where English needs one, judged only where the words settle
 * it: a job after "worked as" ("as an accountant"), a workplace after "at" ("at a bank in
 * Kisumu"), a countable thing measured after a verb ("Managed a team of 14"), a recurring report
 * or event ("the quarterly report", "at the annual ... Conference") and a named event ("the East
 * African Safari Rally"). Idioms ("in hospital", "at school"), plurals, a title in capitals and a
 * post held alone ("served as treasurer") are left as written. The finding points at the word the
 * article goes before, and Apply writes the article with it. A qualification held ("holds BSc in
 * Nursing" -> "a BSc", "with MBA from" -> "an MBA") takes one too, by how its letters are read.
 * "a honours degree" and "a on-call post" are here too: harper reads the "h" as sounded and does
 * not read a hyphenated compound's sound.
 */

/** "an" before a vowel sound: "an engineer", "a union", "a one-year", "an hour". */
export function articleFor(word: string): "a" | "an" {
  const lower = word.toLowerCase();
  if (/^(?:hour|honou?r|honest|heir)/.test(lower)) return "an";
  if (/^(?:uni|use|usu|uti|eu|one|once|ur[aeiou])/.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** Jobs by their ending or their name: "accountant", "engineer", "nurse". */
const job =
  /^(?:\p{Ll}+(?:ant|ent|er|or|ist|ian|ee|eer)|nurse|clerk|chef|cook|guard|intern|volunteer|cashier|midwife|tutor|secretary|bursar|pharmacist|typist|receptionist|librarian|technician|mechanic|artisan|attendant)$/u;
/** Places of work that take an article after "at" or "with" (not "school", "hospital", "home"). */
const workplace =
  /^(?:bank|company|firm|clinic|hotel|factory|supermarket|restaurant|pharmacy|shop|garage|bakery|salon|dispensary|microfinance|sacco|NGO|startup|hardware|chemist|boutique)$/;
/** Things a verb manages that a figure measures: "a team of 14", "a budget of KSh 2 million". */
const measured = /^(?:team|budget|portfolio|fleet|staff|caseload|class|network|herd|stock)$/;
const recurring = /^(?:daily|weekly|monthly|quarterly|annual|yearly|termly|biannual)$/i;
const events =
  "Conference|Meeting|Summit|Forum|Show|Congress|Symposium|Expo|Exhibition|Festival|Fair|Rally|Cup|Championships?|Games|Olympics|Marathon";

/** Awards one holds: "BSc", "MBA", "Diploma", "Higher Diploma", "Postgraduate Certificate". */
const qualification = String.raw`(?:(?:Higher|Postgraduate|Advanced|National)\s+)?(?:Diploma|Certificate|Degree)|B(?:Sc|A|Com|Ed|Tech|Arch|BA|Pharm)|M(?:Sc|A|BA|PH|Ed|Phil|Com)|PhD|LLB|LLM`;

/** "a BSc", "an MBA", "a Diploma", "an Advanced Certificate": the article for an award's name. */
function qualificationArticle(word: string): string | null {
  return /^\p{Lu}\p{L}?\p{Lu}/u.test(word) ? (acronymArticle(word) ?? null) : articleFor(word);
}

type Rule = { pattern: RegExp; article: (m: RegExpMatchArray) => string | null };

const rules: Rule[] = [
  // "Worked as cashier", "Employed as engineer": a job one of many held, unlike "served as treasurer".
  {
    pattern:
      /\b(?:[Ww]orked|[Ww]orking|[Ww]ork|[Ee]mployed|[Hh]ired|[Ee]ngaged|[Rr]ecruited|[Cc]ontracted)\s+as\s+(?<w>\p{Ll}+)\b/dgu,
    article: (m) => (job.test(m.groups?.w ?? "") ? articleFor(m.groups?.w ?? "") : null),
  },
  // "at supermarket in Nakuru", "with firm in Athi River": a workplace, then where it is.
  {
    pattern:
      /\b(?:at|with|for|joined)\s+(?<w>\p{L}+)(?=\s+(?:in|at|on|near|along|off)\s+\p{Lu}|[.,;]|$)/dgu,
    article: (m) => (workplace.test(m.groups?.w ?? "") ? articleFor(m.groups?.w ?? "") : null),
  },
  // "I hold BSc in Nursing", "graduated with MBA from": an award held, named by its field or school.
  {
    pattern: new RegExp(
      String.raw`\b(?:[Hh]old|[Hh]olds|[Hh]olding|[Hh]eld|with|[Ee]arned|[Oo]btained|[Cc]ompleted|[Aa]warded|[Gg]ained)\s+(?<w>${qualification})\s+(?:in|from)\b`,
      "dgu",
    ),
    article: (m) => qualificationArticle(m.groups?.w ?? ""),
  },
  // "Managed team of 14", "I ran budget of KSh 2 million": a verb's object measured by a figure.
  {
    pattern:
      /\b(?:\p{L}+ed|ran|led|kept|held|built|grew|oversaw|run|lead|manage|keep|hold)\s+(?<w>\p{Ll}+)\s+of\s+(?:over\s+|about\s+|nearly\s+|more\s+than\s+)?(?:KSh|Ksh|KES|USD|US\$|\$|\d)/dgu,
    article: (m) => (measured.test(m.groups?.w ?? "") ? articleFor(m.groups?.w ?? "") : null),
  },
  // "Compiled quarterly report to", "Wrote monthly report for": one report of a series.
  {
    pattern:
      /^(?:\p{L}+ed|[Ww]rote|[Rr]an|[Ll]ed|[Kk]ept|[Ss]ent|[Hh]eld|[Dd]rew)\s+(?<w>\p{L}+)\s+(?:report|budget|plan|return|review|newsletter|meeting|audit|bulletin|summary|forecast)\b(?!\s*s)(?=\s+(?:to|for|on|of|in|at|with)\b|[.,;]|$)/dgu,
    article: (m) => (recurring.test(m.groups?.w ?? "") ? "the" : null),
  },
  // "at annual Law Society of Kenya Conference": a recurring event named in capitals.
  {
    pattern: new RegExp(
      String.raw`\b(?:at|in|to|during|for|from|attended|addressed)\s+(?<w>annual|inaugural|biennial)\s+(?:\p{Lu}[\p{L}&-]*\s+|(?:of|and)\s+){1,7}?(?:${events})\b`,
      "dgu",
    ),
    article: () => "the",
  },
  // "for East African Safari Rally": a named event takes "the".
  {
    pattern: new RegExp(
      String.raw`\b(?:at|in|to|during|for|from|with)\s+(?<w>(?!(?:Annual|The)\b)\p{Lu}\p{L}+)\s+(?:\p{Lu}[\p{L}&-]*\s+){0,4}?(?:${events})\b`,
      "dgu",
    ),
    article: () => "the",
  },
];

/**
 * "a honours degree", "a hour": before a silent h the article is "an"; so before a hyphenated
 * compound opening with a vowel sound ("a in-charge", "a off-site role"), not "a one-stop".
 */
const beforeVowelSound =
  /\b(?<w>[Aa])\s+(?:(?:hour|hours|hourly|honours|honour|honourable|honest|heir)\b|(?!one-|once-|un[io]|use|eu)[aeiou]\p{L}*-\p{L})/dgu;

const withArticle = (article: string, word: string) =>
  /^\p{Lu}/u.test(word) && word === word.toLowerCase() ? word : `${article} ${word}`;

export function missingArticles(prose: Line[]): ArticleFinding[] {
  return prose.flatMap((line) => [
    ...rules.flatMap(({ pattern, article }) =>
      [...line.text.matchAll(pattern)].flatMap((m) => {
        const at = m.indices?.groups?.w;
        const word = m.groups?.w ?? "";
        const chosen = at ? article(m) : null;
        if (!at || !chosen) return [];
        const span: Span = { start: line.start + at[0], end: line.start + at[1] };
        return [
          { span, word, fix: withArticle(chosen, word), why: "the noun needs an article here" },
        ];
      }),
    ),
    ...[...line.text.matchAll(beforeVowelSound)].flatMap((m) => {
      const at = m.indices?.groups?.w;
      if (!at) return [];
      const span: Span = { start: line.start + at[0], end: line.start + at[1] };
      const fix = m.groups?.w === "A" ? "An" : "an";
      return [
        {
          span,
          word: m.groups?.w ?? "a",
          fix,
          why: "the word opens with a vowel sound",
        },
      ];
    }),
  ]);
}
