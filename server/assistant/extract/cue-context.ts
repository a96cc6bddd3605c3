import { catalog } from "../services";
import { words } from "../text";

/**
 * What the words around a service cue say about it: denied ("not the cover letter anymore"),
 * only describing the visitor ("I'm a student"), or naming the thing a service works on or the
 * people it is for rather than the service.
 */

/** Words that deny or drop what follows ("not", "no more", "drop the", "sitaki", "hatuhitaji"). */
const denials = new Set(
  "not no sio si dont don't without drop scratch scrap skip omit exclude leave forget remove cancel already sitaki hatutaki hataki hawataki sihitaji hatuhitaji hahitaji hawahitaji hakuna wacha acha achana tuache ondoa ondoeni tuondoe".split(
    " ",
  ),
);
/** "Instead of", "badala ya": the word of replacing and the word after it. */
const insteadOf = new Map([
  ["instead", "of"],
  ["badala", "ya"],
]);
/** Words a denial reaches over ("not a CV", "don't need the cover letter anymore"). */
/** "na" after the Swahili "achana" (leave it) is "with": "achana na CV". */
// "Sitaki mambo ya LinkedIn": the Swahili "matters of" before the service.
// "Wacha hiyo CV": the Swahili "that" or "this" before what is dropped.
const fillers = new Set(
  "a an the my our any more need want for longer out been about na new mambo ya hiyo hii ile".split(
    " ",
  ),
);
/** How many filler words may stand between a denial and the cue. */
const MAX_FILLERS = 3;

/**
 * "Do not offer me a CV", "don't send us the LinkedIn package": a verb of offering and whom to,
 * reached over after a "not" only ("no, give me a CV" asks for it).
 */
// "Please do not touch my CV", "please do not book it now": a thing not to be done to it.
const offerings = new Set(
  "offer sell send give push suggest recommend book touch change me us".split(" "),
);
const notWords = new Set("not dont don't never".split(" "));

/** A cue at `index` is denied when a denial precedes it over filler words only. */
export function deniedAt(tokens: readonly string[], index: number): boolean {
  let offered = false;
  for (let k = index - 1; k >= 0 && k >= index - 1 - MAX_FILLERS - Number(offered); k--) {
    const word = tokens[k]!;
    if (denials.has(word)) return !offered || notWords.has(word);
    if (offerings.has(word)) {
      offered = true;
      continue;
    }
    // "rather LinkedIn than the CV": what comes after "than" is not wanted.
    if (word === "than" && tokens.lastIndexOf("rather", k) >= 0) return true;
    // "instead of the CV", "badala ya CV": what is replaced.
    if (insteadOf.get(tokens[k - 1] ?? "") === word) return true;
    if (!fillers.has(word)) return false;
  }
  return false;
}

/** Swahili drops said after what they drop, its object marker in the verb: "CV tuiache". */
const dropsAfter = new Set(
  "tuiache iache iachwe ziache tuziache tuiondoe iondoe iondolewe ziondoe siitaki sizitaki siihitaji hatuihitaji".split(
    " ",
  ),
);
/** The same drops without their object marker, which a clause's end gives them. */
const markedDrops = new Map([
  ["tuache", "tuiache"],
  ["ondoa", "iondoe"],
  ["sitaki", "siitaki"],
  // "CV sihitaji, wameshasema ...": I don't need it.
  ["sihitaji", "siihitaji"],
  ["hatuhitaji", "hatuihitaji"],
  // "Hiyo ya LinkedIn hapana, CV tu": a no that ends its clause refuses what came before it.
  ["hapana", "siitaki"],
]);
// "Hiyo training tuache kwanza, ...", "... hatuhitaji sasa hivi,": "for now" may close the
// clause after the drop.
const dropEndingClause =
  /\b(?:tuache|ondoa|sitaki|hapana|sihitaji|hatuhitaji)(?=(?:\s+(?:kwanza|sasa hivi|kwa sasa))?\s?[,.;!?\n]|\s*$)/gi;

/**
 * "Cover letter tuache, CV pekee": a drop that ends its clause drops what came before it, as
 * its form with the object marker ("tuiache", let's leave it) says; punctuation is gone from
 * the words the cues are read in, so the text says it first.
 */
export function withClauseEndDrops(text: string): string {
  return text.replace(dropEndingClause, (w) => markedDrops.get(w.toLowerCase()) ?? w);
}
/** "Never mind", "forget it", "scratch that" said right after a question mark. */
const questionTakenBack = /\?\s*(?:never\s*mind|nevermind|forget\s+(?:it|that)|scratch\s+that)\b/gi;

/**
 * "How much is a CV? Never mind, I saw the prices, I want the professional one": what is
 * taken back is the question, not the service it named; the words go before the cues are read.
 */
export function withoutQuestionTakenBack(text: string): string {
  return text.replace(questionTakenBack, "?");
}

/** Swahili drops said on either side of what they drop: "tuache LinkedIn", "LinkedIn tuache". */
// "Interview prep wacha kwanza", "LinkedIn achana nayo": leave it, said after it.
const dropsEitherSide = new Set("tuache ondoa sitaki wacha acha achana".split(" "));

/**
 * A cue ending at `cueEnd` dropped by the Swahili verb after it ("cover letter tuache"),
 * unless that verb drops the service named right after it ("CV, tuache LinkedIn"): `cueStarts`
 * are where the message's service cues start.
 */
export function droppedAfter(
  tokens: readonly string[],
  cueEnd: number,
  cueStarts: ReadonlySet<number>,
): boolean {
  const word = tokens[cueEnd] ?? "";
  if (dropsAfter.has(word)) return true;
  if (!dropsEitherSide.has(word)) return false;
  for (let k = cueEnd + 1; k < tokens.length && k <= cueEnd + 1 + MAX_FILLERS; k++) {
    if (cueStarts.has(k)) return false;
    if (!fillers.has(tokens[k]!)) break;
  }
  return true;
}

/** "Actually no", "no wait", "scratch that": the speaker takes back what they just said. */
const retractions = [
  ["actually", "no"],
  ["sorry", "no"],
  ["no", "wait"],
  ["scratch", "that"],
  ["forget", "that"],
  ["never", "mind"],
];

/** "I mean", "I meant": a taking back only when another service is named right after it. */
const corrections = [
  ["i", "mean"],
  ["i", "meant"],
];
/** How soon after "I mean" the service meant instead must come ("LinkedIn, I mean a cover letter"). */
const CORRECTION_REACH = 4;

/**
 * Where each taking back in the message starts ("proofreading of my thesis, actually no"), given
 * where the message's service cues start.
 */
