import { type CatalogServiceId, catalog, optionOf } from "../services";
import { words } from "../text";
import type { ServiceId } from "../types";
import { type Clause, type ClausePurpose, clausePurposes } from "./clause-purposes";
import {
  addedNear,
  additionAt,
  asksAgain,
  audiences,
  contrastedForLater,
  deniedAt,
  describedAt,
  describesVisitor,
  documents,
  droppedAfter,
  isCourse,
  namesInterviewKind,
  narrowedFrom,
  notTheProblem,
  postponedAfter,
  retractionsIn,
  ruledOutLater,
  settledAfter,
  swappedAt,
  topicTrainingAdded,
  topicTrainingAt,
  trainingTopicAt,
  withClauseEndDrops,
  withoutCareerDestinations,
  withoutQuestionTakenBack,
  writtenAt,
} from "./cue-context";
import { type CueWord, cueWord, findCue } from "./cue-match";
import { letterWithCv, pairedCues } from "./cue-pairs";
import { withoutEditedCv } from "./edited-cv";
import { outcomeCue } from "./outcomes";
import { asksOrLacks, isRequestWord, purposeOf } from "./purpose";
import {
  dismissedInSentence,
  type SentenceDismissal,
  sentenceDismissals,
} from "./sentence-dismissal";
import { overlay } from "./service-overlay";
import { ownPeopleTrained, trainingGroup } from "./training-group";
import { isYoungPeople } from "./young-people";

/**
 * Words any service may use of itself ("coaching for my interview", "the interview
 * coaching"): they point to their own service only when no other service is named.
 */
const genericCues = new Set(["coaching"]);

/**
 * Swahili verb stems and the form the cues use: a verb takes its person, object and mood on
 * either side ("asahihishe", "anisahihishie", "kusahihishwa" all correct something).
 */
const swahiliVerbStems: [string, string][] = [
  ["sahihish", "sahihisha"],
  // "mhariri", "nihariri", "kuhariri": edit, the editor.
  ["harir", "hariri"],
  // Sheng: "kuproofreadiwa", "aniproofreadie": the English verb with Swahili markers.
  ["proofread", "proofread"],
];

/** The message's words with each Swahili verb read as its cue form. */
function withVerbStems(tokens: string[]): string[] {
  return tokens.map((t) => swahiliVerbStems.find(([stem]) => t.includes(stem))?.[1] ?? t);
}

/** A cue this strong names a service by itself ("cv", "linkedin", "cover letter"). */
const STRONG_CUE = 3;

/** Content's words at a default weight (phrases weigh more), overridden by the overlay. */
const compiled = catalog.map((service) => {
  const weights = new Map<string, number>();
  for (const phrase of [...service.keywords, ...service.synonyms]) {
    weights.set(phrase, phrase.includes(" ") ? 4 : 3);
  }
  for (const [phrase, weight] of Object.entries(overlay[service.id])) weights.set(phrase, weight);
  return {
    id: service.id,
    option: optionOf(service.id),
    // Longest cues first: "interview coaching" claims its words before "interview" can.
    list: [...weights]
      .map(([phrase, weight]) => ({
        phrase: words(phrase).join(" "),
        words: words(phrase).map((w) => cueWord(w, weight >= STRONG_CUE)),
        weight,
      }))
      .filter((cue) => cue.words.length > 0)
      .sort((a, b) => b.words.length - a.words.length),
  };
});

export interface ServiceFound {
  /**
   * The catalogue services asked for, in the order mentioned; the best-scored one is among
   * them. Empty when the message only drops services ("not the cover letter anymore").
   */
  services: CatalogServiceId[];
  /** Sum of matched cue weights for the best option, or for the chosen service when higher; 1
   * means a weak, one-word hint. */
  score: number;
  /** Services named right after a negation ("LinkedIn, not a CV"): not wanted. */
  denied: CatalogServiceId[];
  /** Services named only as what a training is about ("a report writing workshop"). */
  subjects: CatalogServiceId[];
}

/** A group of people to be trained ("training for 15 tellers") names corporate training. */
const GROUP_CUE = 5;
/** How far a pair's word may stand from a dropped cue's start and be part of that cue. */
const PAIR_IN_CUE = 2;

/** Two words near each other that name a service ("advice on careers") weigh as a phrase. */
const PAIR_CUE = 4;

/** Words for a company's people: a training for them is corporate training. */
const staffWords = new Set(
  "staff employees wafanyakazi team timu workers officers officials managers supervisors".split(
    " ",
  ),
);

/** The words after the first of a service's cues: "prep" of "interview prep". */
function tailWordsOf(list: readonly { words: readonly CueWord[] }[]): Set<string> {
  return new Set(list.flatMap((cue) => cue.words.slice(1).map((w) => w.text)));
}

