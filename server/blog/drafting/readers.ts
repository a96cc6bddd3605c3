import { nounPhrasesOf } from "./noun-phrases";

/**
 * Who a post is for, in the brief's own words, as one sentence of the draft's opening. Only
 * the phrasings below are read, and each is written back in a frame that is grammatical for
 * what it holds: a plural noun phrase after "for" ("This guide is written for newly trained
 * teachers."), a clause after "who" ("It is written for readers who hold CPA(K) ..."), or the
 * brief's sentence about some of its readers ("Many of our readers come from the private
 * sector."). Anything else says nothing, rather than a guess.
 */

/** The brief's sentences and clauses ("Warm tone; readers are mid-career professionals."). */
const clausesOf = (instructions: string) =>
  instructions
    .split(/[.;!?\n]/)
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * "newly trained teachers", "KCSE leavers who have never had a job": a group of people, so a
 * phrase whose first run of nouns ends on a plural ("the blog", "LinkedIn" are no readers).
 */
function isReaders(phrase: string): boolean {
  const head = nounPhrasesOf(phrase)[0]?.split(" ").at(-1) ?? "";
  return /[^s]s$/.test(head);
}

const FOR = /^(?:for|aimed at|written for)\s+(\S.*)$/i;
const WORDS_FOR = /\bwords?,?\s+for\s+(\S.*)$/i;
const READERS_ARE = /^readers are (\S.*)$/i;
const READERS_DO = /^readers\s+(?!are\b)(\w+\s.+)$/i;
const SOME_READERS = /^(many|most|some) (?:of (?:the|our) )?readers (\S.*)$/i;

export function readersSentence(instructions: string): string | undefined {
  for (const clause of clausesOf(instructions)) {
    const group = [FOR, WORDS_FOR, READERS_ARE].map((re) => re.exec(clause)?.[1]).find(Boolean);
    if (group && isReaders(group)) return `This guide is written for ${group}.`;
    const some = SOME_READERS.exec(clause);
    if (some) {
      const [, share = "", rest = ""] = some;
      return `${share.charAt(0).toUpperCase()}${share.slice(1).toLowerCase()} of our readers ${rest}.`;
    }
    const does = READERS_DO.exec(clause)?.[1];
    if (does) return `It is written for readers who ${does}.`;
  }
  return undefined;
}