export function retractionsIn(tokens: readonly string[], cueStarts: ReadonlySet<number>): number[] {
  const said = (pairs: string[][], k: number) =>
    pairs.some(([a, b]) => tokens[k] === a && tokens[k + 1] === b);
  const namesAnother = (k: number) =>
    [...cueStarts].some((c) => c > k + 1 && c <= k + 1 + CORRECTION_REACH);
  return tokens.flatMap((_, k) =>
    said(retractions, k) || (said(corrections, k) && namesAnother(k)) ? [k] : [],
  );
}

/** Words for a training session, and the words that open what it is about. */
const trainings = new Set(
  "train trained training trainings workshop workshops seminar seminars course courses mafunzo warsha semina".split(
    " ",
  ),
);
/** The people a training is for, never its topic. */
const trainees = new Set(
  "staff employees wafanyakazi team timu workers officers officials managers members youth vijana students".split(
    " ",
  ),
);
/** How far before "on report writing" the training may be named ("train our 12 staff on"). */
const TOPIC_REACH = 5;
/** "ya", "wa", "za": the Swahili "of" ("mafunzo ya uandishi wa proposal"). */
const about = new Set("on in about ya wa za kuhusu juu of".split(" "));

/** Words that may stand between a topic and the training it names ("report writing skills"). */
const topicTails = new Set("writing skills taking drafting kuandika".split(" "));
/** At most this many of them ("proposal writing skills workshop"). */
const MAX_TOPIC_TAIL = 2;

/**
 * Where the training is named when a cue at `index` (`width` words) is what it is about: after it ("training on report
 * writing", "train our 12 staff in report writing", "mafunzo ya report writing") or before it ("a report writing workshop", "proposal
 * writing skills training"): the subject of the training, not a second service asked for.
 */
export function trainingTopicAt(
  tokens: readonly string[],
  index: number,
  width = 1,
): number | undefined {
  // "Training on credit policy", "training on governance and credit policy": the words of the
  // topic before the cue reach back to its "on"; an article starts a request of its own
  // ("training on Excel and a business plan").
  for (let j = index - 1; j >= 0 && j >= index - 1 - MAX_TOPIC_WORDS; j--) {
    const word = tokens[j]!;
    if (about.has(word)) {
      for (let k = j - 1; k >= 0 && k >= j - TOPIC_REACH; k--) {
        if (trainings.has(tokens[k]!)) return k;
      }
      break;
    }
    // Whom the training is for ends its topic: "mafunzo ya wafanyakazi, company profile",
    // "semina ya kazi kwa vijana wetu" (for our youth).
    if (articles.has(word) || trainings.has(word) || trainees.has(word)) break;
    if (word === "kwa" || word === "for") break;
    if (secondRequest.has(word) && word !== "and") break;
  }
  let k = index + width;
  while (k < index + width + MAX_TOPIC_TAIL && topicTails.has(tokens[k] ?? "")) k++;
  return trainings.has(tokens[k] ?? "") ? k : undefined;
}

/** Training words a topic comes right before ("sales training", "an onboarding workshop"). */
const trainingNouns = new Set("training trainings workshop workshops seminar seminars".split(" "));
/** Words before a training word that say whose it is or that it is wanted, not its topic. */
const notTopics = new Set(
  `a an the some any my our your their his her its this that these those need needs want wants
  require requires for of on in about do does did offer offers offering provide provides give get
  book have has had and or i we you they me us what which also too more free teacher`.split(/\s+/),
);
/** Words after a training word that make it a place or a job ("training college", "officer"). */
const trainingPlaces = new Set(
  "college colleges institute school centre center officer manager coordinator institution".split(
    " ",
  ),
);

/** Words that add a second request: "and a", "plus a", "then a". */
const secondRequest = new Set("and plus then also na".split(" "));
/** Verbs asking for a training right before its topic ("need customer care training"). */
const trainingRequests = new Set(
  "need needs want wants require requires nataka tunataka nahitaji tunahitaji".split(" "),
);

/**
 * "A company profile and a customer service training for our staff": a training with its topic
 * asked as a request of its own beside another, after "and a", "plus a", "then a", or asked
 * first with another added after it.
 */
export function topicTrainingAdded(tokens: readonly string[]): boolean {
  const at = topicTrainingAt(tokens);
  if (at === undefined) return false;
  // "They need customer care training and we also need our plan proofread": asked first for a
  // group ("we", "they", "tunahitaji"), then another added ("I need first aid training for my
  // CV" is the visitor's own course).
  const verbAt = [at - 1, at - 2].find((k) => trainingRequests.has(tokens[k] ?? ""));
  const forGroup =
    verbAt !== undefined &&
    (tokens[verbAt]!.startsWith("tu") || ["we", "they"].includes(tokens[verbAt - 1] ?? ""));
  if (forGroup && additionAt(tokens) > at) return true;
  // Back over the topic's words ("customer service") to the article or the joining word.
  for (let k = at - 1; k >= 0 && k >= at - 1 - MAX_TOPIC_WORDS; k--) {
    const word = tokens[k]!;
    if (secondRequest.has(word)) return true;
    if (articles.has(word)) return secondRequest.has(tokens[k - 1] ?? "");
    if (notTopics.has(word)) return false;
  }
  return false;
}
/** How many words before the last a training's topic may have ("customer service", "first aid"). */
const MAX_TOPIC_WORDS = 3;

/**
 * "Sales training", "an onboarding workshop", "conflict resolution training": a topic right
 * before a training word; the only training the consultancy sells is for a company's people.
 * Returns where the topic starts.
 */
export function topicTrainingAt(tokens: readonly string[]): number | undefined {
  for (let k = 1; k < tokens.length; k++) {
    if (!trainingNouns.has(tokens[k]!) || trainingPlaces.has(tokens[k + 1] ?? "")) continue;
    const before = tokens[k - 1]!;
    if (/^\p{L}{3,}$/u.test(before) && !notTopics.has(before) && !trainings.has(before)) {
      return k - 1;
    }
  }
  return undefined;
}

/** A course may be one the visitor takes ("a course in business writing"), not one they buy. */
export const isCourse = (word: string) => word === "course" || word === "courses";

/** "My CV is fine", "the cover letter is sorted": what the visitor already has. */
/** English and Swahili: "is fine", "iko sawa" (is fine), "iko tayari" (is ready). */
const settled = new Set(
  "fine ok okay good sorted done ready alright sawa poa fiti safi tayari".split(" "),
);
const beVerbs = new Set("is are was were".split(" "));
/** Swahili asks in the same words it states ("CV yangu iko sawa?"): settled only when not asked. */
const swahiliBe = new Set("iko ni".split(" "));
/** Words between the cue and its verb: "CV yangu pia iko sawa" (my CV too is fine). */
const settledFillers = new Set("yangu yetu pia also too".split(" "));

