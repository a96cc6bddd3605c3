import type { CvRole } from "../facts";
import { isSwahiliWord } from "./chat-words";
import { tidy, upperFirst } from "./cv-text";
import { splitPeriod, titleWord } from "./roles";

/** "Before:", "Previously,": the lead only says the job came earlier. */
const earlierLead =
  /^(?:before|previously|earlier|formerly|prior to that)(?:\sthat)?\s*[:,–-]?\s+/i;
/** A post named by its placement rather than a title ("Pupillage: Kituo Cha Sheria, 2021"). */
const placement = /^(?:pupillage|apprenticeship|locum|residency|clerkship|internship|attachment)$/i;
/** Words that open no employer's name: a preposition, an article, a prize. */
const notEmployer =
  /^(?:of|for|in|on|to|from|since|by|the|an?|and|or|award|prize|grade|level|exams?|years?|months?)$/i;
/** A title word, or its shorthand on a form ("Procurement asst", "Sales mgr"). */
const wholeTitleWord = new RegExp(`^(?:${titleWord.source}|asst|mgr|supvr|coord)$`, "i");
const isTitleWord = (word: string) => wholeTitleWord.test(word);
/**
 * A title is no verb's phrase and holds no number ("Managed 4 engineers" is a duty), and no
 * Swahili word ("nilikuwa customer care executive" is a sentence of a chat).
 */
const swahili = (words: string[]) => words.some((w) => /^\p{Ll}/u.test(w) && isSwahiliWord(w));
const verbal = (words: string[]) => swahili(words) || words.some((w) => /\d|(?:ed|ing)$/i.test(w));

/** Splits at commas outside brackets: "(legal aid clinics, Eastleigh)" stays one part. */
const commaParts = (text: string) =>
  text
    .replace(/\([^()]*\)/g, (bracket) => bracket.replaceAll(",", "\u0000"))
    .split(/,\s+/)
    .map((part) => part.replaceAll("\u0000", ","));

/** The part of a job line that is only its dates ("2019-2021", "Feb 2022 - date: ..."). */
function datesPart(part: string): { period: string; rest: string } | null {
  const [told = "", ...after] = part.split(/:\s*/);
  // "Mar 2021 - Jan 2022 (legal aid clinics)": the note in brackets is the job's.
  const note = /\s*\(([^()]+)\)$/.exec(told);
  const split = splitPeriod(note ? told.slice(0, note.index) : told);
  const rest = [note?.[1] ?? "", ...after].filter(Boolean).join(": ");
  return split.period !== "" && split.text === "" ? { period: split.period, rest } : null;
}

/** "deputy principal machakos boys": the title ends at its last title word, the employer follows. */
function titleThenEmployer(text: string): { title: string; employer: string } | null {
  // "Pupillage: Kituo Cha Sheria": the label is the post.
  const label = /^([\p{L} ]{3,30}):\s+(\S.*)$/u.exec(text);
  if (label) {
    const post = label[1]!.trim();
    const named = placement.test(post) || isTitleWord(post.split(/\s+/).at(-1)!);
    return named && /^\p{Lu}/u.test(label[2]!) ? { title: post, employer: label[2]! } : null;
  }
  // "teacher maths/physics at mbooni boys high": the title is all before "at".
  const at = /^(\S+(?:\s\S+){0,4})\s(?:at|with)\s(\S.*)$/i.exec(text);
  if (at) {
    const title = at[1]!.split(/\s+/);
    return title.some(isTitleWord) && !verbal(title) ? { title: at[1]!, employer: at[2]! } : null;
  }
  const words = text.split(/\s+/).filter(Boolean);
  let last = -1;
  for (const [i, word] of words.slice(0, 5).entries()) if (isTitleWord(word)) last = i;
  const title = words.slice(0, last + 1);
  const employer = words.slice(last + 1);
  // "pale pale from": the employer is named, and ends in no preposition.
  const unnamed = notEmployer.test(employer[0] ?? "") || notEmployer.test(employer.at(-1) ?? "");
  if (last < 0 || verbal(title) || swahili(employer) || unnamed) return null;
  return { title: title.join(" "), employer: employer.join(" ") };
}

/**
 * "2011-2016 deputy principal machakos boys", "Before: senior procurement officer Kenya
 * Pipeline Co 2014-2019", "Loans officer faulu microfinance bank, kitengela branch, 2019-2021,
 * group lending", "Associate advocate, Mohamed Hassan & Co. Advocates, Feb 2022 - date: land
 * litigation": a job a form writes as its title, its employer and its dates, with no comma
 * between title and employer, or with the employer as the next part. The parts after the dates
 * are the job's duties.
 */
export function runOnJob(text: string): CvRole | null {
  if (!/\b(?:19|20)\d\d\b/.test(text)) return null;
  const parts = commaParts(text.replace(earlierLead, ""));
  const head = splitPeriod(parts[0]!);
  let period = head.period;
  let before: string[] = [];
  let after = parts.slice(1);
  if (period === "") {
    const at = after.findIndex((part) => datesPart(part) !== null);
    if (at < 0) return null;
    const dates = datesPart(after[at]!)!;
    period = dates.period;
    before = after.slice(0, at);
    after = [dates.rest, ...after.slice(at + 1)].filter((p) => p.trim() !== "");
  }
  const post = titleThenEmployer(head.text);
  if (!post) return null;
  // "Associate advocate, Mohamed Hassan & Co. Advocates, Feb 2022": the employer is the next part.
  if (post.employer === "" && before[0] && /^\p{Lu}/u.test(before[0]) && !/\d/.test(before[0]))
    post.employer = before.shift()!;
  if (post.employer === "") return null;
  const duties = tidy(after.join(", "));
  return {
    title: upperFirst(tidy(post.title)),
    employer: tidy([post.employer, ...before].join(", ")),
    period,
    bullets: duties ? [duties] : [],
  };
}