/** Each catalogue service's own cue score in a message and where it is first named. */
function scoreEach(
  tokens: string[],
  groupAt: number | undefined,
  asks: boolean,
  dismissals: readonly SentenceDismissal[],
) {
  const forStaff = groupAt !== undefined || tokens.some((t) => staffWords.has(t));
  const paired = pairedCues(tokens, forStaff);
  // "The letter that goes on top of my CV": that CV is only what the letter goes with.
  const accompaniedCv = letterWithCv(tokens)?.cv;
  // "My CV is old and I want LinkedIn too", "... can you redo it": the described one is asked
  // (an addition far after it, in another story, adds something else).
  const again = asksAgain(tokens);
  const keepsDescribed = (at: number) => again || addedNear(tokens, at);
  const hits = compiled.map(({ list }) => list.map((cue) => findCue(tokens, cue.words)));
  const ownTails = compiled.map(({ list }) => tailWordsOf(list));
  const cueStarts = new Set(hits.flat().flatMap((h) => (h ? [h.at] : [])));
  const takenBackAt = retractionsIn(tokens, cueStarts);
  // Whom a service is for ("my daughter says ..."): no other service named, so it does not end
  // the reach of a putting off said after it.
  const audienceStarts = new Set(
    compiled.flatMap(({ list }, s) =>
      list.flatMap((cue, c) => {
        const found = hits[s]![c];
        return found && audiences.has(cue.phrase) ? [found.at] : [];
      }),
    ),
  );
  return compiled.map(({ id, option, list }, s) => {
    // "Proofreading of my thesis, actually no, ...": taken back when no other service is named
    // between the mention and the taking back.
    const ownStarts = new Set(hits[s]!.flatMap((h) => (h ? [h.at] : [])));
    // Put off, said not to be the problem, or called fine a few words on ("CV yangu ... iko
    // poa"), before another service is named: its own words do not end the reach ("mafunzo
    // kwa wafanyakazi wangu, lakini hayo tutazungumza mwaka ujao").
    const otherStarts = new Set(
      [...cueStarts].filter((a) => !ownStarts.has(a) && !audienceStarts.has(a)),
    );
    const ruledOutHere = (at: number, width: number) =>
      ruledOut(tokens, at, width) ||
      ruledOutLater(tokens, at + width, otherStarts, asks) ||
      // "I had a CV done at a cyber in town ..., so I don't need that": its sentence's last word.
      dismissedInSentence(dismissals, at, width, otherStarts);
    // "... interview prep, lakini interview prep wacha kwanza": a drop said after the whole of
    // the service's name drops each cue inside it ("interview" before "prep").
    const pastOwnWords = (end: number) => {
      let k = end;
      while (ownTails[s]!.has(tokens[k] ?? "") && !cueStarts.has(k)) k++;
      return k;
    };
    const takenBack = (at: number) =>
      takenBackAt.some(
        (r) =>
          r > at &&
          r - at <= RETRACT_REACH &&
          ![...cueStarts].some((o) => !ownStarts.has(o) && o > at && o < r),
      );
    let score = 0;
    let at = Number.POSITIVE_INFINITY;
    // Where a strong cue, a pair or a group first asks for it: the order services were asked
    // in ("the interview is on Friday ... my CV needs an update, prepare me for it" asks for
    // the CV first).
    let askedAt = Number.POSITIVE_INFINITY;
    // Where a document first named as what an editing works on stands: its ask when no other is.
    let workedOnAt = Number.POSITIVE_INFINITY;
    // Where each cue that asks for it starts, and where a swap names what replaces it.
    const mentions: number[] = [];
    let swapTo: number | undefined;
    // Said to come first ("the CV first, and then LinkedIn"): it leads whatever was named before.
    let leads = false;
    // The strongest cue that names the service itself, not a document it works on.
    let naming = 0;
    // Score from cues that name a service or a document, not whom it is for or a hint.
    let substance = 0;
    let denied = false;
    // Named as what a training is about, and where that training is named.
    let subject = false;
    let subjectOf = Number.POSITIVE_INFINITY;
    // Whether whom the service is for is named at all, even as who the visitor is.
    let audienceNamed = false;
    // Score from words any service may use of itself.
    let generic = 0;
    // Named only as what the visitor has or had done ("my cousin wrote my CV").
    let had = false;
    const claimed = new Set<number>();
    // Where any cue of this service stands, asked, dropped or a training's subject: a clause
    // holding one is this service's, and is not read again for a purpose.
    const cuedAt: number[] = [];
    // Where a cue of this service is dropped: a pair of its words there is dropped with it.
    const deniedStarts = new Set<number>();
    for (const [c, cue] of list.entries()) {
      const found = hits[s]![c];
      if (!found) continue;
      const index = found.at;
      // A word counts once per service ("trainings" is not also "training"), and a longer cue
      // of another service claims a strong one ("wasifu wa kampuni", a company profile, is no
      // "wasifu"); a weak word stays ("our annual report needs proofreading" is a report).
      const span = Array.from({ length: found.width }, (_, k) => index + k);
      if (span.some((i) => claimed.has(i))) continue;
      if (cue.weight >= STRONG_CUE && longerElsewhere(hits, s, found)) continue;
      for (const i of span) claimed.add(i);
      cuedAt.push(index);
      const audience = audiences.has(cue.phrase);
      audienceNamed ||= audience;
      // "I'm a student": who the visitor is, not what they ask for.
      if (audience && describesVisitor(tokens, index)) continue;
      if (id === "cv-writing" && index === accompaniedCv) continue;
      // "A promotion panel interview", "a graduate trainee interview": the kind of interview
      // faced, no career development or youth programme.
      const kindOfInterview = id === "professional-development" || id === "youth-programs";
      if (kindOfInterview && namesInterviewKind(tokens, index + found.width)) {
        continue;
      }
      // "A youth programme for career guidance": what the programme holds, not a service apart.
      if (id !== "youth-programs" && programmeContentAt(tokens, index, found.width)) continue;
      // "Interview coaching tuache" drops the interview coaching, not all coaching.
      const droppedAt = (at: number) =>
        !genericCues.has(cue.phrase) &&
        droppedAfter(tokens, pastOwnWords(at + found.width), cueStarts);
      const negated =
        deniedAt(tokens, index) ||
        takenBack(index) ||
        settledAfter(tokens, index + found.width, asks, requestedAt(tokens, index)) ||
        ruledOutHere(index, found.width) ||
        droppedAt(index) ||
        // "Redo my resume? ... I don't think the resume is the problem": ruled out later on,
        // the visitor's conclusion stands over the first mention; so does a last mention denied
        // ("I already have an academic CV ... please do not sell me a CV", "a CV and a cover
        // letter but scratch the cover letter").
        laterMentions(tokens, cue.words, found).some(
          (m) => ruledOutHere(m, found.width) || droppedAt(m),
        ) ||
        lastMentionDenied(tokens, cue.words, found);
      score += negated ? -cue.weight : cue.weight;
      denied ||= negated;
      if (negated) {
        deniedStarts.add(index);
        continue;
      }
      // "Training on report writing", "a report writing workshop": the training is asked
      // for, the writing is its subject. A training's own words are no subject of it ("team
      // building training" is the training).
      const topicAt =
        id === "corporate-training" ? undefined : trainingTopicAt(tokens, index, found.width);
      // "A leadership development course" for no staff: a course on one's own development is
      // that development, not a training about it.
      const ownCourse =
        id === "professional-development" &&
        topicAt !== undefined &&
        isCourse(tokens[topicAt]!) &&
        !forStaff;
      const trainingAt = ownCourse ? undefined : topicAt;
      if (trainingAt !== undefined) {
        score -= cue.weight;
        subject = true;
        if (!isCourse(tokens[trainingAt]!)) subjectOf = Math.min(subjectOf, trainingAt);
        continue;
      }
      at = Math.min(at, index);
      // "Our annual report proofread and a company profile written": the report is what the
      // editing works on, and the writing is asked where the profile is named.
      const workedOn = documents.has(cue.phrase) && editedAfter(tokens, index + found.width);
      if (cue.weight >= STRONG_CUE && !workedOn) askedAt = Math.min(askedAt, index);
      if (cue.weight >= STRONG_CUE && workedOn) workedOnAt = Math.min(workedOnAt, index);
      const later = laterMentions(tokens, cue.words, found);
      mentions.push(index, ...later);
      leads ||= [index, ...later].some((m) => saidFirst(tokens, m, m + found.width, cueStarts));
      swapTo ??= swappedAt(tokens, index, found.width);
      if (genericCues.has(cue.phrase)) generic += cue.weight;
      // "My CV is outdated": what the visitor has names a service, but asks for it only when
      // nothing else is asked for.
      // "My CV is old ... so I need a CV written": a later mention that asks counts.
      const described =
        !keepsDescribed(index) &&
        describedAt(tokens, index, found.width) &&
        later.every((m) => describedAt(tokens, m, found.width));
      if (!audience && !described && cue.weight >= STRONG_CUE) substance += cue.weight;
      had ||= described && cue.weight >= STRONG_CUE;
      // "Write our company profile": a business document asked to be written names the writing.
      const written = id === "business-writing" && writtenAt(tokens, index, found.width);
      if ((written || !documents.has(cue.phrase)) && !audience) {
        naming = Math.max(naming, cue.weight);
      }
    }
    const pairAt = paired.get(id);
    // A pair's two words stand side by side before a programme ("career guidance programme").
    const pairContent =
      pairAt !== undefined && id !== "youth-programs" && programmeContentAt(tokens, pairAt, 2);
    // "My cousin wrote my CV and the application letter": a pair the visitor has, not asks.
    const pairHad = pairAt !== undefined && describedAt(tokens, pairAt, 1);
    if (pairAt !== undefined && !pairContent && !pairHad) {
      cuedAt.push(pairAt);
      // A pair inside a cue dropped ("interview prep ... interview prep wacha") goes with it.
      const negated =
        deniedAt(tokens, pairAt) ||
        [...deniedStarts].some((d) => Math.abs(d - pairAt) <= PAIR_IN_CUE);
      score += negated ? -PAIR_CUE : PAIR_CUE;
      denied ||= negated;
      if (!negated) {
        substance += PAIR_CUE;
        naming = Math.max(naming, PAIR_CUE);
        at = Math.min(at, pairAt);
        askedAt = Math.min(askedAt, pairAt);
        mentions.push(pairAt);
      }
    }
    // "We do not want any training for the committee": the group of a training turned down
    // asks for nothing.
    const groupDenied =
      groupAt !== undefined &&
      [...deniedStarts].some((d) => d < groupAt && groupAt - d <= GROUP_AFTER_DENIAL);
    if (id === "corporate-training" && groupAt !== undefined && !groupDenied) {
      cuedAt.push(groupAt);
      score += GROUP_CUE;
      substance += GROUP_CUE;
      naming = GROUP_CUE;
      at = Math.min(at, groupAt);
      askedAt = Math.min(askedAt, groupAt);
      mentions.push(groupAt);
    }
    return {
      id,
      option,
      score,
      at,
      askedAt: Number.isFinite(askedAt) ? askedAt : workedOnAt,
      naming,
      substance,
      denied,
      audienceNamed,
      generic,
      mentions,
      swapTo,
      subject,
      subjectOf,
      leads,
      cuedAt,
      had,
    };
  });
}