/**
 * A cue at its end (`cueEnd`) followed by "is fine", "is ok", "was done already", "was already
 * sorted", "iko sawa" in a message that asks nothing: not wanted. `asks` is a question;
 * `requested` a request before the cue ("nataka CV iko poa" wants a good one), which the
 * visitor's own ("nataka kwenda Canada, CV yangu iko sawa": mine is fine) does not undo.
 */
export function settledAfter(
  tokens: readonly string[],
  cueEnd: number,
  asks = false,
  requested = false,
): boolean {
  let after = cueEnd;
  while (after < cueEnd + 2 && settledFillers.has(tokens[after] ?? "")) after++;
  const own = tokens.slice(cueEnd, after).some((t) => t === "yangu" || t === "yetu");
  const verb = tokens[after] ?? "";
  const askedFor = asks || (requested && !own);
  if (!beVerbs.has(verb) && (askedFor || !swahiliBe.has(verb))) return false;
  const next = tokens[after + 1] === "already" ? after + 2 : after + 1;
  // "My CV was done by a cyber": who did it, not that it is settled.
  return settled.has(tokens[next] ?? "") && tokens[next + 1] !== "by";
}

/** Words of putting off ("the CV can wait", "CV baadaye", "the CV maybe later"). */
const postponements = new Set("wait later baadaye baadae".split(" "));
/** Words between the cue and the putting off: "can", "maybe", "for", "will come". */
const postponeFillers = new Set(
  "can could would may might maybe perhaps probably for it that one come comes mpya yangu itakuja we i hiyo mwezi wiki mwaka ningependa pia lakini ni but also in after".split(
    " ",
  ),
);
/** How far the putting off may come ("CV ningependa pia lakini hiyo ni baadaye"). */
const POSTPONE_REACH = 6;
const hedges = new Set("maybe perhaps probably pengine labda".split(" "));
const events = new Set("interview interviews usaili".split(" "));
/**
 * A word right before "interview" or "panel (interview)" names the interview's kind ("a
 * promotion interview", "a promotion panel", "a graduate trainee interview"): the interview is
 * what is faced, not the word's own service.
 */
export function namesInterviewKind(tokens: readonly string[], cueEnd: number): boolean {
  const isInterview = (word: string) => events.has(word) || word === "panel" || word === "panels";
  const next = tokens[cueEnd] ?? "";
  // "A graduate trainee interview", "an internship position interview": the post between.
  return isInterview(next) || (postWords.has(next) && isInterview(tokens[cueEnd + 1] ?? ""));
}
/** Words of the post an interview is for, between its kind and "interview". */
const postWords = new Set("trainee trainees programme program position job role".split(" "));
/** "Later today", "later this week": when it is needed, not put off. */
const soonAfterLater = new Set("today tonight this leo".split(" "));

/**
 * A cue ending at `cueEnd` put off by the words after it ("LinkedIn please, the CV can wait",
 * "CV baadaye", "the cover letter maybe later"): not asked for now, so not added.
 */
export function postponedAfter(tokens: readonly string[], cueEnd: number): boolean {
  let future = false;
  for (let k = cueEnd; k < tokens.length && k <= cueEnd + POSTPONE_REACH; k++) {
    const word = tokens[k]!;
    if (postponements.has(word)) return !soonAfterLater.has(tokens[k + 1] ?? "");
    // "Career coaching not now, maybe next year", "LinkedIn si sasa".
    if (notNowAt(tokens, k)) return true;
    // "The LinkedIn one maybe next month": a hedge puts the time to come off as a verb does.
    // "An interview maybe next week" is when it is, not put off.
    if (hedges.has(word) && !events.has(tokens[cueEnd - 1] ?? "")) future = true;
    // "CV tutafanya mwezi ujao", "the CV we will do next month": a time to come after a verb
    // of doing it then; without the verb ("an interview next month") it is when it is needed.
    if (future && comingTimes.has(word)) return true;
    if (future && word === "next" && periods.has(tokens[k + 1] ?? "")) return true;
    if (swahiliFuture.test(word) || futureWords.has(word)) {
      future = true;
      continue;
    }
    if (!postponeFillers.has(word)) return false;
  }
  return false;
}

/** Words that refer back to the service just named: "hiyo tutaongea mwezi ujao", "that can wait". */
const referringBack = new Set("hiyo hio hizo hilo hayo ile it that".split(" "));
/** How far after a cue a later clause may put it off or call it fine ("CV yangu watu wameniambia iko sawa"). */
const LATER_REACH = 10;

/**
 * A cue ending at `cueEnd` put off, called fine or not to be touched a few words later, before
 * any other service is named: "CV pia nitahitaji, lakini hiyo tutaongea mwezi ujao", "CV yangu
 * watu wameniambia iko sawa, hiyo tutaangalia later", "CV yangu ... iko poa, sitaki mguse".
 * `cueStarts` are where the message's service cues start; a message that asks ("iko sawa?")
 * settles nothing.
 */
