import type { CatalogServiceId } from "../services";
import { describedAt, namesInterviewKind } from "./cue-context";
import { preparedForInterview } from "./cue-reference";
import { isYoungPeople } from "./young-people";

/**
 * Services named by two words near each other rather than by one phrase: advice and a career
 * ("advice on what other careers I could go into", "ushauri wa career"), coaching and an
 * interview ("coaching ya interview", "mtu wa kunicoach for interview"), a search and an
 * attachment ("natafuta attachment"). Only small words may stand between the two, so "a CV
 * for a career in banking" or "a CV for my attachment" pairs nothing. Words of what the
 * visitor is busy with ("preparing for an interview", "applying for internships", "to get an
 * attachment") say what a service is for, and pair nothing either.
 */
interface Pair {
  service: CatalogServiceId;
  /** The word that asks (advice, coaching, a search). */
  asks: (word: string) => boolean;
  /** The word that says what about (a career, an interview, an attachment). */
  about: (word: string) => boolean;
  /** The asking word must come first ("natafuta attachment", not "attachment I need"). */
  ordered: boolean;
  /**
   * Only for the visitor themself: "mafunzo ya interview" is interview coaching, but for a
   * group to be trained the interview is the training's topic.
   */
  personal?: true;
  /** Words that may stand between the two for this pair only ("nisort na cover"). */
  joins?: ReadonlySet<string>;
}

const inSet = (list: string) => {
  const set = new Set(list.split(/\s+/));
  return (word: string) => set.has(word);
};

/** Interview first: "interview coaching" claims its coaching before a career can. */
const pairs: readonly Pair[] = [
  {
    service: "interview-coaching",
    // "coach", "coaching", and Sheng verbs built on it: "kunicoach", "anicoach".
    // "kuniprepare", "aniprepare": the Sheng verb of preparing someone, with its object marker
    // (the English "preparing for an interview" is what the visitor is busy with, no request).
    asks: (w) =>
      w.includes("coach") ||
      /^(?:ku|a|u|m)?(?:ni|tu|wa)prep/.test(w) ||
      // "Anipange kwa interview", "mnidrill", "kunifunza": Sheng and Swahili verbs of readying
      // or drilling someone, with the object marker; "kupigwa msasa", to be polished.
      /^(?:ku|a|u|m)?(?:ni|tu|wa)(?:pang|drill|funz|nol|tayarish)\p{L}*$/u.test(w) ||
      // "Mazoezi ya mahojiano": interview practice.
      inSet("prep practice practise maandalizi kujiandaa kuniandaa drill drilling msasa mazoezi")(
        w,
      ),
    about: inSet("interview interviews intv intvw usaili mahojiano"),
    ordered: false,
    // "Mnipange vizuri kwa interview": how well, between the verb and what for; "a promotion
    // interview and I want coaching": the coaching asked for right after the interview; "coach
    // people for interviews": whom the coaching is for.
    joins: new Set(
      "vizuri poa fiti sawa and so i need want people someone somebody them him her".split(" "),
    ),
  },
  {
    service: "interview-coaching",
    // A training or a lesson ("mafunzo", "nifundishe", "kunifundisha") about an interview.
    asks: (w) => w.includes("fundish") || inSet("mafunzo training")(w),
    about: inSet("interview interviews intv intvw usaili mahojiano"),
    ordered: false,
    personal: true,
  },
  {
    service: "professional-development",
    // "aniguide", "kuniguide": the Sheng verb with its markers is a guide too.
    // "Anishauri", "kunishauri": the Swahili verb of advising, with its markers.
    asks: (w) =>
      w.endsWith("guide") ||
      w.endsWith("shauri") ||
      inSet(
        "advice advise guidance guide counselling counseling counsel direction coach coaching ushauri mwongozo",
      )(w),
    // "Ushauri wa kazi", "ushauri wa kikazi": advice about work is career advice; coaching for
    // a promotion too.
    about: inSet("career careers taaluma kazi kikazi promotion promotions cheo"),
    ordered: false,
  },
  {
    // Sheng: "nisort na cover", "nisaidie na cover", "nicheki cover yangu": a Swahili verb of
    // help or making, with its object marker, and "cover" alone is the cover letter.
    service: "cover-letter",
    asks: (w) =>
      /^(?:ni|tu|uni|mni|kuni|tuni)(?:sort|saidi|chek|andik|fany|tengenez|pang|tayarish)\p{L}*$/u.test(
        w,
      ),
    about: inSet("cover"),
    ordered: true,
    joins: new Set(["na", "hii", "hiyo", "ile"]),
  },
  {
    // "The CV and the letter", "barua na CV": a letter beside the CV or the application it
    // goes with is the cover letter.
    service: "cover-letter",
    asks: inSet("letter letters leta barua"),
    about: inSet("cv cvs resume resumes wasifu application applications"),
    ordered: false,
    joins: new Set(["and", "na", "plus", "with", "pamoja"]),
  },
  {
    // "cv, cl & li", "CV n LI": LinkedIn's short form, only beside the CV's or the letter's.
    service: "linkedin-optimization",
    asks: inSet("li"),
    about: inSet("cv cvs cl"),
    ordered: false,
    joins: new Set(["and", "n", "na", "plus", "+"]),
  },
  {
    service: "youth-programs",
    // Swahili verbs carry who and when before the stem: natafuta, ninatafuta, tunahitaji.
    asks: (w) =>
      /(?:tafuta|hitaji)$/.test(w) ||
      inSet("looking seeking search searching find finding need want nataka ninataka")(w),
    about: inSet("attachment attachments internship internships"),
    ordered: true,
  },
  {
    service: "youth-programs",
    // "A career guidance programme for the youth", "programu ya vijana": a programme for young
    // people is a youth programme, whatever it holds.
    asks: inSet("programme programmes program programs programu mpango"),
    about: isYoungPeople,
    ordered: true,
  },
  {
    service: "youth-programs",
    // "Semina ya kazi kwa vijana wetu", "a career seminar for the youth": a seminar for young
    // people is a youth programme too (a talk for them is a motivational talk, a training).
    asks: inSet("seminar seminars semina workshop workshops warsha"),
    about: isYoungPeople,
    ordered: true,
    // "Seminar ya career kwa vijana": what the seminar is about, between it and whom it is for.
    joins: new Set(["career", "careers", "kazi", "taaluma"]),
  },
];

