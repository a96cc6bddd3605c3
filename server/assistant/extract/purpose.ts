import { type CatalogServiceId, catalog } from "../services";
import { withinOneEdit } from "../text";
import { ordinaryWords } from "./cue-match";
import { overlay } from "./service-overlay";

/**
 * Services asked for by their purpose, without the service's words: "rehearse before the
 * board sits", "my page on the networking site is bare", "nataka kupanda cheo". A keyword
 * classifier of the slot-filling kind (Rasa's keyword and TF-IDF intent classifiers): each
 * service is a bag of terms, its own texts in content/services.ts plus the needs and
 * situations below; a message scores each service by the terms it holds, a term weighing more
 * the fewer services use it; the top service is taken when it clears a threshold and a margin
 * over the second (ADR 026). It is the fallback for a message no service cue names.
 */

/**
 * What each service is for, as visitors put it: needs, situations and the things the work is
 * done on, in English, Swahili and Sheng. Words are read stemmed ("rehearsing" is "rehearse");
 * a phrase counts only with its words in order. Terms shared by services weigh less by
 * themselves (a "plan" may be a business plan or a career plan). The service's own words are
 * not repeated here: its keywords and synonyms (content/services.ts) and its overlay cues
 * (service-overlay.ts) are terms already ("cv", "usaili", "mafunzo").
 */
const needs: Record<CatalogServiceId, string> = {
  "cv-writing": `papers, experience document, document i send, work history, employment history,
    qualifications, achievements, hobbies, referees, applicant tracking, application systems,
    shortlisted, shortlist, callbacks, redo, revamp, layout, format, two pages, civilian employer,
    military record, hear back, call back, calls back, callback, reply, replies, response,
    applications, applied, apply, ignore, ignored, rejected, rejection, invited for interviews,
    calls for interview, get calls, my documents, my papers, look professional, karatasi,
    karatasi zangu, nimefanya kazi, where i have worked, where i worked`,
  "cover-letter": `letter, leta, barua, kujieleza, why i fit, why i am suitable, suitable for,
    fit the role, goes with, go with, on top of my, attach, attached, accompany, covering,
    addressed to, introduce myself, motivation, kuapply, kuexplain, nafaa, unafaa, one-page letter`,
  "linkedin-optimization": `li, professional page, profile on there, connections, connect, network,
    networking site, site for professionals, about section, recruiters find, headhunters, searches,
    search, show up, visible, visibility, noticed, notice, views, followers, endorsements,
    open to work, easy apply, banner, photo, dm, inbox, online presence, hr ananicheki,
    wakinicheki, iko dead, profile yangu, bare, empty profile, profile, viewed, sees, seen,
    find me, contact me, reach me, discover, online`,
  "interview-coaching": `kuhojiwa, hojiwa, kuhoji, panel, panels, panellist, panelists,
    hiring panels, jopo, board, bodi, rehearse, rehearsal, practise, practice, practice run, mock,
    second round, final round, last stage, face to face, oral, questions, maswali, kujibu, answer,
    why should we hire you, tell me about yourself, strengths and weaknesses, nerves, nervous,
    freeze, appear before, getting ready, kujiandaa, competency, assessment centre,
    lose to someone else, interviewer, interviewers, stammer, stammering, stutter, blank, mess up,
    panic, shake, selection panel, sit before`,
  editing: `spelling, errors, mistakes, makosa, correct, corrected, rekebisha, kurekebisha, polish,
    cleaned up, clean up, language, flow, consistent, memoir, novel, book, kitabu, poems, poetry,
    mashairi, diwani, publisher, publish, printing, kuchapisha, chapisha, read through, aisome,
    reads like, careful edit, go through, check the mistakes, pages, research, before i submit`,
  "business-writing": `bid, bidding, bid documents, rfp, expression of interest,
    profile for my company, strategic plan, five-year plan, policies, handbook, hr handbook,
    procedures, written rules, rules on, guidelines, donor, donors, funding application, brochure,
    minutes, pitch, investors, investor, loan, sasra, funding request, funding proposal, supply, drafted, funders,
    contract, contracts, supply contract, win a contract, tender papers, bid papers,
    sponsors, wafadhili, document explaining, for our sacco, for our cooperative, business idea,
    grievance, disciplinary, code of conduct, ripoti ya mwaka, written plan, make money,
    makes money, my business, my salon, my shop, biashara yangu, mkopo, bank wants, lender,
    speech, speeches, hotuba`,
  "corporate-training": `taught, teach, session, half-day, training day, talk, motivational, staff,
    team, workers, nurses, teachers, officers, tellers, sales reps, reps, agents, front office,
    morale, mood, lift them, motivate, burnout, burning out, pressure, stress, coping, conflict,
    customer service, handle guests, guests, customers, difficult customers, handle customers,
    close deals, targets, kufunza,
    managing classes, our people, demotivated, demoralised, unmotivated, retrenchments, layoffs,
    speak to them, ifunzwe, wafunzwe, ku train, kutrain, mbogi, customer care, clash, clashing,
    quarrel, quarrelling, rude, shouting, favouritism, drivers, madereva, huduma kwa wateja,
    wahudumu`,
  "youth-programs": `fresh from, campo, chuo, job hunting, where to start, kuanzia, sijui kuanzia,
    just graduated, just finished, tarmacking, career readiness, graduate programme,
    graduate program, final year, job market, sitting at home, attachment hunting,
    internship hunting`,
  "professional-development": `career, careers, taaluma, cheo, kupanda cheo, move up, grow, growth,
    advance, progression, path, roadmap, map out, next five years, next step, steps, direction,
    guidance, guide me, guide him, guide her, which career, what career, one-to-one, kunishauri, ushauri, shauri, switch, switch from, transition,
    move into, move from, pivot, supervisor, new manager, lead a team, track, certifications,
    plan my career, planning my career, career plan, career planning, next level,
    move to the next level, position myself, board roles, board positions, sessions with a coach,
    where to begin, away from, stuck, stagnated, stagnant, stalled, plateaued, same position,
    directionless, passed over, become a supervisor, become a manager`,
};