export function ruledOutLater(
  tokens: readonly string[],
  cueEnd: number,
  cueStarts: ReadonlySet<number>,
  asks: boolean,
): boolean {
  for (let k = cueEnd; k < tokens.length && k < cueEnd + LATER_REACH; k++) {
    if (cueStarts.has(k)) return false;
    const word = tokens[k]!;
    if (referringBack.has(word) && postponedAfter(tokens, k + 1)) return true;
    // "CV niko nayo, hiyo sitaki", "LinkedIn, lakini hiyo wachana nayo": that one not wanted.
    if (referringBack.has(word) && refusingVerbs.has(tokens[k + 1] ?? "")) return true;
    // "... lakini mimi sitaki mambo hayo ya mitandao": the matters just named, not wanted.
    if (
      refusingVerbs.has(word) &&
      tokens[k + 1] === "mambo" &&
      referringBack.has(tokens[k + 2] ?? "")
    ) {
      return true;
    }
    // "Cover letter nitajiandikia mwenyewe", "... nimeshaiandika": done by the visitor.
    if (selfDone.test(word)) return true;
    // "... lakini ndugu yangu ameshakimaliza": someone else has already done it.
    if (doneByAnother.test(word)) return true;
    // "... so hiyo iko": that one the visitor has ("hiyo iko wapi?" asks where it is).
    if (referringBack.has(word) && word !== "it" && word !== "that" && tokens[k + 1] === "iko") {
      if (!["wapi", "aje", "je"].includes(tokens[k + 2] ?? "")) return true;
    }
    // "LinkedIn ... hiyo sina time nayo, achana nayo": no time for it, leave it.
    if (referringBack.has(word) && tokens[k + 1] === "sina" && tokens[k + 2] === "time")
      return true;
    if (refusingVerbs.has(word) && tokens[k + 1] === "nayo") return true;
    // "Mafunzo ... lakini tutasubiri hadi baada ya msimu", "... but we will wait": put off.
    if (contrasts.has(tokens[k - 1] ?? "") && waitsFor(tokens, k)) return true;
    // "LinkedIn also, ... but let me first get the job": put off until something else.
    if (contrasts.has(word) && letMeFirst(tokens, k + 1)) return true;
    // "A cover letter I do not need from you", "LinkedIn we don't want": the one named right
    // before the refusal.
    if (k === cueEnd && fronted(tokens, k)) return true;
    // "LinkedIn maybe after I get a job, not now": put off, however the clause between runs.
    if (notNowAt(tokens, k)) return true;
    // "... proofread it, but consultants are already handling that document": done by others.
    if (doneByOthersAt(tokens, k)) return true;
    // Right after the cue, "iko poa" is settledAfter's to read: "nataka CV iko poa" wants one.
    if (!asks && k > cueEnd + 1 && word === "iko" && settled.has(tokens[k + 1] ?? "")) return true;
    // "Sitaki mguse", "sitaki iguswe": I don't want it touched.
    if (word === "sitaki" && (tokens[k + 1] ?? "").includes("gus")) return true;
    // "... open a LinkedIn account, but I am not interested in that": the one just named.
    if (notInterestedAt(tokens, k)) return true;
    // "Mafunzo ya biashara kwa wanachama hatuhitaji sasa hivi,": a drop with its object
    // marker ("hatuihitaji", we don't need it) refers back to the one named.
    if (k > cueEnd && dropsAfter.has(word)) return true;
    // "Let me think about the CV, leave it for now": dropped ("leave it to you" hands it over).
    if (leavings.has(word) && referringBack.has(tokens[k + 1] ?? "") && !handedOn(tokens, k + 2)) {
      return true;
    }
  }
  return offeringRefused(tokens, cueEnd, cueStarts);
}

/**
 * Swahili verbs of doing it oneself or having done it: "nitajiandikia" (I will write it for
 * myself), "nimeshaiandika" (I have already written it), with the object marker of a thing.
 */
const selfDone =
  /^(?:nitaji|tutaji)(?:andik|fany|tengenez)\p{L}*$|^(?:nimesha|tumesha)(?:i|zi)(?:andik|fany|tengenez)\p{L}*$/u;
/**
 * Swahili verbs of someone else having already done a thing: "ameshakimaliza" (he has already
 * finished it), "wameshaiandika" (they have already written it), "alishaihariri".
 */
const doneByAnother =
  /^(?:amesha|wamesha|alisha|walisha)(?:i|ki|zi|vi|li|ya)(?:maliz|fany|andik|harir|sahihish|tengenez)\p{L}*$/u;

/**
 * Swahili past verbs of someone writing or making a thing for the visitor: "aliniandikia" (he
 * wrote me), "walinitengenezea" (they made me): a thing the visitor already has.
 */
const doneForVisitor = /^(?:ali|wali|uli)(?:ni|tu)(?:andik|fany|tengenez)\p{L}*$/u;

/** Verbs of leaving a thing aside: "leave it", "skip that", "park it", "forget it". */
const leavings = new Set("leave skip drop park scrap forget".split(" "));
/** "Leave it to you", "leave it with you": handed to the consultant, not dropped. */
function handedOn(tokens: readonly string[], k: number): boolean {
  return ["to", "with", "in", "at"].includes(tokens[k] ?? "");
}

/** How far after a cue "please do not suggest it" may refer back to it, no other cue between. */
const OFFERING_REACH = 20;

/**
 * "I am not on LinkedIn and I do not want to be, so please do not suggest it": a refusal of
 * being offered the one named before, however long the clause between runs.
 */
function offeringRefused(
  tokens: readonly string[],
  cueEnd: number,
  cueStarts: ReadonlySet<number>,
): boolean {
  for (let k = cueEnd; k < tokens.length && k < cueEnd + OFFERING_REACH; k++) {
    if (cueStarts.has(k)) return false;
    if (!notWords.has(tokens[k]!)) continue;
    const verb = tokens[k + 1] ?? "";
    const object = tokens[k + 2] ?? "";
    if (offerings.has(verb) && referringBack.has(object)) return true;
    // "About the CV, a colleague offered to do mine, so I will not need yours": the
    // consultancy's one refused; "I don't need it anymore" too, not "I don't need it long".
    if (needings.has(verb) && (object === "yours" || closesRefusal(tokens, k + 2))) return true;
  }
  return false;
}

/** What a visitor waits to happen first: "get the job", "finish my studies", "settle in". */
const eventsWaitedFor = new Set(
  "get find land finish settle complete secure start join move relocate graduate travel save".split(
    " ",
  ),
);

/**
 * "Let me first get the job", "first let me finish my course" at `k`: an event of the
 * visitor's life comes before it ("first let me ask the price" is a question, nothing put off).
 */
function letMeFirst(tokens: readonly string[], k: number): boolean {
  const [a, b, c, d] = [tokens[k], tokens[k + 1], tokens[k + 2], tokens[k + 3] ?? ""];
  const us = (w: string | undefined) => w === "me" || w === "us";
  if (a === "let" && us(b) && c === "first") return eventsWaitedFor.has(d);
  return a === "first" && b === "let" && us(c) && eventsWaitedFor.has(d);
}

/** "Tutasubiri", "nitasubiri", "we will wait": a putting off after a contrast. */
function waitsFor(tokens: readonly string[], k: number): boolean {
  const word = tokens[k]!;
  if (/^(?:ni|tu)ta(?:subiri|ngoja)\p{L}*$/u.test(word)) return true;
  return futureWords.has(word) && tokens[k + 1] === "wait";
}

/** "I do not need", "we don't want" at `k`, right after the thing refused. */
function fronted(tokens: readonly string[], k: number): boolean {
  if (tokens[k] !== "i" && tokens[k] !== "we") return false;
  let j = k + 1;
  if (tokens[j] === "do") j++;
  if (!notWords.has(tokens[j] ?? "")) return false;
  // "... I don't want it long" says how it should be, and keeps it.
  return needings.has(tokens[j + 1] ?? "") && !referringBack.has(tokens[j + 2] ?? "");
}

