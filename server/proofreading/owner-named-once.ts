import type { ApostropheFinding } from "./apostrophes";
import { looksLikeVerb } from "./cv-verbs";
import type { Line } from "./markdown-lines";

/**
 * "Raised the resorts online review score" under "Front Office Manager, Baobab Resort", "Cut the
 * apps crash rate" after "Built the rider app": a plural after "the" and before what it owns is
 * a dropped apostrophe when the document names that one thing (its role's heading, the line
 * before or the line itself holds the singular), so the fix is the singular possessive.
 */

/** Plurals that name a kind before another noun ("the sales team", "the accounts office"). */
const attributive =
  /^(?:sales|operations|accounts|records|systems|services|claims|savings|goods|communications|resources|sports|works|news|earnings|finances|customs|outpatients|inpatients|admissions|exports|imports|payments|projects|programmes|products|parts|materials|events|arrears|premises|proceeds|means|results|grants|loans|funds|assets|facilities|stores|supplies|languages|needs|lands|wages|benefits|rates|roads|buildings|estates|drugs|sciences|arts|rights|relations|affairs|studies|minutes|standards|skills|contracts|fees|taxes|transactions|examinations|exams|hostels|jobs|ideas|arms|clients|members|customers|staff)$/;

/** Words after a plural that show it owns nothing. */
const notOwned =
  /^(?:and|or|but|of|in|on|at|to|for|from|by|with|as|than|that|which|who|is|are|was|were|have|has|had|will|would|can|could|may|must|should|every|each|all|this|last|next|twice|once|again|well|daily|weekly|monthly|too|also|only|here|there|together|themselves|about|through|across|during|after|before|into|over|under)$/i;

/**
 * Verbs that take someone and then a thing ("Gave the branches clear targets", "Sold the farmers
 * seed"): after them the plural is the first object, no owner.
 */
const twoObjects =
  /^(?:gave|give|gives|offered|offer|offers|sent|send|showed|show|taught|teach|told|tell|paid|pay|lent|lend|granted|awarded|allowed|brought|bring|got|get|made|make|let|helped|help|handed|promised|emailed|sold|sell|issued|issue|assigned|supplied|supply|provided|charged|owed|asked|ask|left|found|bought|set|won|earned|saved|cost|wished|denied|served|fed|feed)$/i;

/** The singular of a regular plural: "branches" -> "branch", "apps" -> "app", "dairies" -> "dairy". */
function singularOf(plural: string): string {
  if (/[^aeiou]ies$/.test(plural)) return `${plural.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(plural)) return plural.slice(0, -2);
  return plural.slice(0, -1);
}

const namesOne = (text: string, singular: string) =>
  new RegExp(`\\b${singular}\\b`, "i").test(text);

const pattern = /\bthe\s+(?<w>\p{Ll}{3,}s)\s+(?<next>\p{Ll}{3,}|\p{Lu}{2,}[\p{L}-]*)/dgu;

/** Each prose line with the heading above it and the line before it, to look for the singular. */
function withContext(lines: Line[]): { line: Line; context: string }[] {
  let heading = "";
  return lines.flatMap((line, i) => {
    if (line.heading) {
      heading = line.text;
      return [];
    }
    return [{ line, context: `${heading}\n${lines[i - 1]?.text ?? ""}\n${line.text}` }];
  });
}

export function ownerNamedOnce(lines: Line[]): ApostropheFinding[] {
  return withContext(lines).flatMap(({ line, context }) =>
    [...line.text.matchAll(pattern)].flatMap((m) => {
      const { w = "", next = "" } = m.groups ?? {};
      const at = m.indices?.groups?.w;
      if (!at || /(?:ss|us|is|ics)$/.test(w) || attributive.test(w) || notOwned.test(next))
        return [];
      // "the nurses wear", "the schools reopened": a verb after the plural is its own.
      if (looksLikeVerb(next) || /(?:ed|ly)$/.test(next)) return [];
      const before = /(\p{L}+)\s+$/u.exec(line.text.slice(0, m.index))?.[1] ?? "";
      if (twoObjects.test(before)) return [];
      const singular = singularOf(w);
      // The plural used as a plural elsewhere in the line ("the schools ... all schools") is many.
      const pluralElsewhere = line.text.toLowerCase().split(w).length > 2;
      if (!namesOne(context, singular) || pluralElsewhere) return [];
      const span = { start: line.start + at[0], end: line.start + at[1] };
      return [{ span, word: w, fix: `${singular}'s`, why: "a possessive takes an apostrophe" }];
    }),
  );
}