/** Words of editing said right after a document: "our report proofread", "the plan edited". */
const editingWords = new Set(
  "proofread proofreading edit edited editing reviewed polished checked".split(" "),
);
/** How far after a document its editing may be said ("our report to be proofread"). */
const EDITED_REACH = 3;

/** Whether the document ending at `end` is said to be edited right after it. */
function editedAfter(tokens: readonly string[], end: number): boolean {
  return tokens.slice(end, end + EDITED_REACH).some((t) => editingWords.has(t));
}

/** Words naming a programme, and those between it and what it is for ("programme for the"). */
const programmes = new Set("program programme programs programmes programu".split(" "));
const programmeJoins = new Set(
  "for on of in about with ya wa za the a youth vijana young wanafunzi students".split(" "),
);

/** Young people a programme is for: "a programme for the youth", "programu ya vijana". */
const isYoungAudience = (word: string) =>
  isYoungPeople(word) || word === "students" || word === "wanafunzi";
/** How far after a programme word its young people may be named ("programme for our youth"). */
const YOUTH_REACH = 3;

/**
 * A cue right after "a programme for" / "programu ya", or right before the word of a programme
 * for young people ("a career guidance programme for the youth"): the programme's content.
 */
function programmeContentAt(tokens: readonly string[], index: number, width = 1): boolean {
  const after = index + width;
  if (
    programmes.has(tokens[after] ?? "") &&
    tokens.slice(after + 1, after + 1 + YOUTH_REACH).some(isYoungAudience)
  ) {
    return true;
  }
  for (let k = index - 1; k >= 0 && k >= index - 4; k--) {
    if (programmes.has(tokens[k]!)) return k < index - 1;
    if (!programmeJoins.has(tokens[k]!)) return false;
  }
  return false;
}