/** Verbs of needing: "will not need yours", "don't want it". */
const needings = new Set("need want require".split(" "));
/** Words that may follow the "it" of a refusal and close it: "I don't need it, thank you". */
const refusalEnds = new Set("anymore now thanks thank".split(" "));
/** "It" or "that" at `k` ending the message or followed by a word that closes the refusal. */
function closesRefusal(tokens: readonly string[], k: number): boolean {
  if (!referringBack.has(tokens[k] ?? "")) return false;
  const after = tokens[k + 1];
  // "So I do not need that from you": the consultancy's one refused.
  const fromYou = after === "from" && ["you", "your", "yours", "us"].includes(tokens[k + 2] ?? "");
  return after === undefined || refusalEnds.has(after) || fromYou;
}

/** "Not interested in that", "not interested in it", "not keen on that": at `k`, of the one just named. */
function notInterestedAt(tokens: readonly string[], k: number): boolean {
  if (tokens[k] !== "not" || !["interested", "keen"].includes(tokens[k + 1] ?? "")) return false;
  const after = tokens[k + 2];
  return (
    after === undefined ||
    ((after === "in" || after === "on") && referringBack.has(tokens[k + 3] ?? ""))
  );
}

/**
 * "Sitaki", "wachana nayo", "achana nayo", "tuache" (and the forms a clause's end marks them
 * with, "siitaki", "tuiache"), "niliachana nayo", "haihitajiki": said of the one just named,
 * not wanted.
 */
const refusingVerbs = new Set([
  ...dropsAfter,
  ...dropsEitherSide,
  "hatutaki",
  "wachana",
  // "Hiyo niliachana nayo" (I left it), "hiyo haihitajiki tena" (it is no longer needed).
  "niliachana",
  "tuliachana",
  "haihitajiki",
  "hazihitajiki",
  "haitahitajika",
]);

const contrasts = new Set("but lakini ila though".split(" "));
/** How far before "already" its contrast may stand ("but KIPPRA consultants are already"). */
const OTHERS_REACH = 4;

/**
 * "But the consultants are already handling that", "but my cousin already did it": after a
 * contrast, someone already at the work the visitor just named, so it is not asked for.
 */
function doneByOthersAt(tokens: readonly string[], k: number): boolean {
  if (tokens[k] !== "already") return false;
  const next = tokens[k + 1] ?? "";
  if (!/^(?:\w+ing|did|done|sorted|wrote|written|handled|made)$/.test(next)) return false;
  return tokens.slice(Math.max(0, k - OTHERS_REACH), k).some((t) => contrasts.has(t));
}
const contrastFillers = new Set("the my a an and only just".split(" "));

/**
 * "A CV and a cover letter, but the cover letter next month", "lakini LinkedIn mwezi ujao": a
 * service set against the rest and given a time to come, with no verb, is put off (without the
 * contrast, "an interview next month" is when it is needed).
 */
export function contrastedForLater(
  tokens: readonly string[],
  index: number,
  width: number,
): boolean {
  // "A CV but my interview next week": the interview's date, not the coaching put off.
  if (events.has(tokens[index + width - 1] ?? "")) return false;
  let k = index - 1;
  while (k >= 0 && contrastFillers.has(tokens[k]!)) k--;
  if (!contrasts.has(tokens[k] ?? "")) return false;
  const next = tokens[index + width] ?? "";
  return (
    comingTimes.has(next) ||
    (next === "next" && periods.has(tokens[index + width + 1] ?? "")) ||
    (next === "mwezi" && comingTimes.has(tokens[index + width + 1] ?? ""))
  );
}

/** "Not now", "si sasa": at `k`, a putting off of what was just named. */
function notNowAt(tokens: readonly string[], k: number): boolean {
  const next = tokens[k + 1];
  return (tokens[k] === "not" && next === "now") || (tokens[k] === "si" && next === "sasa");
}

/** Swahili verbs of the future: "tutafanya", "nitaangalia", "tutaona" (we will do, look, see). */
const swahiliFuture =
  /^(?:ni|tu|u|a|m|wa|li|i)ta(?:fany|angali|on|shughulik|malizi|rudi|zungumz|jadili)\p{L}*$/u;
/** English words of doing it later: "we'll do", "I will sort". */
const futureWords = new Set("will well ill shall do sort handle".split(" "));
/** "Mwezi ujao", "wiki ijayo": next month, next week. */
const comingTimes = new Set(
  "ujao ijayo january february march april may june july august september october november december christmas easter holidays".split(
    " ",
  ),
);
const periods = new Set("month week year time".split(" "));

/** "The CV is not the problem", "I don't think the CV is the issue": a service ruled out. */
const problemWords = new Set("problem issue shida".split(" "));
const problemVerbs = new Set("is isnt was wasnt".split(" "));
const opinionVerbs = new Set("think believe feel guess".split(" "));
const opinionDenials = new Set("dont didnt not never".split(" "));

/**
 * A cue at `index` said not to be the problem: "my CV is not the problem", "the CV isn't the
 * issue", "I don't think the CV is the problem". What the visitor rules out is not asked for.
 */
export function notTheProblem(tokens: readonly string[], index: number, width: number): boolean {
  let k = index + width;
  const verb = tokens[k] ?? "";
  if (!problemVerbs.has(verb)) return false;
  k++;
  const negated = verb.endsWith("nt") || tokens[k] === "not";
  if (tokens[k] === "not") k++;
  if (tokens[k] === "the" || tokens[k] === "my") k++;
  if (!problemWords.has(tokens[k] ?? "")) return false;
  if (negated) return true;
  // "I don't think the CV is the problem": the opinion's denial, a few words before the cue.
  for (let j = index - 1; j >= 0 && j >= index - 4; j--) {
    if (opinionVerbs.has(tokens[j]!) && opinionDenials.has(tokens[j - 1] ?? "")) return true;
  }
  return false;
}

/** Verbs of swapping, and the words that join what is swapped to what replaces it. */
const swaps = new Set("swap switch replace change exchange badilisha".split(" "));
const swapJoins = new Set("for with to na kwa".split(" "));

/**
 * "swap the CV for a cover letter", "replace the cover letter with coaching": a cue after a
 * verb of swapping (over filler words) and before "for", "with" or "to". Returns the index
 * after the join, where what replaces it must be named: "replace my old CV" or "change my CV
 * to look modern" asks for the CV.
 */
export function swappedAt(tokens: readonly string[], index: number, width: number) {
  if (!swapJoins.has(tokens[index + width] ?? "")) return undefined;
  for (let k = index - 1; k >= 0 && k >= index - 1 - MAX_FILLERS; k--) {
    if (swaps.has(tokens[k]!)) return index + width + 1;
    if (!fillers.has(tokens[k]!)) return undefined;
  }
  return undefined;
}