/** Words that carry no purpose of their own: never a term, whatever text they come from. */
const stopwords = new Set(
  `a an the and or of to for in on at by with from as is are be it its this that these those my
  our your their me we you i he she they them his her us about into over up out so than then
  too very can will would should could do does did has have had was were been being not no
  all any some more most other such only own same just also how what which who whom why when
  where there here ni ya wa za la na kwa ku mimi yangu hii ile hiyo want wants need needs help
  find make get one job jobs work you`.split(/\s+/),
);

/**
 * A light stemmer for both languages' surface forms: English inflections come off ("panels",
 * "rehearsing", "trained"), a closing "e" goes so "practise" and "practising" meet. Swahili
 * words stay as typed: their affixes change the word's meaning more than its tense.
 */
export function stem(word: string): string {
  let w = word;
  for (const suffix of ["ings", "ing", "ed", "es", "s"]) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix) && !w.endsWith("ss")) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.length >= 5 && w.endsWith("e") ? w.slice(0, -1) : w;
}

/** A term's stemmed words ("hiring panels" -> ["hir", "panel"]) without its stopwords. */
function termWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

interface Term {
  words: string[];
  /** How much the term says: rarer among the services and longer weighs more. */
  weight: number;
  services: CatalogServiceId[];
}

/** A term of one word is a lone content word; a phrase keeps its stopwords ("why i fit"). */
function asTerm(text: string): string[] {
  const all = termWords(text).map(stem);
  return all.length === 1 ? all.filter((w) => !stopwords.has(w)) : all;
}

/**
 * The least overlay weight that makes a cue a term: the overlay's one-word hints of weight 1
 * ("school", "son", "book") say little of a purpose, and "secondary school" in a CV's story read
 * as the youth programmes when they were terms; the needs hold the hints that do say one.
 */
const OVERLAY_TERM = 2;

/**
 * Each service's terms: its name, summary words, keywords and synonyms, the cues of the service
 * overlay (service-overlay.ts) that are more than hints, and its needs.
 */
function termsOf(service: (typeof catalog)[number]): string[][] {
  const cues = Object.entries(overlay[service.id])
    .filter(([, weight]) => weight >= OVERLAY_TERM)
    .map(([cue]) => cue);
  const phrases = [service.name, ...service.keywords, ...service.synonyms, ...cues];
  const summary = termWords(service.summary).filter((w) => !stopwords.has(w) && w.length > 2);
  const own = needs[service.id].split(",").map((t) => t.trim());
  return [...phrases, ...summary, ...own].map(asTerm).filter((t) => t.length > 0);
}