/** How far after its mention a service may be taken back ("proofreading of my thesis, actually no"). */
const RETRACT_REACH = 6;

/** How far before a cue the request for it may stand ("nataka mtu aniandikie CV"). */
const REQUEST_REACH = 3;

/** A cue asked for right before it: "nataka CV iko poa" wants a CV that is good, not settled. */
function requestedAt(tokens: readonly string[], index: number): boolean {
  return tokens.slice(Math.max(0, index - REQUEST_REACH), index).some(isRequestWord);
}

/** A cue put off ("the CV can wait") or said not to be the problem ("the CV isn't the issue"). */
function ruledOut(tokens: readonly string[], index: number, width: number): boolean {
  return (
    postponedAfter(tokens, index + width) ||
    notTheProblem(tokens, index, width) ||
    contrastedForLater(tokens, index, width)
  );
}

/** Where a cue found at `first` occurs again, denied or not. */
function mentionsAfter(
  tokens: readonly string[],
  cue: readonly CueWord[],
  first: { at: number; width: number },
): number[] {
  const found: number[] = [];
  for (
    let next = findCue(tokens, cue, first.at + first.width);
    next;
    next = findCue(tokens, cue, next.at + next.width)
  ) {
    found.push(next.at);
  }
  return found;
}

/** Where a cue found at `first` occurs again, not denied ("a CV ... so please just the CV"). */
function laterMentions(
  tokens: readonly string[],
  cue: readonly CueWord[],
  first: { at: number; width: number },
): number[] {
  return mentionsAfter(tokens, cue, first).filter((at) => !deniedAt(tokens, at));
}

/** How far after a training turned down its group may be named ("training for the committee"). */
const GROUP_AFTER_DENIAL = 6;

/** The last of a cue's later mentions, denied ones included, is denied: the visitor's last word. */
function lastMentionDenied(
  tokens: readonly string[],
  cue: readonly CueWord[],
  first: { at: number; width: number },
): boolean {
  const last = mentionsAfter(tokens, cue, first).at(-1);
  return last !== undefined && deniedAt(tokens, last);
}

/**
 * What the visitor said no longer holds: a service swapped for one named after it ("swap the
 * CV for a cover letter") counts against itself, and one named only before a "just" or "only"
 * that narrows the request to others ("I don't have LinkedIn ... please just the CV") goes.
 */