/**
 * Words of a letter going with a CV ("goes on top of", "to accompany", "attached to", "to send
 * along with").
 */
const accompanyVerbs = new Set(
  "goes go comes come accompany accompanies accompanying attach attached sits sit send sent submit".split(
    " ",
  ),
);
const accompanyWords = new Set(
  "that which to on top of in front with along alongside the my a is are be will should usually i can you we".split(
    " ",
  ),
);
const letterWords = new Set("letter letters leta barua".split(" "));
/**
 * A thing left unnamed that goes with the CV ("something to send along with my CV", "a page
 * that goes with my resume") is its cover letter; one attached to applications may be the CV
 * itself ("the page I attach to applications, the one with my jobs").
 */
const unnamedThings = new Set("something thing page note".split(" "));
// "The letter that goes on top of the application" is the cover letter too.
const cvWords = new Set("cv cvs resume resumes application applications".split(" "));
const cvOnlyWords = new Set("cv cvs resume resumes".split(" "));
/** How many words a letter's going with a CV takes ("that goes on top of my"). */
const MAX_ACCOMPANY = 7;

/**
 * "The one-page letter that goes on top of my CV", "a letter to accompany my resume": the
 * letter is the cover letter and the CV is only what it goes with, so it is not asked for.
 * The letter's and the CV's indexes, or undefined.
 */
export function letterWithCv(
  tokens: readonly string[],
): { letter: number; cv: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const unnamed = unnamedThings.has(tokens[i]!);
    if (!letterWords.has(tokens[i]!) && !unnamed) continue;
    const companions = unnamed ? cvOnlyWords : cvWords;
    // "I have a CV already, I just need the letter that goes with it": "it" is the CV the
    // visitor has ("I need a CV and the letter that goes with it" asks for both).
    const cvBefore = tokens.slice(0, i).findLastIndex((t) => cvOnlyWords.has(t));
    const hasCv = cvBefore >= 0 && describedAt(tokens, cvBefore, 1);
    let verb = false;
    for (let k = i + 1; k < tokens.length && k <= i + 1 + MAX_ACCOMPANY; k++) {
      const word = tokens[k]!;
      const named = companions.has(word);
      if (named || (word === "it" && hasCv)) {
        if (verb) return { letter: i, cv: named ? k : cvBefore };
        break;
      }
      verb ||= accompanyVerbs.has(word);
      if (!accompanyVerbs.has(word) && !accompanyWords.has(word)) break;
    }
  }
  return undefined;
}

const profileWords = new Set(["profile", "profiles", "profaili"]);
/** Whose an organisation's profile is: the company, the SACCO, the school (English, Swahili). */
const organisationNouns = new Set(
  `company companies kampuni business biashara firm sacco shop duka organisation organization ngo
  cbo school shule hotel group chama church cooperative enterprise brand clinic`.split(/\s+/),
);
/** Words right before "profile" that make it the visitor's own or a LinkedIn page. */
const personalProfile = new Set("linkedin li my your his her personal cv professional".split(" "));
/** How far the organisation may stand before its profile ("company yangu ya mjengo inahitaji"). */
const OWNER_BEFORE = 5;
/** How far after it ("profile ya kampuni yetu", "a profile for my business"). */
const OWNER_AFTER = 3;