/** Every term once, with the services that hold it and its weight. */
const terms: Term[] = (() => {
  const byKey = new Map<string, { words: string[]; services: Set<CatalogServiceId> }>();
  for (const service of catalog) {
    for (const words of termsOf(service)) {
      const key = words.join(" ");
      const entry = byKey.get(key) ?? { words, services: new Set() };
      entry.services.add(service.id);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].map(({ words, services }) => ({
    words,
    services: [...services],
    // Inverse service frequency (a term of one service weighs ln 10, of all nine ln 2), and a
    // phrase counts each of its words: "second round" says more than "round".
    weight: Math.log(1 + catalog.length / services.size) * Math.min(words.length, 3),
  }));
})();

/** Terms by their first word, for a lookup per message word. */
const byFirstWord = new Map<string, Term[]>();
for (const term of terms) {
  const list = byFirstWord.get(term.words[0]!) ?? [];
  list.push(term);
  byFirstWord.set(term.words[0]!, list);
}
/** Known first words by their first letter and length, for typo matching within one edit. */
const byShape = new Map<string, string[]>();
for (const word of byFirstWord.keys()) {
  const shape = `${word[0]}${word.length}`;
  byShape.set(shape, [...(byShape.get(shape) ?? []), word]);
}

/** A misspelt word this long or longer may be read as a known word one edit away. */
const MIN_TYPO = 6;

/** The known word a typed (stemmed) word is, exactly or within one edit of the same first letter. */
function known(word: string): string | undefined {
  if (byFirstWord.has(word)) return word;
  if (word.length < MIN_TYPO || ordinaryWords.has(word)) return undefined;
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    const found = byShape.get(`${word[0]}${length}`)?.find((k) => withinOneEdit(word, k));
    if (found && length >= MIN_TYPO - 1) return found;
  }
  return undefined;
}

/** A stemmed word of the message matches a term's word exactly, or as a typo of it. */
function sameWord(typed: string, term: string): boolean {
  return (
    typed === term ||
    (typed.length >= MIN_TYPO &&
      term.length >= MIN_TYPO - 1 &&
      typed[0] === term[0] &&
      withinOneEdit(typed, term))
  );
}

export interface PurposeScore {
  service: CatalogServiceId;
  score: number;
  /** The terms that scored, for the log and the tests: why the service was chosen. */
  terms: string[];
}

/** "Experience", "uzoefu": what follows it is what the visitor has done or a job requires. */
const experienceStems = new Set(["experience", "uzoefu"].map((w) => stem(w)));
/** The words that join an experience to what it is of: "experience ya", "experience in". */
const experienceLinks = new Set("ya wa in with of as na kwa katika".split(" ").map((w) => stem(w)));
/** Words that end the span an experience word reaches: a request or a contrast begins. */
const experienceEnds = new Set(["but", "lakini", "ila", "want", "need", "nataka", "nahitaji"]);
/** How many words after "experience" may still be the experience ("experience ya cash handling na customer care"). */
const EXPERIENCE_REACH = 6;

/**
 * A term at `i` tells an experience, no purpose: "wanataka mtu ako na experience ya customer
 * care" is what the bank's job requires, no customer-care training asked for ("an experienced
 * writer to put the application together" still asks for the writing).
 */
function namesExperience(stems: readonly string[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - EXPERIENCE_REACH; k--) {
    const word = stems[k]!;
    if (experienceStems.has(word)) return experienceLinks.has(stems[k + 1] ?? "");
    if (experienceEnds.has(word) || requestWords.has(word)) return false;
  }
  return false;
}

/**
 * People a training is for, as the needs name them: a group, so only the plural counts ("our
 * teachers"). One teacher or officer is who the visitor is or the job sought ("I'm a teacher
 * applying for an education officer job"), no audience of a training.
 */
const trainedGroups = new Set(
  "workers nurses teachers officers tellers reps agents drivers".split(" ").map(stem),
);
const namesOnePerson = (token: string, stemmed: string) =>
  trainedGroups.has(stemmed) && !token.endsWith("s");