function withoutSwappedOrNarrowed(tokens: readonly string[], all: Scored[]): Scored[] {
  const asked = all.filter((s) => s.score > 0);
  const narrowed = narrowedFrom(tokens, new Set(asked.flatMap((s) => s.mentions)));
  return all.flatMap((s) => {
    const to = s.swapTo;
    const swapped =
      to !== undefined && asked.some((o) => o !== s && o.mentions.some((m) => m >= to));
    if (swapped) return [{ ...s, score: -Math.abs(s.score), denied: true, substance: 0 }];
    const before = narrowed !== undefined && s.mentions.every((m) => m < narrowed);
    return before && s.score > 0 ? [] : [s];
  });
}

type Scored = ReturnType<typeof scoreEach>[number];

/** Where a service was first asked for, else first named (a weak hint alone). */
const orderOf = (s: Scored) => (Number.isFinite(s.askedAt) ? s.askedAt : s.at);

/** A service said to come first leads; the rest keep the order they were asked in. */
const byOrderAsked = (a: Scored, b: Scored) =>
  Number(b.leads) - Number(a.leads) || orderOf(a) - orderOf(b);

/** Words that put what they follow first ("the CV first", "CV kwanza"). */
const firstWords = new Set(["first", "kwanza"]);
/** "The CV sorted first": how far after a service's cue its "first" may come. */
const FIRST_REACH = 2;

/** "First" before a cue reaches over a verb and a filler ("first get my LinkedIn", "first update the CV"). */
const FIRST_BEFORE_REACH = 3;
/** Words that move on to the next step of a plan: a "first" before them is not the cue's. */
const nextWords = new Set("then and na kisha halafu next after".split(" "));
/** "My first job", "the first CV": "first" as an ordinal of a thing, not of the plan. */
const ordinalBefore = new Set("my the a an our his her their this that".split(" "));

/**
 * Whether "first" follows the cue ending at `end` before any other cue starts, or stands
 * shortly before the cue starting at `start` ("I should first get my LinkedIn sorted").
 */
function saidFirst(
  tokens: readonly string[],
  start: number,
  end: number,
  cueStarts: ReadonlySet<number>,
) {
  for (let i = end; i < Math.min(tokens.length, end + FIRST_REACH); i++) {
    if (firstWords.has(tokens[i]!)) return true;
    if (cueStarts.has(i)) return false;
  }
  for (let i = start - 1; i >= 0 && i >= start - FIRST_BEFORE_REACH; i--) {
    // "The CV sorted first, then LinkedIn": that "first" is the CV's.
    if (cueStarts.has(i) || nextWords.has(tokens[i]!)) return false;
    if (tokens[i] === "first") return !ordinalBefore.has(tokens[i - 1] ?? "");
  }
  return false;
}

/** Whether another service's cue found in the message covers this one's words and more. */
function longerElsewhere(
  hits: readonly (readonly ({ at: number; width: number } | undefined)[])[],
  service: number,
  found: { at: number; width: number },
): boolean {
  return hits.some(
    (list, other) =>
      other !== service &&
      list.some(
        (h) =>
          h !== undefined &&
          h.width > found.width &&
          h.at <= found.at &&
          found.at + found.width <= h.at + h.width,
      ),
  );
}

/** An outcome the visitor lacks ("no views") names a service as a hint never does. */
const OUTCOME_CUE = 2;

/** A training named with its topic ("sales training") is asked for, as a two-word cue is. */
const TOPIC_CUE = 2;

/** A training with a subject ("train our staff on minute writing") weighs as a phrase does. */
const SUBJECT_CUE = 4;

/**
 * A training asked for with its subject ("a report writing workshop", "staff trained in
 * proposal writing") names corporate training as clearly as "staff training" does: the weight
 * the subject's own service loses goes to the training, where the training is named.
 */
function withTrainingOnSubjects(all: Scored[]): Scored[] {
  // Only a subject not asked for in its own right ("mafunzo ya interview" for oneself is
  // interview coaching).
  const at = Math.min(...all.filter((s) => s.score <= 0).map((s) => s.subjectOf));
  if (!Number.isFinite(at)) return all;
  return all.map((s) =>
    s.id === "corporate-training"
      ? {
          ...s,
          score: s.score + SUBJECT_CUE,
          substance: s.substance + SUBJECT_CUE,
          naming: Math.max(s.naming, SUBJECT_CUE),
          at: Math.min(s.at, at),
          askedAt: Math.min(s.askedAt, at),
          mentions: [...s.mentions, at],
        }
      : s,
  );
}

/** A service named only by a word any service uses of itself goes when another is named. */
function withoutGenericOnly(found: Scored[]): Scored[] {
  const genericOnly = (s: Scored) => s.score > 0 && s.score === s.generic;
  return found.some((s) => !genericOnly(s)) ? found.filter((s) => !genericOnly(s)) : found;
}

/**
 * Mentoring or coaching for a student or a young person is the youth programmes' work: a
 * general development hint ("mentorship", "coaching") goes to them when young people are
 * named, as the visitor or as whom it is for, and nothing names a service outright.
 */