const possessives = new Set("my our his her their".split(" "));
/**
 * Words between "my" or "I have a" and the cue that still describe the visitor's own ("my old
 * CV", "an academic CV", "a decent CV").
 */
const ownWords = new Set(
  "old current existing present academic decent good recent proper".split(" "),
);
const articles = new Set("a an".split(" "));
/** Who has it: "I have", "I already have", "we still have" (the Swahili "nina" is "I have"). */
const holders = new Set("i we already still only".split(" "));
const modals = new Set("can could may would".split(" "));

/** "I have", "I already have" at `k`, said of the visitor; "can I have", "to have" and "do you
 * have" ask. */
function visitorHas(tokens: readonly string[], k: number): boolean {
  if (tokens[k] !== "have" && tokens[k] !== "got") return false;
  const who = tokens[k - 1] ?? "";
  return holders.has(who) && !modals.has(tokens[k - 2] ?? "");
}
/** Verbs after the cue that describe it ("my CV is outdated", "my CV has typos"). */
const stateVerbs = new Set("is are was were has had looks seems".split(" "));
/** Past verbs before "my CV" that say it was done ("my daughter updated my CV"). */
const doneVerbs = new Set("did made wrote done redid redone got".split(" "));
/** Verbs of a likeness before "like a": "reads like a", "looks like a", "is like a". */
const seemingVerbs = new Set(
  "reads read looks look sounds sound seems seem feels feel is was more".split(" "),
);

/**
 * A cue at `index` that describes what the visitor has, not what they ask for: "my CV is
 * outdated", "my old CV was typed at a cyber", "a friend revamped my CV", "I have a CV". It names the service
 * only when nothing else in the message is asked for, or the message adds ("my CV is old and
 * I want a cover letter too") or asks for it again ("can you redo it", "a new one").
 */
export function describedAt(tokens: readonly string[], index: number, width: number): boolean {
  let k = index - 1;
  while (k >= 0 && ownWords.has(tokens[k]!)) k--;
  // "I have a CV", "I already have the cover letter": what the visitor has.
  const determiner = articles.has(tokens[k] ?? "") || tokens[k] === "the";
  if (tokens[k] === "nina" || (determiner && visitorHas(tokens, k - 1))) return true;
  // "A colleague aliniandikia cover letter": written for the visitor already.
  if (doneForVisitor.test(tokens[k] ?? "")) return true;
  // "My cousin wrote my CV and the application letter": the second of what was done.
  if (tokens[determiner ? k - 1 : k] === "and" && doneBeforeAnd(tokens, determiner ? k - 1 : k)) {
    return true;
  }
  // "My sister got me a CV": done.
  // "My profile reads like a job description": a likeness, not a thing asked for ("I'd like a
  // CV" asks for one).
  if (articles.has(tokens[k] ?? "") && tokens[k - 1] === "like") {
    return seemingVerbs.has(tokens[k - 2] ?? "");
  }
  if (articles.has(tokens[k] ?? "") && (tokens[k - 1] === "me" || tokens[k - 1] === "us")) {
    return doneVerbs.has(tokens[k - 2] ?? "");
  }
  // "She has already written the cover letters", "a friend already did a CV for me": done.
  if (determiner && alreadyDone(tokens, k - 1)) return true;
  if (!possessives.has(tokens[k] ?? "")) return false;
  const verb = tokens[k - 1] ?? "";
  // A past verb: "updated", "revamped", "typed", not "need" or "feed".
  return (
    stateVerbs.has(tokens[index + width] ?? "") || doneVerbs.has(verb) || /..[^e]ed$/.test(verb)
  );
}

/** Past participles of writing a document, after "has", "have" or "already". */
const writtenVerbs = new Set(
  "written wrote done did prepared typed made drafted updated revamped redone finished".split(" "),
);

/** "Has already written", "already prepared", "have done" at `k`: a document already made. */
function alreadyDone(tokens: readonly string[], k: number): boolean {
  if (!writtenVerbs.has(tokens[k] ?? "")) return false;
  const before = tokens[k - 1] ?? "";
  if (before === "already") return true;
  // "She has written", "they have done"; "I will have done" is to come.
  return (before === "has" || before === "have") && tokens[k - 2] !== "will";
}

/** How far before "and" the first thing done may stand ("wrote my CV and the letter"). */
const DONE_BEFORE_AND = 3;

/**
 * "Wrote my CV and ...", "I have a CV and ...": a past verb and a possessive, or the visitor's
 * having, just before the "and" at `and`.
 */
function doneBeforeAnd(tokens: readonly string[], and: number): boolean {
  for (let j = and - 1; j >= 0 && j >= and - DONE_BEFORE_AND; j--) {
    const word = tokens[j]!;
    if ((articles.has(word) || word === "the") && visitorHas(tokens, j - 1)) return true;
    if (!possessives.has(word)) continue;
    const verb = tokens[j - 1] ?? "";
    return doneVerbs.has(verb) || /..[^e]ed$/.test(verb);
  }
  return false;
}

/** Where the message first adds to what it names ("... and my CV too"), else -1. */
export function additionAt(tokens: readonly string[]): number {
  return tokens.findIndex((_, i) => isAddition(tokens, i));
}

const isAddition = (tokens: readonly string[], i: number) =>
  additions.has(tokens[i]!) || (tokens[i] === "as" && tokens[i + 1] === "well");

/**
 * How far after a thing described an addition asks for it too ("my CV is old and I want
 * LinkedIn too"), and how far before ("also our HR manual is old").
 */
const ADDITION_REACH = 12;
const ADDITION_BEFORE = 4;

/** Whether an addition stands close enough to the cue at `index` to ask for it too. */
export function addedNear(tokens: readonly string[], index: number): boolean {
  const end = Math.min(tokens.length, index + ADDITION_REACH + 1);
  for (let i = Math.max(0, index - ADDITION_BEFORE); i < end; i++) {
    if (isAddition(tokens, i)) return true;
  }
  return false;
}
/** "Also", "too", "as well", "pia": words that add to what the message names. */
const additions = new Set("also too plus pia vilevile aswell".split(" "));

/** Verbs of asking for a document's work, and the words that refer back to it. */
const redoVerbs = new Set(
  "redo fix update improve rewrite revamp polish edit review upgrade change write make".split(" "),
);
const referBack = new Set("it one them".split(" "));

/**
 * "Can you redo it", "I want a new one": a service described before ("my CV has been
 * rejected") asked for again in other words.
 */
