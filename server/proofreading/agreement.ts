import { namesPeople } from "./apostrophes";
import {
  baseVerbForms,
  looksLikeVerb,
  nounLikeVerbs,
  pastOf as pastOfVerb,
  pluralVerbForms,
  singularVerbForms,
  thirdPerson,
  thirdPersonVerbForms,
} from "./cv-verbs";
import { isKenyanWord } from "./kenyan-lexicon";
import type { Line, Span } from "./markdown-lines";
import { wordTable } from "./word-table";

/**
 * Subject-verb agreement where the subject is plain without a parser: a pronoun ("he have"), a
 * plural noun opening the clause ("Responsibilities includes", "The clerks I train keeps"), "each
 * of" ("Each of the clinics are"), a singular noun's relative clause ("a tracker that alert") and a
 * verb joined to "I" ("I audit ... and writes"). A collective noun takes either verb in British
 * English ("the team were"), so a singular subject with a plural verb is left alone; anything the
 * check cannot read is left alone too.
 */
export type AgreementFinding = {
  span: Span;
  word: string;
  fix: string;
  subject: string;
  /** The bullet's first verb, when the verb is judged by the one it is joined to by "and". */
  joinedTo?: string;
};

export type Word = { text: string; lower: string; start: number };

export const words = (text: string, offset: number): Word[] =>
  [...text.matchAll(/[\p{L}\d][\p{L}\d'’-]*/gu)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: offset + m.index,
  }));

/**
 * A clause: a line cut at punctuation. A line that opens in lower case continues a wrapped
 * paragraph, so its first clause has no subject of its own to judge.
 */