function youthMentoring(all: Scored[]): Scored[] {
  const development = all.find((s) => s.id === "professional-development");
  const youth = all.find((s) => s.id === "youth-programs");
  if (!development || development.substance > 0 || all.some((s) => s.substance > 0)) return all;
  // "I'm a graduate with an interview next month, I need coaching": coaching for the interview.
  const interview = all.some((s) => s.id === "interview-coaching" && s.score > 0);
  if (!youth?.audienceNamed || interview) return all;
  const merged = { ...youth, score: youth.score + development.score };
  merged.at = Math.min(youth.at, development.at);
  merged.askedAt = Math.min(youth.askedAt, development.askedAt);
  return all.filter((s) => s !== development && s !== youth).concat(merged);
}

/**
 * A group's young people: career guidance for them is the youth programmes' work. One person's
 * guidance, a son's or a daughter's included, is career coaching, Professional Development (its
 * catalogue entry names "career guidance"), unless the youth programme itself is named.
 */
const groupWords = new Set("youth youths vijana watoto students wanafunzi".split(" "));

/**
 * "Our youth need career guidance", "vijana wetu ... wanahitaji mwongozo wa kazi", "guidance
 * for my son, do you have a youth programme?": career advice for a group of young people, or
 * in a programme named, is what the youth programmes do. "Career guidance for my daughter who
 * just finished form four" is one person's coaching: the school leaver is whom it is for.
 */
function groupsCareerGuidance(tokens: readonly string[], all: Scored[]): Scored[] {
  const development = all.find(
    (s) => s.id === "professional-development" && s.score > 0 && !s.denied,
  );
  if (!development) return all;
  const youth = all.find((s) => s.id === "youth-programs");
  const inProgramme = youth !== undefined && tokens.some((t) => programmes.has(t));
  if (!inProgramme && !forGroup(tokens, development.at)) {
    return development.substance > 0 && youth && !youth.denied
      ? all.filter((s) => s !== youth)
      : all;
  }
  const merged: Scored = youth
    ? {
        ...youth,
        score: Math.max(0, youth.score) + development.score,
        substance: youth.substance + development.substance,
        naming: Math.max(youth.naming, development.naming),
        at: Math.min(youth.at, development.at),
        askedAt: Math.min(youth.askedAt, development.askedAt),
        denied: false,
      }
    : { ...development, id: "youth-programs", option: optionOf("youth-programs") };
  return all.filter((s) => s !== development && s !== youth).concat(merged);
}

/** How far before the guidance the group may be named ("vijana wetu ... wanahitaji mwongozo"). */
const GROUP_REACH = 12;
/** The visitor as the one guided ("guide me", "I need"): the group named is someone else. */
const visitorWords = new Set("i me im mimi".split(" "));

/** A group of young people named before the guidance at `at`, the visitor not named between. */
function forGroup(tokens: readonly string[], at: number): boolean {
  for (let k = at - 1; k >= 0 && k >= at - GROUP_REACH; k--) {
    if (groupWords.has(tokens[k]!)) return true;
    if (visitorWords.has(tokens[k]!)) return false;
  }
  return false;
}

/** A visitor's own services, which a young person's search may be the purpose of. */
const personalServices = new Set<CatalogServiceId>([
  "cv-writing",
  "cover-letter",
  "interview-coaching",
  "linkedin-optimization",
]);
/** Words naming the youth programmes themselves, not only a young person or their search. */
const programmeWords = new Set(
  `program programme programs programmes programu mentorship mentoring mentor youth youths vijana
  scholarship scholarships`.split(/\s+/),
);

/**
 * A student's search or a son's first job is what a CV, a cover letter or interview coaching is
 * for ("seeking attachment, I need a cover letter for the applications", "prepare my daughter
 * for her first job interview"): the youth programmes are asked only when the programme itself
 * is named.
 */
function withoutYouthAsPurpose(tokens: readonly string[], all: Scored[]): Scored[] {
  const personal = all.some((s) => personalServices.has(s.id) && s.substance > 0 && !s.denied);
  if (!personal || tokens.some((t) => programmeWords.has(t))) return all;
  return all.filter((s) => s.id !== "youth-programs" || s.denied);
}

/** A hint this strong ("interview") is the visitor's own need when more is added after it. */
const ADDED_HINT = 2;

/**
 * "I have an interview on Monday, and my CV too", "niko na interview, na CV pia": the
 * visitor's own service hinted at before an addition is asked as well as what is added.
 * Without the addition the hint is only what the named service is for ("I have an
 * interview, please fix my CV").
 */
function hintedBeforeAddition(tokens: readonly string[], all: Scored[]): Set<Scored> {
  const added = additionAt(tokens);
  return new Set(
    all.filter(
      (s) =>
        personalServices.has(s.id) &&
        !s.denied &&
        !s.had &&
        s.substance === 0 &&
        s.score >= ADDED_HINT &&
        s.at < added &&
        !s.mentions.every((m) => notHappened(tokens, m)),
    ),
  );
}

/** "Never", "not", and Swahili verbs of what has not happened yet ("sijaitwa", "hajapata"). */
const notYet = /^(?:never|not|no|hakuna|(?:si|ha|hatu|hawa|hu)ja\p{L}{2,})$/u;
/** Words between such a verb and the hint: "sijaitwa hata interview", "never got an interview". */
const notYetFillers = new Set("hata any an a one even for to been got called invited".split(" "));

/**
 * A hint named as what has not happened ("sijaitwa hata interview moja", "never been called
 * for an interview"): the visitor's situation, not a need added to the request.
 */
