import type { ApostropheFinding } from "./apostrophes";
import { looksLikeVerb } from "./cv-verbs";
import type { Line } from "./markdown-lines";

/**
 * A possessive whose number the sentence settles: "every vehicles licence" and "each companies'
 * ledger" own one thing each ("vehicle's", "company's"); "the three school's mean score" and "all
 * 14 branch's cash position" are many owners ("schools'", "branches'"). Only the determiner right
 * before the owner and a word owned right after it are read, so "the school's two labs" (a
 * count of what is owned) and "the 2019 company's" (a year) are left alone.
 */

const oneOwner = "one owner takes 's";
const manyOwners = "many owners take s'";

/**
 * Words that count one owner. "a farmers' cooperative", "a women's group" are right: after "a"
 * the plural owner names a kind of thing, so only "each" and "every" are read.
 */
const one = /^(?:each|every)$/i;
/** Counts of two or more, never a year: the owner is plural. */
const many =
  /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|several|many|these|those|both|(?!(?:19|20)\d{2}$)\d{1,3}(?:,\d{3})*)$/i;
/** Owners whose plural is not made with -s. */
const irregular = /^(?:man|woman|child|person|people|men|women|children)$/i;

/** What the owned word may be: a lower-case noun or an acronym ("NTSA licence"). */
const owned = /^(?:\p{Ll}{3,}|\p{Lu}{2,}s?)$/u;
/** Words after a plural that show it owns nothing: a verb, a preposition, a conjunction. */
const notOwned =
  /^(?:and|or|but|of|in|on|at|to|for|from|by|with|as|than|that|which|who|is|are|was|were|have|has|had|will|would|can|could|may|must|should)$/i;

/** "vehicles" -> "vehicle's", "companies'" -> "company's", "branches" -> "branch's". */
function singularPossessive(word: string): string {
  const bare = word.replace(/['’]$/u, "");
  if (/[^aeiou]ies$/i.test(bare)) return `${bare.slice(0, -3)}y's`;
  if (/(?:ch|sh|x|ss)es$/i.test(bare)) return `${bare.slice(0, -2)}'s`;
  return `${bare.slice(0, -1)}'s`;
}

/** "school's" -> "schools'", "company's" -> "companies'", "branch's" -> "branches'". */
function pluralPossessive(word: string): string {
  const bare = word.replace(/['’]s$/u, "");
  if (/[^aeiou]y$/i.test(bare)) return `${bare.slice(0, -1)}ies'`;
  if (/(?:ch|sh|x|s|z)$/i.test(bare)) return `${bare}es'`;
  return `${bare}s'`;
}

const pattern =
  /(?<=^|[\s(])(?<det>[\p{L}\d,]+)\s+(?<w>\p{Ll}{3,}(?:s['’]?|['’]s))(?=\s+(?<next>[\p{L}]+))/dgu;

export function possessiveNumberFindings(prose: Line[]): ApostropheFinding[] {
  return prose.flatMap((line) =>
    [...line.text.matchAll(pattern)].flatMap((m) => {
      const { det = "", w = "", next = "" } = m.groups ?? {};
      const at = m.indices?.groups?.w;
      if (!at || irregular.test(w.replace(/['’]s?$/u, "")) || !owned.test(next)) return [];
      // "900 form's signed by": a participle after it owns nothing; the plural rule judges it.
      if (notOwned.test(next) || /ed$/.test(next) || looksLikeVerb(next)) return [];
      const span = { start: line.start + at[0], end: line.start + at[1] };
      // "each companies' ledger", "every vehicles NTSA licence": one owner, written as many. A
      // plural with no apostrophe before a lower-case noun is droppedPossessives' to judge
      // ("every sales agent" is a kind of agent); before an acronym it can only own it.
      const apostrophe = /s['’]$/u.test(w);
      const bare = /[^s'’]s$/u.test(w) && !/(?:ss|us|is)$/.test(w) && /^\p{Lu}{2,}/u.test(next);
      if (one.test(det) && (apostrophe || bare))
        return [{ span, word: w, fix: singularPossessive(w), why: oneOwner }];
      // "the three school's accounts": many owners, written as one. Money before a count ("KSh
      // 500 company's") is an amount, and a label before it ("Form 4 student's", "Level 5
      // hospital's") a kind, not a count of owners.
      const before = line.text.slice(0, m.index);
      const notCount =
        /(?:KSh|Ksh|KES|USD|\$|\b(?:Form|Grade|Class|Level|Tier|Standard|Phase|Category|Stage|Block|Plot|Room|Ward|Unit|Batch|Cohort|Year|Std|Route|Gate|Zone))\s*$/iu.test(
          before,
        );
      // "two patient's files" may count the files, so a plural owned word leaves it open;
      // "two year's experience", "the three school's mean score" can only count the owners.
      const then = /^\s+\S+\s+(\p{Ll}+)/u.exec(line.text.slice(at[1]))?.[1] ?? "";
      const countsOwned = /[^s]s$/.test(next) || /[^s]s$/.test(then);
      if (countsOwned) return [];
      if (many.test(det) && /['’]s$/u.test(w) && !/ss['’]s$/.test(w) && !notCount)
        return [{ span, word: w, fix: pluralPossessive(w), why: manyOwners }];
      return [];
    }),
  );
}