export function clauses(line: Line): Word[][] {
  const found: Word[][] = [];
  // "1,400" and "2.5" are one number, not a break; a quotation is a clause of its own.
  for (const m of line.text.matchAll(/(?:[^.;:!?,()`"“”]|(?<=\d)[,.](?=\d))+/g)) {
    const ws = words(m[0], line.start + m.index);
    const continued = m.index === 0 && !line.bullet && /^\p{Ll}/u.test(ws[0]?.text ?? "");
    if (!continued) found.push(ws);
  }
  return found;
}

export const singularVerbs = wordTable({
  was: "were",
  has: "have",
  is: "are",
  does: "do",
});
const auxBefore = new Set(
  "do does did can could will would shall should may might must to that if not let make made help helped saw see".split(
    " ",
  ),
);
export const determiners = new Set(
  "the our my his her their its your these those all both many several most some".split(" "),
);
export const numbers =
  /^(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)$/i;
export const functionWords = new Set(
  `a an and or but of in on at to for from by with into over under about as than then that which
  who whom whose where when while this it he she they we you i me us them is are was were be been
  has have had do does did not no so what how why there here also only just even still yet
  can could will would shall should may might must`.split(/\s+/),
);
export const prepositions = new Set(
  "in from at on across within under of with for to by near around between among".split(" "),
);
const subjectPronouns = new Set(["i", "we", "they", "you"]);
/** Singular nouns and names that end in s. */
const singularInS = new Set(
  `news series species means thanks lens gas bus canvas bias atlas alias premises headquarters whereabouts
  diabetes herpes rabies measles mumps scabies rickets
  moses james charles agnes collins evans amos enos thomas nicholas douglas festus silas elias lucas
  marcus mathias tobias jesus carlos williams andrews edwards roberts peters richards matthews`.split(
    /\s+/,
  ),
);

/**
 * Nouns that take a plural verb in British English though they have no -s: collectives of people
 * ("the team were"), plurals without -s ("the data were", "the youth are") and adjectives used as
 * nouns ("the elderly are").
 */
export const pluralInMeaning = new Set(
  `team staff board committee panel council management police people youth public government
  family crew union class audience group personnel faculty jury majority minority community
  parliament cabinet assembly workforce crowd media data criteria phenomena cattle livestock
  poultry sheep fish deer aircraft offspring elderly poor sick young disabled unemployed rich
  injured clergy army navy press couple pair rest remainder bulk lot half other latter former
  following above below first last same remaining children men women shift cohort household
  congregation intake alumni bacteria fungi curricula strata`.split(/\s+/),
);

/** A plural noun by its form: "officers", "Responsibilities"; not "status", "analysis", "Moses". */
/** Plurals in -ics, unlike the subjects "economics", "logistics": "clinics", "topics". */
const countedIcs =
  /^(?:clinics|topics|critics|academics|tactics|metrics|characteristics|graphics|comics|epidemics|pandemics|rubrics|lyrics)$/;

export function isPluralNoun(w: Word, clauseStart: boolean): boolean {
  if (!/^\p{L}{3,}s$/u.test(w.text)) return false;
  if (/(?:ss|us|is|ics|ous)$/.test(w.lower) && !countedIcs.test(w.lower)) return false;
  if (singularInS.has(w.lower) || thirdPersonVerbForms.has(w.lower)) return false;
  // A capitalised word opening a clause may be a name: "Gladys", "Dorcas", "Collins".
  if (/^\p{Lu}/u.test(w.text))
    return clauseStart && !isKenyanWord(w.text) && !/(?:ys|as|os|ns)$/.test(w.lower);
  return true;
}

export const singularVerb = (w: Word | undefined) =>
  w !== undefined && (w.lower in singularVerbs || singularVerbForms.has(w.lower));
export const pluralVerbs = wordTable({
  were: "was",
  have: "has",
  are: "is",
  do: "does",
});
const pluralVerb = (w: Word | undefined) =>
  w !== undefined && (w.lower in pluralVerbs || pluralVerbForms.has(w.lower));
/** Stricter: after "and", "reports the figures" is a verb, "reports for the board" a noun. */
const determinedObject =
  /^(?:the|a|an|its|their|his|her|our|my|your|this|these|those|every|each|all|it|them|\d.*|\p{Lu}.*)$/u;

/** Describing words that open an object: "trains new nurses", "runs more clinics". */
const describingObject = /^(?:new|more|other|several|many|both|some|junior|senior|young)$/;

export function baseOf(verb: string): string {
  const be = singularVerbs[verb.toLowerCase()];
  if (be) return be;
  if (verb.endsWith("ies")) return `${verb.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

const singularOf = (verb: string) =>
  pluralVerbs[verb.toLowerCase()] ?? thirdPerson(verb.toLowerCase());

export const finding = (w: Word, fix: string, subject: string): AgreementFinding => ({
  span: { start: w.start, end: w.start + w.text.length },
  word: w.text,
  fix,
  subject,
});

/** Words in -ed that are not a past: "seed", "speed", "hundred". */
const edNotPast = /^(?:seed|speed|breed|greed|weed|deed|bed|red|shed|hundred|kindred|sacred)$/;
/** "supplied", "trained": a past or a participle by its ending. */
export const endsInEd = (w: Word) => /ed$/.test(w.lower) && !edNotPast.test(w.lower);
const isVerbForm = (w: Word) => singularVerb(w) || pluralVerb(w) || endsInEd(w);
/** A noun, adjective or name: what a phrase after the subject is made of. */
export const isContent = (w: Word | undefined) =>
  w !== undefined &&
  !functionWords.has(w.lower) &&
  !determiners.has(w.lower) &&
  !numbers.test(w.text) &&
  !isVerbForm(w);

const phraseJoiners = /^(?:a|an|each|every|this|and)$/;
const isObjectStart = (w: Word | undefined) =>
  w !== undefined &&
  (determiners.has(w.lower) ||
    numbers.test(w.text) ||
    /^(?:a|an|each|every|this)$/.test(w.lower) ||
    /^\p{Lu}/u.test(w.text));

/**
 * Where the verb of a subject ending at `head` stands: right after it, past a phrase ("from the
 * border clinic at Malaba", "of all 1,400 staff") or past a pronoun's clause ("I work with", "I
 * introduced in Eldoret"). A verb form right after a preposition or a determiner is a noun there
 * ("the head of records"). -1 when the words cannot be read so.
 */
export function verbAfterSubject(ws: Word[], head: number): number {
  let at = head + 1;
  const next = ws[at];
  if (!next) return -1;
  if (subjectPronouns.has(next.lower)) {
    if (!ws[at + 1] || auxBefore.has(ws[at + 1]?.lower ?? "")) return -1;
    at += 2;
    const after = ws[at];
    if (after && isVerbForm(after)) return at;
    // "The suppliers I work with knows": a preposition left at the clause's end.
    if (after && prepositions.has(after.lower) && ws[at + 1] && isVerbForm(ws[at + 1] as Word))
      return at + 1;
  } else if (!prepositions.has(next.lower)) return at;
  for (const end = at + 9; at < end; at += 1) {
    const w = ws[at];
    const previous = ws[at - 1];
    if (!w) return -1;
    // After a noun or a name ("Form Three"), a verb form is the verb; a capitalised one is a
    // word of a name ("Kenya Medical Supplies Authority"). A verb form right after a preposition
    // is a noun ("schemes of work is"), and so the verb may follow it.
    const beforePrevious = ws[at - 2]?.lower ?? "";
    const nounAfterPreposition =
      previous !== undefined &&
      isVerbForm(previous) &&
      (prepositions.has(beforePrevious) || determiners.has(beforePrevious));
    // "for 2021 and 2022 was": after a year or a figure, is, was or has is the verb.
    const afterFigure = numbers.test(previous?.text ?? "") && w.lower in singularVerbs;
    const afterNoun =
      isContent(previous) ||
      /^\p{Lu}/u.test(previous?.text ?? "") ||
      nounAfterPreposition ||
      afterFigure;
    // "for medical supplies was": a verb form before is, was or has is a noun, and that the verb.
    const auxAfter = ws[at + 1] !== undefined && (ws[at + 1] as Word).lower in singularVerbs;
    // "of the annual staff survey shapes": a verb's base before an -s verb is a noun, and the
    // -s form the verb.
    const sAfter =
      pluralVerbForms.has(w.lower) &&
      !endsInEd(w) &&
      singularVerbForms.has(ws[at + 1]?.lower ?? "");
    if (isVerbForm(w) && afterNoun && !/^\p{Lu}/u.test(w.text))
      return auxAfter || sAfter ? at + 1 : at;
    // A preposition with no object is a verb's particle ("signs in and"): not a phrase.
    // "of" is never a particle: "schemes of work" is a noun phrase.
    const particle = prepositions.has(w.lower) && w.lower !== "of";
    if (particle && !isContent(ws[at + 1]) && !isObjectStart(ws[at + 1])) return -1;
    if (isContent(w) || prepositions.has(w.lower) || numbers.test(w.text)) continue;
    // "the", "all", "and" join the phrase after a preposition; after a noun they start another.
    const joins = determiners.has(w.lower) || phraseJoiners.test(w.lower) || isVerbForm(w);
    if (!joins || (w.lower !== "and" && isContent(previous))) return -1;
  }
  return -1;
}

/** "The county's", "Our", "Kamau's": the words that determine a subject, counted. */
function determinerLength(ws: Word[]): number {
  const [first, second, third] = ws;
  if (!first) return 0;
  // "Most of the graduates I meet", "Many of our clients": the noun after "of" is the subject.
  const quantity = /^(?:most|many|all|some|several|both|few)$/.test(first.lower);
  if (
    quantity &&
    second?.lower === "of" &&
    third &&
    /^(?:the|our|my|these|those|their|his|her)$/.test(third.lower)
  )
    return 3;
  const possessive = (w: Word | undefined) => w !== undefined && /['’]s$/.test(w.lower);
  if (determiners.has(first.lower) || numbers.test(first.text))
    return first.lower === "the" && possessive(second) ? 2 : 1;
  return possessive(first) ? 1 : 0;
}

export function pluralSubject(ws: Word[]): AgreementFinding[] {
  const at = determinerLength(ws);
  const determined = at > 0;
  for (let head = at; head < Math.min(at + 4, ws.length); head += 1) {
    const w = ws[head];
    // "the pending bills": after a determiner, an -ing word describes the noun; so does a
    // hyphenated one anywhere ("Income-generating projects", "Non-performing loans").
    const describing = w?.lower.endsWith("ing") && !functionWords.has(w.lower);
    if (describing && (determined || w?.lower.includes("-"))) continue;
    // "The county's maternity and paediatric wards": "and" between the nouns of one subject.
    if (w?.lower === "and" && isContent(ws[head - 1]) && isContent(ws[head + 1])) continue;
    // "Removing old files is": a gerund's object is not the subject; nor is a verb's object.
    if (!w || functionWords.has(w.lower) || singularVerb(w) || w.lower.endsWith("ing")) {
      // "The leave records of all staff is", "Loan files for the branch was": after a
      // determiner or a noun, a verb form can be a noun; only is/was/has/does after it is then
      // read as its verb.
      if (!w || (!determined && head === at) || !singularVerbForms.has(w.lower)) return [];
      // "The reports I compile covers": after "the", a verb's -s form is a plural noun.
      const verbAt = verbAfterSubject(ws, head);
      const verb = ws[verbAt];
      // "our orders for laboratory supplies were": a verb form before a verb is a noun.
      const beforeVerb = looksLikeVerb(ws[verbAt + 1]?.text);
      const singular =
        verb && (verb.lower in singularVerbs || (determined && singularVerb(verb) && !beforeVerb));
      return singular ? [finding(verb, baseOf(verb.text), w.text)] : [];
    }
    if (looksLikeVerb(w.text)) return [];
    if (!isPluralNoun(w, head === 0)) continue;
    const verbAt = verbAfterSubject(ws, head);
    if (verbAt < 0) return sFormAfterPronounClause(ws, head);
    const verb = ws[verbAt];
    if (!verb || !singularVerb(verb)) return [];
    const after = ws[verbAt + 1];
    if (!(verb.lower in singularVerbs) && looksLikeVerb(after?.text)) return [];
    // "years on rural roads and irrigation works in Kirinyaga": past an "and", an -s form
    // before a preposition or at the end may close the joined noun phrase.
    const joined = ws.slice(head + 1, verbAt).some((b) => b.lower === "and");
    const closesPhrase = !after || prepositions.has(after.lower);
    if (joined && !(verb.lower in singularVerbs) && closesPhrase) return [];
    return [finding(verb, baseOf(verb.text), w.text)];
  }
  return [];
}

/**
 * "The graduates I meet struggles with": past a pronoun's clause, a lower-case word in -s (not
 * -ss, -us, -is) before a preposition, a determiner or a figure is the subject's verb, whether
 * the checks know the verb or not.
 */
function sFormAfterPronounClause(ws: Word[], head: number): AgreementFinding[] {
  const pronoun = ws[head + 1];
  const verb = ws[head + 3];
  const next = ws[head + 4];
  if (!pronoun || !subjectPronouns.has(pronoun.lower) || !verb || !next) return [];
  if (auxBefore.has(ws[head + 2]?.lower ?? "") || functionWords.has(verb.lower)) return [];
  if (!/^\p{Ll}{3,}s$/u.test(verb.text) || /(?:ss|us|is)$/.test(verb.lower)) return [];
  const objectLike =
    prepositions.has(next.lower) || determiners.has(next.lower) || numbers.test(next.text);
  return objectLike ? [finding(verb, baseOf(verb.text), ws[head]?.text ?? "")] : [];
}

/** "There is three vacancies": "there" takes the number of what follows. */
function thereIsMany(ws: Word[]): AgreementFinding[] {
  return ws.flatMap((w, i) => {
    const verb = ws[i + 1];
    const count = ws[i + 2];
    if (w.lower !== "there" || !verb || !count || !/^(?:is|was)$/.test(verb.lower)) return [];
    const many = /^(?:many|several|numerous|various|few)$/.test(count.lower);
    // "There is 24 hour security": a number counts only a plural after it.
    const counted = ws[i + 3]?.lower.endsWith("s") ?? false;
    const number = numbers.test(count.text) && !/^(?:one|1)$/.test(count.lower) && counted;
    return many || number ? [finding(verb, baseOf(verb.text), `${count.text} ...`)] : [];
  });
}

/** Nouns of time: "Every month the clerks file" sets a time, the subject comes after. */
export const timeNouns =
  /^(?:day|week|month|year|quarter|term|semester|shift|time|morning|evening|night|season|session)$/;

/** Where a singular subject opening a clause ends: "Every nurse", "Everyone", "The number". */
function singularSubjectHead(ws: Word[]): number {
  const [first, second, third] = ws;
  if (!first) return -1;
  if (/^(?:everyone|everybody|nobody|someone|somebody|anyone|anybody)$/.test(first.lower)) return 0;
  if (first.lower === "the" && second?.lower === "number" && third?.lower === "of") return 1;
  if (!second || !/^(?:every|each)$/.test(first.lower)) return -1;
  if (!isContent(second) || second.lower.endsWith("s") || timeNouns.test(second.lower)) return -1;
  return 1;
}

/**
 * "Every nurse on the night shift keep", "Everyone in the team have", "The number of applicants
 * have": the subject is singular, whatever plural follows it.
 */
function everySubject(clause: Word[]): AgreementFinding[] {
  // "..., and the number of clients who use M-Pesa have": the subject after the conjunction.
  const ws = /^(?:and|but|so|while|whereas)$/.test(clause[0]?.lower ?? "")
    ? clause.slice(1)
    : clause;
  const head = singularSubjectHead(ws);
  if (head < 0) return [];
  const near = verbAfterSubject(ws, head);
  const at = near < 0 ? mainVerbAfter(ws, head + 1) : near;
  const verb = ws[at];
  // "Every chat lead," "Every chat answer carries": a compound noun, not a verb.
  const after = ws[at + 1];
  const auxiliary = verb !== undefined && verb.lower in pluralVerbs;
  if (!after || (isVerbForm(after) && !auxiliary)) return [];
  return verb && pluralVerb(verb)
    ? [
        finding(
          verb,
          singularOf(verb.text),
          ws
            .slice(0, head + 1)
            .map((w) => w.text)
            .join(" "),
        ),
      ]
    : [];
}

function pronounVerb(ws: Word[]): AgreementFinding[] {
  return ws.flatMap((w, i) => {
    const next = ws[i + 1];
    if (!next || auxBefore.has(ws[i - 1]?.lower ?? "")) return [];
    if (/^(?:he|she|it)$/.test(w.lower) && next.lower === "have")
      return [finding(next, "has", w.text)];
    if (/^(?:i|we|you|they)$/.test(w.lower) && next.lower === "has")
      return [finding(next, "have", w.text)];
    if (/^(?:we|you|they)$/.test(w.lower) && next.lower === "was")
      return [finding(next, "were", w.text)];
    if (/^(?:he|she|it)$/.test(w.lower) && next.lower === "are")
      return [finding(next, "is", w.text)];
    if (/^(?:we|you|they)$/.test(w.lower) && next.lower === "is")
      return [finding(next, "are", w.text)];
    if (w.text === "I" && /^(?:is|are)$/.test(next.lower)) return [finding(next, "am", w.text)];
    // "I manages", "she manage": a CV verb in the wrong person.
    if (w.text === "I" && thirdPersonVerbForms.has(next.lower))
      return [finding(next, baseOf(next.text), w.text)];
    if (/^(?:he|she)$/.test(w.lower) && baseVerbForms.has(next.lower))
      return [finding(next, thirdPerson(next.lower), w.text)];
    return [];
  });
}

/** Words that open a clause with a subject of its own. */
const newSubject = new Set(
  "that which who whom whose where when while because if as he she it they we you".split(" "),
);

/**
 * "I audit the accounts and writes the report", "where I lead six nurses and audits the wards",
 * "I am a pharmacist, chair the committee and signs every order": a later verb joined by "and"
 * still has "I" for subject, past commas, until a word opens a clause with a subject of its own.
 */
function verbJoinedToI(line: Line): AgreementFinding[] {
  // "2.5" is one number, not the end of a sentence.
  return [...line.text.matchAll(/(?:[^.;:!?]|(?<=\d)\.(?=\d))+/g)].flatMap((m) => {
    const ws = words(m[0], line.start + m.index);
    const i = ws.findIndex((w) => w.text === "I");
    return i < 0 ? [] : joinedAfterI(ws.slice(i));
  });
}

function joinedAfterI(ws: Word[]): AgreementFinding[] {
  for (let i = 1; i < ws.length - 1; i += 1) {
    const w = ws[i];
    const next = ws[i + 1];
    // "where I load the lorries and checks": "I" is still the subject of the clause it opens.
    if (w && newSubject.has(w.lower) && next?.text === "I") {
      i += 1;
      continue;
    }
    if (!w || !next || newSubject.has(w.lower)) return [];
    if (w.lower !== "and" || !singularVerb(next) || next.lower === "was") continue;
    const after = ws[i + 2];
    // "and sits on the board", "and serves as treasurer": verbs that are never plural nouns.
    const seat = /^(?:sits|serves)$/.test(next.lower) && /^(?:on|in|as)$/.test(after?.lower ?? "");
    // "and trains new nurses": a describing word opens the object.
    const described = after !== undefined && describingObject.test(after.lower);
    // "and supervises contractors": a CV verb's -s form that is never a plural noun.
    const base = baseOf(next.text)?.toLowerCase() ?? "";
    const onlyVerb =
      thirdPersonVerbForms.has(next.lower) &&
      !nounLikeVerbs.has(base) &&
      /^\p{Ll}{3,}$/u.test(after?.text ?? "") &&
      !functionWords.has(after?.lower ?? "");
    if (
      next.lower in singularVerbs ||
      seat ||
      described ||
      onlyVerb ||
      (after && determinedObject.test(after.text))
    )
      return [finding(next, baseOf(next.text), "I")];
  }
  return [];
}

/**
 * Where the verb of a subject phrase starting at `from` stands, past places, names and relative
 * clauses ("the officers in Bomet", "farmers who sell through the SACCO"): the first verb form after
 * a noun outside a relative clause. A verb form after a determiner or a preposition is a noun
 * ("the audit"). -1 at any other word ("and", "to"), where the phrase cannot be read so.
 */
export function mainVerbAfter(ws: Word[], from: number): number {
  let afterNoun = false;
  for (let i = from; i < Math.min(from + 14, ws.length); i += 1) {
    const w = ws[i] as Word;
    if (/^(?:who|that|which)$/.test(w.lower)) {
      // The relative clause's own verb, and the participle after its auxiliary ("who have passed").
      const participle = ws[i + 2];
      i += participle && (endsInEd(participle) || participle.lower === "been") ? 2 : 1;
      afterNoun = false;
    } else if (isVerbForm(w) && afterNoun) return i;
    else if (isContent(w) || /^\p{Lu}/u.test(w.text) || isVerbForm(w)) afterNoun = true;
    else if (prepositions.has(w.lower) || determiners.has(w.lower) || numbers.test(w.text))
      afterNoun = false;
    else if (!/^(?:a|an|the)$/.test(w.lower)) return -1;
  }
  return -1;
}

/** "Each of the clinics are", "each of my shifts involve": "each" takes a singular verb. */
function eachOf(ws: Word[]): AgreementFinding[] {
  const at = ws.findIndex((w, i) => /^(?:each|one)$/.test(w.lower) && ws[i + 1]?.lower === "of");
  const main = at < 0 ? -1 : mainVerbAfter(ws, at + 2);
  const verb = ws[main];
  if (!verb || main <= at + 3 || !pluralVerb(verb)) return [];
  return [finding(verb, singularOf(verb.text), ws[at]?.text ?? "")];
}

/** Words that make the noun before "that" one thing: "a tracker", "the booking tool". */
const relativeArticle = /^(?:a|an|each|every|the|this|our|my|its|his|her|their)$/;

/**
 * "a tracker that alert", "the booking tool that route": a singular noun's relative clause takes a
 * singular verb; a collective ("the team that run") is left to British usage.
 */
function singularRelative(ws: Word[]): AgreementFinding[] {
  return ws.flatMap((w, i) => {
    const noun = ws[i - 1];
    const at = ws.findIndex((a, j) => j >= i - 4 && j < i - 1 && relativeArticle.test(a.lower));
    const verb = ws[i + 1];
    if (!/^(?:that|which|who)$/.test(w.lower) || !noun || !verb || at < 0) return [];
    // "a triage board that": after "a" the noun is one thing; "the board that" may be its members.
    const counted = /^(?:a|an|each|every)$/.test(ws[at]?.lower ?? "");
    // "replies to the name question that say": after a preposition, "that" may belong to the noun
    // before it.
    if (!counted && prepositions.has(ws[at - 1]?.lower ?? "")) return [];
    const plural = noun.lower.endsWith("s") || (!counted && pluralInMeaning.has(noun.lower));
    // "a firm that reward": any verb's base, but one whose past looks the same ("that set").
    const base = baseVerbForms.has(verb.lower) || pluralVerbForms.has(verb.lower);
    const pastAlike = pastOfVerb(verb.text)?.toLowerCase() === verb.lower;
    // "how the projects work that need": a plural before the noun may be what "that" stands for.
    const pluralBefore = ws.slice(at + 1, i - 1).some((b) => /s$/.test(b.lower));
    if (!baseVerbForms.has(verb.lower) && pluralBefore) return [];
    if (plural || functionWords.has(noun.lower) || !base || pastAlike) return [];
    if (ws.slice(at + 1, i - 1).some((b) => functionWords.has(b.lower))) return [];
    return [finding(verb, thirdPerson(verb.lower), noun.text)];
  });
}

/**
 * "geologists who models the ore body": right after "who" or "that" (no comma), a lower-case word
 * in -s before its object's determiner or a figure is a verb in -s, known or not.
 */
function unknownSingularVerb(relative: Word, verb: Word, next: Word | undefined): boolean {
  if (relative.lower === "which" || !next || !/^\p{Ll}{3,}s$/u.test(verb.text)) return false;
  if (/(?:ss|us|is)$/.test(verb.lower) || functionWords.has(verb.lower)) return false;
  return (
    /^(?:the|a|an|its|their|his|her|our|every|each|all)$/.test(next.lower) || /^\d/.test(next.text)
  );
}

/** Verbs of what a thing holds: "products, which includes" can only mean the products. */
const contentsVerbs = /^(?:includes|covers|contains|comprises|consists|offers|serves|targets)$/;
/**
 * Verbs of holding or reaching a number: "wards, which has 60 beds", "depots, which holds 900
 * tonnes". A clause holds no beds, so "which" stands for the plural noun.
 */
const holdingVerbs = /^(?:has|holds|houses|hosts|reaches|employs|enrols|enrolls|seats|stores)$/;
const aNumber = /^(?:\d|over$|about$|more$|nearly$|almost$|some$|up$|around$)/;

/**
 * "schemes that covers", "nurses who works", "products, which includes": a plural noun's relative
 * clause takes a plural verb. After a comma, "which" may stand for the whole clause ("cut costs,
 * which saves"), so only a verb of contents is judged there; after "one of", "a list of" the
 * noun is not the antecedent that counts, and the check stays silent.
 */
function pluralRelative(line: Line): AgreementFinding[] {
  const ws = words(line.text, line.start);
  return ws.flatMap((w, i) => {
    const noun = ws[i - 1];
    const verb = ws[i + 1];
    if (!noun || !verb || !/^(?:that|which|who)$/.test(w.lower)) return [];
    // "Employers who wants": a capitalised plural opening a sentence is a noun, not a name.
    const opensSentence = i === 1 || /[.!?]\s+$/.test(line.text.slice(0, noun.start - line.start));
    if (!isPluralNoun(noun, opensSentence)) return [];
    if (!singularVerb(verb) && !unknownSingularVerb(w, verb, ws[i + 2])) return [];
    // "loans that banks and saccos will approve": the word after "that" opens its own subject.
    if (/^(?:and|or)$/.test(ws[i + 2]?.lower ?? "")) return [];
    const between = line.text.slice(
      noun.start + noun.text.length - line.start,
      w.start - line.start,
    );
    // "drivers, who delivers": "who" stands for people, the noun before the comma.
    const people = w.lower === "who";
    const commaWhich = /^,\s+$/.test(between) && (w.lower === "which" || people);
    if (!/^\s+$/.test(between) && !commaWhich) return [];
    const holding = holdingVerbs.test(verb.lower) && aNumber.test(ws[i + 2]?.lower ?? "");
    if (between.includes(",") && !contentsVerbs.test(verb.lower) && !holding && !people) return [];
    // "the head of the drivers who": after "of" the antecedent may be the head; not after a
    // team or a count ("a team of six nurses who").
    const of = ws.findIndex((b, j) => j >= i - 4 && j < i - 1 && b.lower === "of");
    const group = /^(?:team|group|unit|crew|squad|panel|pool|network|cohort|corps)$/;
    const before = ws[of - 1]?.lower ?? "";
    // "a centre of seven analysts, who": "who" names people, so a place or a body before "of"
    // is not what it stands for; a person ("the head of the drivers, who") may be.
    const person =
      namesPeople(before) ||
      /^(?:head|chair|chairman|chairperson|manager|director|leader|supervisor|one|each|none|any|coordinator|secretary|president|captain|patron|officer|boss)$/.test(
        before,
      );
    if (of >= 0 && !group.test(before) && !(w.lower === "who" && !person)) return [];
    return [finding(verb, baseOf(verb.text), noun.text)];
  });
}

export function agreementFindings(prose: Line[]): AgreementFinding[] {
  return prose.flatMap((line) => [
    ...pluralRelative(line),
    ...verbJoinedToI(line),
    ...clauses(line).flatMap((ws) => [
      ...pluralSubject(ws),
      ...everySubject(ws),
      ...thereIsMany(ws),
      ...pronounVerb(ws),
      ...eachOf(ws),
      ...singularRelative(ws),
    ]),
  ]);
}