function notHappened(tokens: readonly string[], at: number): boolean {
  for (let k = at - 1; k >= 0 && k >= at - 5; k--) {
    if (notYet.test(tokens[k]!)) return true;
    if (!notYetFillers.has(tokens[k]!)) return false;
  }
  return false;
}

/**
 * The services a message asks for. The best one as before: cue weights summed per contact
 * option, the highest option wins (ties to the earliest mention) and within it its
 * best-scored service. Every other service named by a strong cue of its own is added ("a CV
 * and LinkedIn"), in the order first mentioned; a weak hint ("student", "training",
 * "interview" alone) adds nothing, nor does a document ("edit our annual report"), whom the
 * service is for ("a proposal for a youth project") or what a training is about ("training on
 * report writing"). A cue right after a denial ("not a CV,
 * editing", "drop the cover letter") counts against its service.
 */
export function extractService(
  text: string,
  reply: PurposeReply = "open",
): ServiceFound | undefined {
  const prepared = withClauseEndDrops(withoutQuestionTakenBack(text));
  const tokens = withoutCareerDestinations(withVerbStems(words(prepared)));
  const each = withTrainingOnSubjects(
    scoreEach(
      tokens,
      trainingGroup(text)?.at ?? ownPeopleTrained(tokens),
      text.includes("?"),
      sentenceDismissals(prepared),
    ),
  );
  const kept = withoutSwappedOrNarrowed(tokens, each);
  // "Nilikuwa nataka cover letter, lakini sasa nataka tu CV": narrowed away, never re-read by purpose.
  const narrowedAway = each.filter((s) => s.score > 0 && !kept.some((k) => k.id === s.id));
  const found = groupsCareerGuidance(
    tokens,
    youthMentoring(kept.filter((s) => s.score !== 0 || s.audienceNamed)),
  ).filter((s) => s.score !== 0);
  const all = withoutYouthAsPurpose(tokens, withoutGenericOnly(found));
  const hinted = hintedBeforeAddition(tokens, all);
  // Whom a service is for chooses it only when nothing else in the message names one.
  const named = all.some((s) => s.substance > 0);
  // "A company profile and a customer service training": the training is a request of its own.
  const added = topicTrainingAdded(tokens);
  const addedTraining = (s: Scored) => added && s.id === "corporate-training" && s.score > 0;
  const scored = named
    ? all.filter((s) => s.substance > 0 || s.denied || hinted.has(s) || addedTraining(s))
    : all;
  const denied = scored.filter((s) => s.denied).map((s) => s.id);
  const byOption = new Map<ServiceId, { score: number; at: number; naming: number }>();
  for (const { option, score, at, naming } of scored) {
    const entry = byOption.get(option) ?? { score: 0, at: Number.POSITIVE_INFINITY, naming: 0 };
    // A dropped service counts against itself only: "forget the cover letter, interview
    // coaching" still asks for the coaching when both fall under one contact option.
    byOption.set(option, {
      score: entry.score + Math.max(0, score),
      at: Math.min(entry.at, at),
      naming: Math.max(entry.naming, naming),
    });
  }
  let best: { option: ServiceId; score: number; at: number; naming: number } | undefined;
  for (const [option, entry] of byOption) {
    if (entry.score <= 0) continue;
    // On a tie, the service named outright leads the document it works on ("we need our
    // company profile proofread" is editing), then the one named first.
    const ahead =
      !best ||
      entry.score > best.score ||
      (entry.score === best.score &&
        (entry.naming > best.naming || (entry.naming === best.naming && entry.at < best.at)));
    if (ahead) best = { option, ...entry };
  }
  const subjects = each.filter((s) => s.subject && s.score <= 0).map((s) => s.id);
  // "My profile gets no views", "recruiters never call back": the outcome the visitor lacks
  // names the service when nothing names one clearly.
  const outcome = outcomeCue(tokens);
  const byOutcome =
    outcome && !denied.includes(outcome.service)
      ? { services: [outcome.service], score: OUTCOME_CUE, denied, subjects }
      : undefined;
  // A clause holding a cue of a service asked or dropped is that service's.
  const cuedBy = (ids: readonly CatalogServiceId[]) =>
    each.filter((s) => ids.includes(s.id)).flatMap((s) => s.cuedAt);
  if (!best) {
    return (
      byOutcome ??
      byPurpose(tokens, text, reply, denied, subjects, cuedBy(denied)) ??
      (denied.length ? { services: [], score: 0, denied, subjects } : undefined)
    );
  }
  const option = best.option;
  const top = scored
    .filter((s) => s.option === option && s.score > 0)
    .reduce((a, b) => (b.score > a.score ? b : a));
  const chosen = scored.filter(
    (s) =>
      s === top ||
      hinted.has(s) ||
      (s.score >= STRONG_CUE && s.naming >= STRONG_CUE) ||
      addedTraining(s),
  );
  chosen.sort(byOrderAsked);
  // "Proofread my CV": the CV exists, so editing it is no CV written.
  const services = withoutEditedCv(
    text,
    chosen.map((s) => s.id),
  );
  // "Sales training", "an onboarding workshop": a training with a topic is asked for, not
  // hinted at; as clear as a phrase, but never a second service beside another.
  const topical = services.join() === "corporate-training" && topicTrainingAt(tokens) !== undefined;
  const weak = !topical && Math.max(best.score, top.score) < STRONG_CUE;
  if (byOutcome && weak) return byOutcome;
  // Only hints ("staff", "training" alone): the purpose of the whole request decides, when clear.
  const purposed = weak
    ? byPurpose(tokens, text, reply, denied, subjects, cuedBy(denied))
    : undefined;
  if (purposed) return purposed;
  const asked = chosen.filter((s) => services.includes(s.id));
  // What the visitor has ("my cousin wrote my CV ... those are done") is no purpose to read.
  const had = each.filter((s) => s.had && s.substance === 0).map((s) => s.id);
  const taken = [...chosen.map((s) => s.id), ...denied, ...narrowedAway.map((s) => s.id), ...had];
  const alsoByPurpose = askedInClauses(tokens, text, reply, taken, cuedBy);
  return {
    services: alsoByPurpose.length ? inOrderAsked(asked, alsoByPurpose) : services,
    // "A cover letter, not CV": the option nets 1, but the cover letter itself is named clearly.
    score: Math.max(best.score, top.score, topical ? TOPIC_CUE : 0),
    denied,
    subjects,
  };
}