export function asksAgain(tokens: readonly string[]): boolean {
  return tokens.some(
    (t, i) =>
      (t === "new" && tokens[i + 1] === "one") ||
      (redoVerbs.has(t) &&
        (referBack.has(tokens[i + 1] ?? "") || referBack.has(tokens[i + 2] ?? ""))) ||
      wantedDone(tokens, i),
  );
}

/** Verbs of wanting a thing done to it: "I would like it ...", "can I get it ...". */
const wantingDone = new Set("like want need wish get have".split(" "));
/** What a visitor wants done to a document they described: "updated", "brought up to date". */
const doneToIt = new Set(
  `redone fixed updated improved rewritten revamped polished edited reviewed upgraded changed
  refreshed modernised modernized optimised optimized professionalised brought made done
  cleaned sorted reworked`.split(/\s+/),
);

/**
 * "My LinkedIn is embarrassing, I would like it brought up to date", "my CV is old, I want it
 * redone": the one described asked for again, as its participle says.
 */
function wantedDone(tokens: readonly string[], i: number): boolean {
  // "I like it done that way" approves of what is there; "I would like it done" asks.
  if (tokens[i] === "like" && !["would", "id"].includes(tokens[i - 1] ?? "")) return false;
  return (
    wantingDone.has(tokens[i]!) &&
    referBack.has(tokens[i + 1] ?? "") &&
    doneToIt.has(tokens[i + 2] ?? "")
  );
}

/**
 * "Just", "only", the Swahili "tu" ("nataka tu LinkedIn"): what follows them is all that is
 * asked ("tu" may also follow it: "ni CV tu").
 */
const narrowing = new Set("just only tu".split(" "));
/** Words between "just" and the cue it narrows to ("only want a", "just the", "tu nataka"). */
const narrowFillers = new Set(
  "a an the my our want need please get do nataka nahitaji ninataka ninahitaji".split(" "),
);

/**
 * The index of each "just" or "only" that a cue follows over filler words ("please just the CV
 * and the cover letter", "I only want a CV"), given where cues start: what was named before it
 * is no longer asked for. "Just finished my CV" narrows nothing.
 */
export function narrowedFrom(tokens: readonly string[], cueStarts: ReadonlySet<number>) {
  let from: number | undefined;
  tokens.forEach((word, i) => {
    if (!narrowing.has(word) && !saysWhatIsNeeded(tokens, i)) return;
    // "Who just finished form four", "just completed college": recently, not only.
    if (
      word === "just" &&
      /^(?:finished|completed|graduated|cleared|done|left|sat)$/.test(tokens[i + 1] ?? "")
    ) {
      return;
    }
    for (let k = i + 1; k < tokens.length && k <= i + 1 + MAX_FILLERS; k++) {
      if (cueStarts.has(k)) {
        from = i;
        return;
      }
      if (!narrowFillers.has(tokens[k]!)) break;
    }
    // "Ni training tu", "CV tu": the Swahili "only" right after what it narrows to ("nataka tu
    // interview" narrows to what follows, read above).
    const narrowedBefore = word === "tu" ? cueBefore(i, cueStarts) : undefined;
    if (narrowedBefore !== undefined && !narrowFillers.has(tokens[i - 1] ?? "")) {
      from = listStart(tokens, narrowedBefore, cueStarts);
    }
  });
  return from;
}

/** The start of a cue one or two words before `i` ("CV tu", "cover letter tu"). */
const cueBefore = (i: number, cueStarts: ReadonlySet<number>) =>
  [i - 1, i - 2].find((k) => cueStarts.has(k));
const listJoins = new Set("na and plus pamoja &".split(" "));

/**
 * The first of the cues listed with the one at `at`, side by side or joined ("LinkedIn, CV na
 * cover letter tu" starts at LinkedIn; commas are gone from the words).
 */
function listStart(tokens: readonly string[], at: number, cueStarts: ReadonlySet<number>) {
  let start = at;
  for (;;) {
    const before = listJoins.has(tokens[start - 1] ?? "")
      ? cueBefore(start - 1, cueStarts)
      : cueBefore(start, cueStarts);
    if (before === undefined) return start;
    start = before;
  }
}

const neededOpeners = new Set(["what", "all"]);
const neededBy = new Set(["i", "we"]);
const neededAdverbs = new Set("really actually truly honestly now".split(" "));
const neededVerbs = new Set("need needs want wants".split(" "));

/**
 * "What I really need is", "all we need now is": said of what follows, like "just" and
 * "only"; the "is" at `i` ends the phrase ("I came for a CV ... what I really need is
 * interview prep" asks for the coaching alone).
 */
function saysWhatIsNeeded(tokens: readonly string[], i: number): boolean {
  if (tokens[i] !== "is") return false;
  let k = i - 1;
  while (k >= 0 && neededAdverbs.has(tokens[k]!)) k--;
  if (!neededVerbs.has(tokens[k] ?? "")) return false;
  k--;
  while (k >= 0 && neededAdverbs.has(tokens[k]!)) k--;
  return neededBy.has(tokens[k] ?? "") && neededOpeners.has(tokens[k - 1] ?? "");
}

/** "I'm a", "I am an", "as a", "mimi ni": what follows describes the visitor. */
const selfDescriptions = [["im"], ["i", "am"], ["am"], ["as"], ["mimi", "ni"], ["ni"]];
/** Words that end a description and start a request ("I'm a teacher looking for ..."). */
const requestWords = new Set(
  "for need needs want wants looking help with and at in to of on nataka nahitaji kwa".split(" "),
);
/** How many words a description may hold before the cue ("I'm a final year college student"). */
const MAX_DESCRIPTION = 4;

/** Words of asking: with one of them, who the visitor is tells which service they mean. */
const asking = new Set(
  "need needs want wants looking seeking interested help require nataka nahitaji naomba nisaidie".split(
    " ",
  ),
);

/**
 * A cue at `index` only describes who the visitor is ("I'm a student"), in a message that asks
 * for nothing: "I'm a student looking for attachment" asks, and the student says for whom.
 */
export function describesVisitor(tokens: readonly string[], index: number): boolean {
  if (tokens.some((t) => asking.has(t))) return false;
  for (let end = index - 1; end >= 0 && end >= index - 1 - MAX_DESCRIPTION; end--) {
    if (requestWords.has(tokens[end]!)) return false;
    const opens = selfDescriptions.some((form) =>
      form.every((word, i) => tokens[end - form.length + 1 + i] === word),
    );
    if (opens) return true;
  }
  return false;
}