/**
 * "Kampuni yetu inahitaji profile", "company yangu ya mjengo inahitaji profile poa", "a profile
 * for my business": a profile whose owner is an organisation is a company profile, however far
 * the words stand apart in the clause; "my LinkedIn profile" or "profile yangu" is the
 * visitor's own. The profile's index, or undefined.
 */
export function organisationProfile(tokens: readonly string[]): number | undefined {
  for (let i = 0; i < tokens.length; i++) {
    if (!profileWords.has(tokens[i]!) || personalProfile.has(tokens[i - 1] ?? "")) continue;
    // "Our company profile": the service's own phrase, read (and weighed in its context) as such.
    if (organisationNouns.has(tokens[i - 1] ?? "")) continue;
    if (tokens[i + 1] === "yangu" || tokens[i + 1] === "on") continue;
    const before = tokens.slice(Math.max(0, i - OWNER_BEFORE), i);
    const after = tokens.slice(i + 1, i + 1 + OWNER_AFTER);
    if (before.includes("linkedin")) continue;
    if ([...before, ...after].some((w) => organisationNouns.has(w))) return i;
  }
  return undefined;
}

/** Small words that may stand between the two words of a pair. */
const between = new Set(
  `a an the my our some any on about for before of to me us with what which other another new
  different kind ya wa la kwa za juu kuhusu industrial nafasi`.split(/\s+/),
);
/**
 * Kinds of interview, which may stand between coaching and the interview as small words do
 * ("coaching for a panel interview", "prep for my final interview").
 */
const interviewKinds = new Set(
  `panel oral aptitude job final upcoming next technical online virtual competency second
  first big important`.split(/\s+/),
);
/** At most this many small words between the two words of a pair. */
const MAX_BETWEEN = 3;

/**
 * The first index of each service a pair names in `tokens`; a word serves one pair only.
 * `forGroup`: the message is about people to be trained, so a personal pair names nothing.
 */
export function pairedCues(
  tokens: readonly string[],
  forGroup: boolean,
): Map<CatalogServiceId, number> {
  const found = new Map<CatalogServiceId, number>();
  const claimed = new Set<number>();
  const prepared = preparedForInterview(tokens);
  if (prepared !== undefined) found.set("interview-coaching", prepared);
  const companyProfile = organisationProfile(tokens);
  if (companyProfile !== undefined) {
    found.set("business-writing", companyProfile);
    claimed.add(companyProfile);
  }
  const accompanied = letterWithCv(tokens);
  if (accompanied) {
    found.set("cover-letter", accompanied.letter);
    claimed.add(accompanied.letter).add(accompanied.cv);
  }
  for (const pair of pairs) {
    if (pair.personal && forGroup) continue;
    for (let i = 0; i < tokens.length && !found.has(pair.service); i++) {
      if (claimed.has(i) || !pair.asks(tokens[i]!)) continue;
      if (pair.service === "interview-coaching" && coachingOfAnother(tokens, i)) continue;
      const other = partner(tokens, i, pair, claimed);
      if (other === undefined) continue;
      claimed.add(i).add(other);
      found.set(pair.service, Math.min(i, other));
    }
  }
  return found;
}

/** Words that make "coaching" another service's: career, leadership, life, executive coaching. */
const coachingKinds = new Set("career careers leadership life executive business".split(" "));

/**
 * "I meant career coaching, the interview was yesterday": coaching named with its kind is that
 * kind's, and pairs with no interview after it.
 */
function coachingOfAnother(tokens: readonly string[], i: number): boolean {
  return tokens[i]!.includes("coach") && coachingKinds.has(tokens[i - 1] ?? "");
}

/** The index of the word that completes a pair with the asking word at `i`, over small words. */
function partner(
  tokens: readonly string[],
  i: number,
  pair: Pair,
  claimed: ReadonlySet<number>,
): number | undefined {
  const directions = pair.ordered ? [1] : [1, -1];
  for (const step of directions) {
    for (let k = i + step, gap = 0; k >= 0 && k < tokens.length && gap <= MAX_BETWEEN; k += step) {
      const word = tokens[k]!;
      // "Coaching for promotion interviews": the word right before the interview names its
      // kind, so it is neither a career to advise on nor a word that breaks the pair.
      const modifiesNext = step === 1 && pair.about(tokens[k + 1] ?? "");
      if (pair.about(word) && !claimed.has(k) && !namesInterviewKind(tokens, k + 1)) return k;
      const small = between.has(word) || interviewKinds.has(word) || pair.joins?.has(word);
      if (!small && !modifiesNext) break;
      gap++;
    }
  }
  return undefined;
}