/**
 * What the message answers, for reading a purpose in it: the question of which service, no
 * question ("open": the opening message, or a turn after a hand-over), or another question
 * (a name, a phone, a detail), where a purpose is no request ("I'd rather not name the
 * company" names no company profile).
 */
export type PurposeReply = "service" | "open" | "other";

/** A purpose scores as an outcome does: clear enough to hand over, weaker than a cue. */
const PURPOSE_CUE = OUTCOME_CUE;

/**
 * The service a request names by its purpose alone (purpose.ts), when no cue names one: only
 * for a message that asks or says what it lacks, or answers which service, and never one the
 * message drops.
 */
function byPurpose(
  tokens: readonly string[],
  text: string,
  reply: PurposeReply,
  denied: CatalogServiceId[],
  subjects: CatalogServiceId[],
  deniedAt: readonly number[],
): ServiceFound | undefined {
  if (reply === "other") return undefined;
  // "Our nurses keep clashing with relatives, and the donors want a strategic plan": two
  // clauses, two purposes, in the order asked.
  const each = askedInClauses(tokens, text, reply, denied, () => deniedAt);
  if (each.length > 1) {
    return { services: each.map((p) => p.service), score: PURPOSE_CUE, denied, subjects };
  }
  const found = purposeOf(tokens, text, reply === "service");
  if (!found || denied.includes(found.service)) return undefined;
  return { services: [found.service], score: PURPOSE_CUE, denied, subjects };
}

/**
 * The services the message's clauses ask for by purpose (clause-purposes.ts), beside those in
 * `taken` (asked by a cue, or dropped): only a clause none of their cues stands in, only for a
 * message that asks or answers which service, never in the reply to another question.
 */
function askedInClauses(
  tokens: readonly string[],
  text: string,
  reply: PurposeReply,
  taken: readonly CatalogServiceId[],
  cuedBy: (ids: readonly CatalogServiceId[]) => readonly number[],
): ClausePurpose[] {
  if (reply === "other" || (reply !== "service" && !asksOrLacks(tokens, text))) return [];
  const cued = cuedBy(taken);
  const open = (c: Clause) => !cued.some((at) => at >= c.from && at < c.to);
  const personal = taken.some((id) => personalServices.has(id));
  const wanted = (id: CatalogServiceId, c: Clause) =>
    !taken.includes(id) && (!personal || !asPurposeOfPersonal(id, c.tokens));
  return clausePurposes(text, tokens, open, wanted);
}

/** Words asking for guidance on a career, not only saying where it should go. */
const guidanceWords = new Set(
  `plan planning guide guidance advice advise mentor coach roadmap direction ushauri
  kunishauri`.split(/\s+/),
);

/**
 * Beside a CV, a cover letter, LinkedIn or interview coaching, a young person's search ("a
 * fresh graduate looking for a job") and a career's next step ("I want to move into data") are
 * what those services are for: the youth programmes only when a programme is named, and
 * professional development only when guidance is asked ("someone to plan the move with me").
 */
function asPurposeOfPersonal(id: CatalogServiceId, clause: readonly string[]): boolean {
  if (id === "youth-programs") return !clause.some((t) => programmeWords.has(t));
  if (id === "professional-development") return !clause.some((t) => guidanceWords.has(t));
  return false;
}

/**
 * The services named by cues and those asked by purpose in one list, each where it was asked:
 * one said to come first still leads.
 */
function inOrderAsked(named: readonly Scored[], byPurpose: readonly ClausePurpose[]) {
  const placed = [
    ...named.map((s) => ({ id: s.id, at: s.leads ? Number.NEGATIVE_INFINITY : orderOf(s) })),
    ...byPurpose.map((p) => ({ id: p.service, at: p.at })),
  ];
  return placed.sort((a, b) => a.at - b.at).map((p) => p.id);
}