/** Verbs of moving one's career somewhere ("moving into", "get into", "break into"). */
const careerMoves = new Set(
  "move moving moved transition transitioning switch switching get getting break breaking go going pivot pivoting venture venturing shift shifting cross crossing".split(
    " ",
  ),
);
/**
 * Verbs whose "to" also names where a career goes ("pivot to"); not "switch to", which swaps
 * the service asked for ("switch to interview coaching").
 */
const careerMovesTo = new Set("transition transitioning pivot pivoting".split(" "));
/** The words of the services' names ("corporate", "training", "business", "writing"...). */
const serviceNameWords = new Set(
  catalog.flatMap((s) => words(s.name)).filter((w) => w.length > 2 && w !== "and"),
);
/** How many words of a service's name the destination may take ("professional development"). */
const MAX_DESTINATION = 3;

/**
 * "Coaching on moving into corporate training", "I want to pivot to business writing": a
 * service named as where the visitor's career is going is a field of work, not a service asked
 * for (the move itself asks for career development). Those words are masked as "field".
 */
export function withoutCareerDestinations(tokens: readonly string[]): string[] {
  const out = [...tokens];
  for (let i = 1; i < out.length; i++) {
    const into = out[i] === "into" || (out[i] === "to" && careerMovesTo.has(out[i - 1]!));
    if (!into || !careerMoves.has(out[i - 1]!)) continue;
    let k = out[i + 1] === "a" || out[i + 1] === "the" ? i + 2 : i + 1;
    for (const end = k + MAX_DESTINATION; k < end && serviceNameWords.has(out[k] ?? ""); k++) {
      out[k] = "field";
    }
  }
  return out;
}

/**
 * Documents a service works on rather than names of a service: "edit my proposal" or "edit our
 * annual report" asks for editing only, so these never add a second service (they still choose
 * the service when nothing else is named).
 */
export const documents = new Set(
  [
    "proposal",
    "proposals",
    "business proposal",
    "grant proposal",
    "tender",
    "tender document",
    "tender documents",
    "thesis",
    "dissertation",
    "manuscript",
    "research paper",
    "report",
    "annual report",
    "company profile",
    "business plan",
    "strategic plan",
    "handbook",
    "staff handbook",
    "sera",
    "policies",
    "mpango mkakati",
    "newsletter",
    "manual",
    "hr manual",
    "policy manual",
    "procedures manual",
    "operations manual",
    "capability statement",
    "job description",
    "job descriptions",
    "job advert",
    "job adverts",
    "job advertisement",
    "tasnifu",
    "essay",
    "book",
  ].map((d) => words(d).join(" ")),
);

/**
 * Who a service is for, not a service: "a proposal for a youth project", "a CV for a school
 * job" ask for the proposal and the CV. These choose a service only when nothing else in the
 * message does.
 */
export const audiences = new Set(
  [
    "youth",
    "youths",
    "teens",
    "teenagers",
    "teenager",
    "form four",
    "form 4",
    "kcse",
    "secondary school",
    "young people",
    "students",
    "student",
    "vijana",
    "school",
    "campus",
    "high school",
    "graduate",
    "fresh graduate",
    "university",
    "college",
    "entry level",
    "jobless",
    "son",
    "daughter",
    "employees",
    "staff",
    "team",
    "timu",
    "corporate",
    "wafanyakazi",
  ].map((d) => words(d).join(" ")),
);

/**
 * Verbs of writing a document, English and Swahili ("andika", "tuandikie", "kuandikiwa"), and
 * the words that add a request after another ("a staff training plus a company profile", "and
 * then a business plan"): what follows them is asked for in its own right.
 */
const writingVerbs = new Set("write writing draft redraft develop plus then".split(" "));
const isWritingVerb = (word: string) => writingVerbs.has(word) || /andik/.test(word);
const editedWords = new Set(
  "proofread proofreading edited edit editing checked reviewed polished corrected".split(" "),
);
/** Written again: what a document that exists is asked to have done to it. */
const rewritingWords = new Set(
  "rewrite rewritten rewriting redraft redrafted redrafting revised revising updated updating redone".split(
    " ",
  ),
);
/** How far on an "it" may stand for the document just named ("... from 2012, so we need it"). */
const PRONOUN_REACH = 24;
/** Words between the verb and the document ("write us a", "draft our new", "plus help with our"). */
const writeFillers = new Set("a an the our my us me new help with".split(" "));

const needVerbs = new Set("need needs want wants require requires".split(" "));
const newDocument = new Set("a an new fresh".split(" "));

/**
 * "We need a company profile and ...", "we want a new business plan": a document that does not
 * exist yet (an article or "new" before it, no "our"), asked for, is to be written.
 */
function askedNew(tokens: readonly string[], index: number): boolean {
  let k = index - 1;
  if (!newDocument.has(tokens[k] ?? "")) return false;
  while (k > 0 && newDocument.has(tokens[k - 1]!)) k--;
  return needVerbs.has(tokens[k - 1] ?? "");
}

/**
 * A document cue at `index` asked to be written ("write our company profile", "we need a
 * business plan written", "tuandikie proposal", "training plus a company profile"): the
 * writing itself is asked for, not only a document another service works on; so is one put
 * first in a plan ("a grant proposal first, and then a training for our officers").
 */
export function writtenAt(tokens: readonly string[], index: number, width: number): boolean {
  const after = tokens[index + width];
  if (after === "written") return true;
  // "Our handbook needs rewriting", "the profile is old, we need it updated": written again.
  const next = tokens.slice(index + width, index + width + 1 + MAX_FILLERS);
  if (next.some((t) => rewritingWords.has(t))) return true;
  const it = tokens.indexOf("it", index + width);
  if (it >= 0 && it - index <= PRONOUN_REACH && rewritingWords.has(tokens[it + 1] ?? "")) {
    return true;
  }
  // "... and then our staff handbook proofread": a document to be edited, not written.
  if (editedWords.has(after ?? "")) return false;
  // The first step of a plan: "the grant proposal first, then ...", "a proposal and then ...".
  if (
    after === "first" ||
    after === "then" ||
    (after === "and" && tokens[index + width + 1] === "then")
  )
    return true;
  if (askedNew(tokens, index)) return true;
  for (let k = index - 1; k >= 0 && k >= index - 1 - MAX_FILLERS; k--) {
    if (isWritingVerb(tokens[k]!)) return true;
    if (!writeFillers.has(tokens[k]!)) return false;
  }
  // "Sera ya mikopo iandikwe upya": the Swahili passive of writing follows what it writes.
  return tokens
    .slice(index + width, index + width + 1 + MAX_FILLERS)
    .some((t) => /andik\p{L}*w[ae]$/u.test(t));
}