/** Each service's score for a message's words, best first. */
export function scorePurposes(tokens: readonly string[]): PurposeScore[] {
  // "Face-to-face", "one-page": the words of a hyphenated word, as the terms hold them.
  const parts = tokens.flatMap((t) => t.split("-")).filter(Boolean);
  const stems = parts.map(stem);
  const scores = new Map<CatalogServiceId, PurposeScore>(
    catalog.map((s) => [s.id, { service: s.id, score: 0, terms: [] }]),
  );
  // A term counts once per message, however often it is said.
  const seen = new Set<Term>();
  for (let i = 0; i < stems.length; i++) {
    const first = known(stems[i]!);
    if (!first || namesExperience(stems, i) || namesOnePerson(parts[i]!, stems[i]!)) continue;
    for (const term of byFirstWord.get(first) ?? []) {
      if (seen.has(term) || i + term.words.length > stems.length) continue;
      if (!term.words.every((w, k) => k === 0 || sameWord(stems[i + k]!, w))) continue;
      seen.add(term);
      for (const id of term.services) {
        const entry = scores.get(id)!;
        entry.score += term.weight;
        entry.terms.push(term.words.join(" "));
      }
    }
  }
  return [...scores.values()].sort((a, b) => b.score - a.score);
}

/**
 * The least score that names a service by purpose: two terms of one service's own (each
 * ln 10), or one phrase of two words. Chosen on the benches (ADR 026): one term alone (2.3)
 * cost a batch-11 persona ("I'd rather not name the company"), 4 cost none.
 */
export const PURPOSE_THRESHOLD = 4;
/** How far the top service must lead the second: about one term of its own more. */
export const PURPOSE_MARGIN = 2;

/**
 * Words of a request, the visitor's or someone's for them: "I want", "can you", "they asked
 * for", "nataka", "nisaidie", "anataka". A message with none of them, nor a lack, describes
 * ("I wrote a memoir last year"), which names no service unless it answers which service.
 */
const requestWords = new Set(
  `want wants wanted need needs needed like help helps please can could would looking require
  hope wish get make fix redo write draft run rehearse practise practice prepare ready guide
  asked nataka nahitaji naomba nisaidie nisaidieni saidia tafadhali ningependa mnisaidie
  kujiandaa anataka wanataka anahitaji wanahitaji tunataka tunahitaji nicheki natafuta
  niandikie tuandikie mtuandikie mniandikie`.split(/\s+/),
);

/** Words of a lack or a trouble: "never", "nobody", "hakuna", "stuck", "I freeze", "they keep clashing". */
const lackWords = new Set(
  `no never not nothing nobody none nowhere dont doesnt cant isnt arent without hakuna haina
  sijui stuck fail fails failed failing lose loses losing freeze freezes froze stammer panic
  ignore ignores ignored rejected keep keeps`.split(/\s+/),
);

/** Whether a word is a request ("want", "nataka", "niandikie"). */
export const isRequestWord = (word: string) => requestWords.has(word);

/**
 * "A session for my team on ...", "Someone to go through my thesis": a request written as what
 * is wanted, with no verb of wanting, the way a chat's first line often is.
 */
const wantedThing =
  /^\s*(?:a|an|someone|somebody|anyone)\s+(?:\p{L}+\s+){0,3}?(?:for|to|on|who)\s/iu;

/** Whether a message asks: a request word, the visitor's or someone's, or a question mark. */
export function asks(tokens: readonly string[], text: string): boolean {
  return text.includes("?") || tokens.some((t) => requestWords.has(t)) || wantedThing.test(text);
}

/** Whether a message asks or says what it lacks. */
export function asksOrLacks(tokens: readonly string[], text: string): boolean {
  return asks(tokens, text) || tokens.some((t) => lackWords.has(t));
}

/**
 * The service a message asks for by its purpose, when one clearly leads: only for a message
 * that asks, says what it lacks, or answers which service.
 */
export function purposeOf(
  tokens: readonly string[],
  text: string,
  answersServiceQuestion = false,
): PurposeScore | undefined {
  if (!answersServiceQuestion && !asksOrLacks(tokens, text)) return undefined;
  const [top, second] = scorePurposes(tokens);
  if (!top || top.score < PURPOSE_THRESHOLD) return undefined;
  if (top.score - (second?.score ?? 0) < PURPOSE_MARGIN) return undefined;
  return top;
}
