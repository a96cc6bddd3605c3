import { numberWords } from "../../number-words";
import { words } from "../text";
import { isYoungPeople } from "./young-people";

/**
 * A group to be trained: "training for 15 tellers", "we want to train our 40 staff", "a
 * workshop for twenty sales agents", "mafunzo kwa wafanyakazi 12". A number of people beside a
 * word of training asks for corporate training whatever the people are called, and the
 * consultant needs the headcount.
 */
export interface TrainingGroup {
  /** "15 tellers", "40 staff": the headcount and who, as the visitor wrote them. */
  group: string;
  /** Index of the first word of the group in the message's words. */
  at: number;
}

const trainingWords = new Set(
  "train training trainings trained workshop workshops seminar seminars course courses mafunzo kuwafunza kufunza semina warsha".split(
    " ",
  ),
);
/**
 * Things counted that are not people: "3 days", "two sessions", "5k", "10 CVs", and what a
 * visitor made or earned beside a course they took ("built two apps", "4 certificates").
 */
const notPeople = new Set(
  `years year months weeks days hours minutes sessions session modules topics pages words copies
  times shillings bob ksh kes k cvs letters documents slots batches branches counties offices
  apps websites projects products systems certificates certifications degrees diplomas books
  reports proposals businesses companies jobs roles interviews applications kids children
  miaka siku wiki masaa`.split(/\s+/),
);
/** Young people are a youth programme's audience, not a company's staff. */
const studentWords = new Set("students student graduates wanafunzi interns".split(" "));
const isYouth = (word: string) => isYoungPeople(word) || studentWords.has(word);
/** How far (in words) the training word may be from the headcount. */
const NEAR = 6;

function countOf(token: string): number | undefined {
  if (/^\d{1,4}$/.test(token)) return Number(token);
  return numberWords[token];
}

const isPeople = (word: string) =>
  /^(staff|people|wafanyakazi|watu|team|employees)$/.test(word) || /[a-z]{3,}s$/.test(word);

/** How many words after a number may name who is counted ("40 M&E officers" is four words). */
const MAX_WHO = 3;

/**
 * Who is counted after a number: a plural noun or a word for staff, with the words before it
 * ("sales agents", "bank tellers", "M&E officers").
 */
function peopleAfter(tokens: readonly string[], i: number): string | undefined {
  // "Train all forty of them": the people named before, counted.
  if (tokens[i + 1] === "of" && (tokens[i + 2] === "them" || tokens[i + 2] === "us")) {
    return `of ${tokens[i + 2]}`;
  }
  let who: string | undefined;
  for (let k = i + 1; k <= i + MAX_WHO; k++) {
    const word = tokens[k];
    if (!word || notPeople.has(word) || trainingWords.has(word) || countOf(word) !== undefined) {
      break;
    }
    if (isPeople(word)) who = tokens.slice(i + 1, k + 1).join(" ");
  }
  return who;
}

/** Swahili counts after the people: "wafanyakazi 12", "watu ishirini". */
const countedAfter = new Set(["wafanyakazi", "watu"]);

/** The group in one place of the message: a count and who, in either order. */
function groupAt(tokens: readonly string[], i: number): string | undefined {
  const token = tokens[i]!;
  const count = countOf(token);
  if (count !== undefined && count >= 2) {
    const who = peopleAfter(tokens, i);
    return who && !who.split(" ").some(isYouth) ? `${token} ${who}` : undefined;
  }
  const after = countOf(tokens[i + 1] ?? "");
  return countedAfter.has(token) && after !== undefined && after >= 2
    ? `${tokens[i + 1]} ${token}`
    : undefined;
}

/** How far before "they need training" the group "they" refers to may be named. */
const REFERRED_NEAR = 15;
const referringPeople = new Set(["they", "them", "wao"]);

/**
 * "We have eight sales agents who sign up riders, and they need training": the training is
 * for the group named before "they", however far the clause between runs.
 */
const trainsThem = (tokens: readonly string[], t: number) =>
  tokens.slice(Math.max(0, t - 3), t).some((w) => referringPeople.has(w));

export function trainingGroup(text: string): TrainingGroup | undefined {
  const tokens = words(text);
  const trainingAt = tokens.flatMap((t, i) => (trainingWords.has(t) ? [i] : []));
  if (!trainingAt.length) return undefined;
  const near = (t: number, i: number) =>
    Math.abs(t - i) <= NEAR || (i < t && t - i <= REFERRED_NEAR && trainsThem(tokens, t));
  for (let i = 0; i < tokens.length; i++) {
    if (!trainingAt.some((t) => near(t, i))) continue;
    const group = groupAt(tokens, i);
    if (group) return { group, at: i };
  }
  return undefined;
}

/** Words that make the people the visitor's organisation's: "our drivers", "walimu wetu". */
const ours = new Set(["our", "wetu", "yetu"]);
/** Words of one's staff that need no plural ("my team", "our staff", "wafanyakazi wetu"). */
const staffNouns = new Set(
  // A board or a committee is a group of the organisation's people, though one word.
  "staff team employees workers clergy board committee management wafanyakazi walimu wauguzi madereva viongozi wanachama bodi kamati".split(
    " ",
  ),
);
/** How many words may qualify the people after "our" ("our shift supervisors", "our new sales reps"). */
const MAX_QUALIFIERS = 2;

/**
 * Whether the people at `i` are said to be the organisation's: "our drivers", "kwa viongozi",
 * "for the clergy", with up to two words qualifying them in between ("our shift supervisors").
 * A qualifier is a plain word: not a number, a training word or a thing counted.
 */
function ownerBefore(tokens: readonly string[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 1 - MAX_QUALIFIERS; k--) {
    const word = tokens[k]!;
    if (word === "our" || word === "kwa") return true;
    // "For the clergy", "kwa viongozi wapya": a group named as whom the training is for.
    if (word === "the") return tokens[k - 1] === "for";
    if (trainingWords.has(word) || notPeople.has(word) || countOf(word) !== undefined) return false;
  }
  return false;
}

/** How far the training word may be from the people ("training for our drivers on ..."). */
const OWN_NEAR = 4;

const isOwnPeople = (word: string) =>
  staffNouns.has(word) || (/[a-z]{3,}s$/.test(word) && !notPeople.has(word) && !isYouth(word));

/**
 * "Training for our drivers", "train our nurses", "mafunzo kwa walimu wetu": a training for
 * the organisation's own people, with no headcount, asks for corporate training as a counted
 * group does. The index of the people's word, or undefined.
 */
export function ownPeopleTrained(tokens: readonly string[]): number | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const after = tokens[i + 1] ?? "";
    const owned = (ownerBefore(tokens, i) || ours.has(after)) && isOwnPeople(tokens[i]!);
    if (!owned) continue;
    const near = tokens.slice(Math.max(0, i - OWN_NEAR), i + OWN_NEAR + 1);
    if (near.some((t) => trainingWords.has(t))) return i;
  }
  return undefined;
}
