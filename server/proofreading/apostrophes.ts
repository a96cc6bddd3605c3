import { looksLikeVerb, pluralVerbForms, singularVerbForms } from "./cv-verbs";
import { kenyanInstitutionWord } from "./kenyan-lexicon";
import type { Line, Span } from "./markdown-lines";

/**
 * Apostrophes a CV or letter drops or adds: a possessive written as a plural ("kept the clubs
 * accounts", "the Deans List", "six years experience") and a plural written with an apostrophe
 * ("12 KPI's", "the 1990's"). Judged only where the words around settle it: a noun after "a"/"the"
 * and a plural, followed by another noun that cannot be a verb or an adverb.
 */
export type ApostropheFinding = { span: Span; word: string; fix: string; why: string };

const possessive = "a possessive takes an apostrophe";
const plural = "a plural takes no apostrophe";

/** Words that follow a plural noun without making it a possessive. */
const notOwned =
  /^(?:and|or|but|of|in|on|at|to|for|from|by|with|as|than|before|after|during|until|since|within|under|over|across|into|per|that|which|who|whom|whose|where|when|while|is|are|was|were|be|been|have|has|had|do|did|will|would|can|could|may|might|must|should|shall|themselves|ourselves|last|next|this|each|every|all|both|alone|together|nationwide|countrywide|too|also|only|then|there|here|a|an|the|it|its|itself|they|them|he|she|we|you|i|me|us|his|her|our|my|your|went|came|grew|rose|fell|got|made|took|gave|saw|became|began|ran|kept|left|held|brought|found|paid|sent|spent|stood|told|won|led|met|put|set|cut|rang|drove|wrote|knew|thought|felt)$/i;

/** Plurals that name a kind of thing before another noun: "the sales targets", "the accounts team". */
const attributivePlurals = new Set(
  `sales operations accounts records systems services claims savings goods communications resources
  arms sports works news earnings finances customs outpatients inpatients admissions exports imports
  payments projects programmes products parts materials events arrears premises proceeds means
  damages results grants loans funds assets facilities stores supplies languages games needs lands
  wages benefits rates roads buildings estates drugs humanities sciences arts rights relations
  affairs studies minutes standards skills contracts fees taxes weights measures transactions
  examinations exams hostels`.split(/\s+/),
);
const isPlural = (word: string) =>
  /^\p{Ll}{3,}s$/u.test(word) && !/(?:ss|us|is|ous|ics)$/.test(word);
const isNoun = (word: string) =>
  /^\p{Ll}{3,}$/u.test(word) && !notOwned.test(word) && !/(?:ly|ing|ed)$/.test(word);

/**
 * A plural after "the" ("the clubs accounts", "the Saccos monthly returns"), or after "a" and one
 * word ("a shipping clients"). The determiner is the group "det": after "a", "each" or "every"
 * the owner is one.
 */
const ownerPatterns = [
  /\b(?<det>the|a|an|our|my|their|his|her|this|each|every)\s+(?:(?:19|20)\d{2}\s+)?(?<w>\p{Lu}?\p{Ll}+)(?=\s+(?<next>[\p{L}'’-]+)(?:\s+(?<then>[\p{L}'’-]+))?)/dgu,
  /\b(?<det>an?)\s+(?<mid>\p{Ll}+)\s+(?<w>\p{Ll}+)(?=\s+(?<next>[\p{L}'’-]+)(?:\s+(?<then>[\p{L}'’-]+))?)/dgu,
];

/** Words that describe what follows them: "the Saccos monthly returns", "the schools new lab". */
const describing =
  /^(?:monthly|weekly|daily|quarterly|annual|yearly|new|main|old|entire|whole|total)$/;

/**
 * People, whose things are usually many people's ("the clients' files"); an institution after
 * "the" is the one the writer worked at ("the school's science club").
 */
const people =
  /(?:ers|ors|ees|ists|ians)$|^(?:clients|patients|students|residents|parents|members|pupils|staff|learners|users|donors|partners|beneficiaries|customers|tenants|applicants|participants|farmers|youths|children|women|men|families|households|communities|nurses|midwives|girls|boys|surgeons|guards|cooks|chefs|graduates|interns|apprentices|artisans|landlords|guests|citizens|athletes|cadets|colleagues|candidates|delegates|widows|orphans|chiefs)$/;

/** Things whose names end like people's ("answers", "registers", "generators"). */
const things =
  /^(?:answers|papers|orders|numbers|letters|offers|matters|centers|chapters|meters|computers|printers|containers|quarters|headquarters|registers|ledgers|folders|filters|markers|layers|towers|waters|powers|errors|doors|floors|colors|colours|sectors|factors|motors|tractors|monitors|indicators|generators|elevators|corridors|mirrors|fees|trees|headers|borders|timers|servers|routers|trailers|meters|posters|banners|stickers|barriers)$/;

/** Words that say how, when or where after a verb's object ("served the clients well"). */
const adverbs =
  /^(?:well|today|tonight|yesterday|tomorrow|twice|once|again|early|late|first|last|home|abroad|overseas|online|offline|onsite|free|back|more|less|better|hard|fast|alone|instead|together|throughout|since|too|also|still|now|then|here|there|away|ahead|out|off|up|down|over)$/i;

/** "farmers", "clients", "nurses": a plural that names people, not things ("registers"). */
export const namesPeople = (word: string) =>
  people.test(word.toLowerCase()) && !things.test(word.toLowerCase());

/** "the clients files" -> "clients'"; "the schools club", "each borrowers report" -> "'s". */
function possessiveOf(word: string, det: string): string {
  const one = /^(?:an?|each|every|this)$/i.test(det);
  if (people.test(word.toLowerCase()) && !one) return `${word}'`;
  // "the companies leave rules": one company's, not "companie's".
  return /[^aeiou]ies$/i.test(word) ? `${word.slice(0, -3)}y's` : `${word.slice(0, -1)}'s`;
}

/** Bodies whose things a CV names: "the companies leave rules", "the firms advocates". */
const organisations =
  /^(?:companies|firms|banks|boards|organisations|organizations|hospitals|schools|colleges|universities|ministries|counties|agencies|saccos|institutions|departments|estates|clubs|churches|factories|stations|unions|societies|authorities|councils|commissions|corporations|cooperatives|clinics|dispensaries|pharmacies|wards|conservancies|centres|areas)$/i;

/** Words that describe what an owner has: "the banks first policy", "the clinics own fridge". */
const ownedDescriber = /^(?:first|new|main|annual|own|latest|entire|whole|monthly|weekly|daily)$/;

/**
 * "Explained the companies leave rules", "for the firms advocates": after a verb or a preposition,
 * "the" and an organisation in the plural, then what it owns: a plural that ends the phrase, or
 * a noun or an -ing word and then a noun. The owner reads as one body ("company's").
 */
function organisationOwners(line: Line): ApostropheFinding[] {
  const pattern =
    /(?<before>[\p{L}'’]+)\s+(?<det>the|your|our|their)\s+(?<w>\p{L}+)(?=\s+(?<next>\p{Ll}+)(?:\s+(?<then>[\p{L}'’-]+))?)/dgu;
  return [...line.text.matchAll(pattern)].flatMap((m) => {
    const { before = "", det = "", w = "", next = "", then = "" } = m.groups ?? {};
    const at = m.indices?.groups?.w;
    if (!at || !organisations.test(w) || !(looksLikeVerb(before) || ownerPreposition.test(before)))
      return [];
    const phraseEnds = then === "" || notOwned.test(then);
    const nounNext =
      (isNoun(next) || /ing$/.test(next)) && !looksLikeVerb(next) && !adverbs.test(next);
    // "the banks first data policy", "to the areas research unit": a describing word or a
    // verb-like noun before a thing owned.
    const described = ownedDescriber.test(next) && isNoun(then);
    const unitAfter =
      ownerPreposition.test(before) && /^\p{Ll}{3,}$/u.test(next) && ownedHead.test(then);
    const owned =
      (isPlural(next) && phraseEnds) ||
      described ||
      unitAfter ||
      (nounNext && isNoun(then) && !looksLikeVerb(then) && !adverbs.test(then));
    if (!owned) return [];
    const span = { start: line.start + at[0], end: line.start + at[1] };
    return [{ span, word: w, fix: possessiveOf(w, det), why: possessive }];
  });
}

/**
 * Verbs that take a person and then a thing or a verb ("gave the officers time off", "helped the
 * farmers plant", "taught the pupils maths"): after them the plural is no owner.
 */
const twoObjects =
  /^(?:gave|give|gives|giving|offered|offer|sent|send|paid|pay|showed|show|taught|teach|told|tell|lent|owed|granted|awarded|allowed|allow|brought|bring|got|get|made|make|let|help|helped|helps|saw|watched|heard|had|have|has|asked|ask|bought|charged|cost|denied|handed|promised|wished)$/i;
/** What opens a verb's object: the plural before it is the verb's subject or object, no owner. */
const objectOpener =
  /^(?:\d.*|the|a|an|their|his|her|its|our|my|your|this|these|those|all|every|each|it|them|him|us|me|how|what|why|where|when|to)$/i;

const morePrepositions =
  /^(?:during|after|before|since|throughout|across|within|through|against|behind|beyond|despite|like|via)$/i;

const afterPreposition =
  /^(?:of|in|on|at|for|with|from|by|to|into|among|between|under|over|about|than|and|or|as|that|which|who)$/i;

const modifier = /(?:ing|al|ic|ive|ous|ful|ary|ern|ese|ish|an)$/;
/** Prepositions that follow a verb and open where, when or how it is done. */
const placePreposition =
  /^(?:in|on|at|through|by|with|for|from|into|via|across|during|within|under|over|to|after|before)$/i;

/** Nouns a thing owned is named by: "the hospitals maternity unit", "the banks asset finance". */
const ownedHead =
  /^(?:units?|wards?|department|office|team|staff|accounts?|customers|clients|members|board|budget|records|policy|policies|finance|portfolio|services|programme|project|premises|fleet|branch|manager|director|list|committee|register|loans?|clubs?|returns|files?|reports?|funds?|library|farm|shop|stores?|clinic|lab|laboratory|website|canteen|kitchen|garden|choir|payroll|ledgers?|books|registry|history|score|file)$/i;

/**
 * "the clubs accounts", "a shipping clients contracts", "the banks asset finance". Without a
 * part-of-speech lexicon, the owned thing must be plain: a second plural that ends the phrase
 * ("clubs accounts and": after a plural subject a verb would not end in s) or a noun and one of
 * the nouns things are owned by.
 */
function droppedPossessives(line: Line): ApostropheFinding[] {
  return ownerPatterns.flatMap((pattern) =>
    [...line.text.matchAll(pattern)].flatMap((m) => {
      const { det = "", mid, w: written = "", next = "", then = "" } = m.groups ?? {};
      const at = m.indices?.groups?.w;
      // "the Saccos": a capitalised owner is judged as its lower-case word.
      const w = written.toLowerCase();
      if (!at || !isPlural(w) || attributivePlurals.has(w)) return [];
      if (written !== w && !/^\p{Lu}\p{Ll}+$/u.test(written)) return [];
      // "Keep the clients files": right after a verb, a plural owner and a plural noun, never a
      // subject and its verb. At a clause's start ("The clerks files") or after a preposition
      // ("a run of their characters starts") the second word may be the verb.
      const before = /([\p{L}'’]+)[\s,]*$/u.exec(line.text.slice(0, m.index))?.[1] ?? "";
      const midClause = before !== "" && !afterPreposition.test(before);
      if (notOwned.test(next) || (looksLikeVerb(next) && !(midClause && isPlural(next)))) return [];
      if (twoObjects.test(before)) return [];
      // "before the trucks arrives.": a verb that is never a noun ends the clause; the slip is
      // the verb's number, which the agreement check reports.
      if (verbOnlyS.test(next) && then === "") return [];
      // "a chiefs baraza": after "a", people in the plural can only own the noun after them.
      const nounOrGerund = isNoun(next) || /^\p{Ll}{3,}ing$/u.test(next);
      if (/^an?$/i.test(det) && mid === undefined && namesPeople(w) && nounOrGerund) {
        const span = { start: line.start + at[0], end: line.start + at[1] };
        return [{ span, word: written, fix: possessiveOf(written, det), why: possessive }];
      }
      // "Managed the doctors rota", "in the 2017 nurses strike": people and a thing they have,
      // right after a verb or a preposition; elsewhere ("The nurses wear", "a bid, our editors
      // fix") the thing may be a verb.
      const byVerb =
        looksLikeVerb(before) || afterPreposition.test(before) || morePrepositions.test(before);
      // "and our buyers repay over twelve months": a verb's base, then a preposition, is the
      // plural's own verb; a thing owned ("the nurses rota in") is no verb.
      const ownVerb = pluralVerbForms.has(next) && placePreposition.test(then);
      const thing = isNoun(next) && !adverbs.test(next) && !ownVerb;
      const group = people.test(w) && !things.test(w) && mid === undefined && byVerb && thing;
      if (group && (!looksLikeVerb(next) || isPlural(next)) && !objectOpener.test(then)) {
        const span = { start: line.start + at[0], end: line.start + at[1] };
        return [{ span, word: written, fix: possessiveOf(written, det), why: possessive }];
      }
      // "every customers complaint": after "each" or "every" a plural owns the noun after it.
      // A word in -ing is a noun there too ("each farmers training").
      const nounNext = (isNoun(next) || /^\p{Ll}{3,}ing$/u.test(next)) && !adverbs.test(next);
      const oneOwner = /^(?:each|every)$/i.test(det) && nounNext;
      const describedOwned = describing.test(next) && (isPlural(then) || ownedHead.test(then));
      if (oneOwner || describedOwned) {
        const span = { start: line.start + at[0], end: line.start + at[1] };
        return [{ span, word: written, fix: possessiveOf(written, det), why: possessive }];
      }
      // "a shipping clients contracts": only a modifier stands between "a" and the owner; "a
      // restart leaves rows" is a subject and its verb.
      if (mid !== undefined && (looksLikeVerb(mid) || !modifier.test(mid))) return [];
      // "the keywords recruiters type": a plural, then a clause of its own, is not an owner.
      const phraseEnds = then === "" || notOwned.test(then);
      const pluralNext = isPlural(next) && (midClause || !singularVerbForms.has(next));
      // "the colleges website every week": a thing owned that ends the phrase.
      const ownedEnds = isNoun(next) && ownedHead.test(next) && phraseEnds;
      const owned =
        (pluralNext && phraseEnds) || (isNoun(next) && ownedHead.test(then)) || ownedEnds;
      if (!owned) return [];
      const span = { start: line.start + at[0], end: line.start + at[1] };
      return [{ span, word: written, fix: possessiveOf(written, det), why: possessive }];
    }),
  );
}

/** -s forms that are verbs only, never plural nouns: "the trucks arrives". */
export const verbOnlyS =
  /^(?:arrives|agrees|allows|begins|comes|depends|exceeds|expects|goes|grows|involves|joins|lives|meets|owes|reaches|relies|remains|requires|seems|sends|stays|takes|tends|waits|wants|happens|occurs|starts|ends|closes|opens|leaves|finishes|departs|returns)$/;

/** Verbs that take a person and then a thing: "Emailed clients statements", "Sold farmers seed". */
const twoObjectsMore =
  /^(?:emailed|texted|mailed|sold|issued|served|fed|found|assigned|booked|billed|provided|supplied|wrote|read|allocated|left)$/i;

/** Where a noun phrase with no determiner starts: after a verb or a preposition. */
const bareOwnerAt =
  /(?<before>\p{L}+)\s+(?<w>\p{Ll}{3,}s)(?=\s+(?<next>\p{Ll}+)(?:\s+(?<then>[\p{L}'’-]+))?)/dgu;
const ownerPreposition =
  /^(?:of|in|on|at|for|with|from|by|to|into|among|between|under|over|about|during|after|before|across|within|through)$/i;

/**
 * "Reviewed clients tax computations", "answered parents enquiries", "a desk for farmers
 * complaints": people with no determiner, right after a verb or a preposition, then the thing
 * they own: a plural, or a noun and a plural, or one of the nouns things are owned by. A verb
 * that takes a person and then a thing ("Emailed clients statements") leaves them alone.
 */
function bareOwners(line: Line): ApostropheFinding[] {
  return [...line.text.matchAll(bareOwnerAt)].flatMap((m) => {
    const at = m.indices?.groups?.w;
    const { before = "", w = "", next = "", then = "" } = m.groups ?? {};
    const byVerb =
      looksLikeVerb(before) && !twoObjects.test(before) && !twoObjectsMore.test(before);
    if (!at || !(byVerb || ownerPreposition.test(before))) return [];
    // "Visited farmers farmers": a word typed twice is not its own owner.
    if (!people.test(w) || things.test(w) || !isNoun(next) || adverbs.test(next) || next === w)
      return [];
    const phraseEnds = then === "" || notOwned.test(then) || /^\p{Lu}/u.test(then);
    const ownedPlural = isPlural(next) && phraseEnds;
    const ownedNoun =
      !isPlural(next) && !looksLikeVerb(next) && (isPlural(then) || ownedHead.test(next));
    if (!ownedPlural && !ownedNoun) return [];
    const span = { start: line.start + at[0], end: line.start + at[1] };
    return [{ span, word: w, fix: possessiveOf(w, "the"), why: possessive }];
  });
}

type Pattern = { pattern: RegExp; fix: (word: string) => string; why: string };

const fixedPatterns: Pattern[] = [
  // "Attend the development programme's every year": a possessive owns a noun, never a time.
  {
    pattern:
      /\b(?<w>(?!(?:that|what|there|here|where|who|it|he|she|let)['’])\p{Ll}{3,}['’]s)(?=\s+(?:every|each)\s+(?:day|week|month|quarter|term|year|semester|season)\b)/dgu,
    fix: (w) => w.replace(/['’]s$/u, "s"),
    why: plural,
  },
  // "my certificate's are enclosed": "is are" is never English, so the word is a plural.
  {
    pattern:
      /\b(?<w>(?!(?:that|what|there|here|where)['’])\p{Ll}{4,}['’]s)(?=\s+(?:are|were)\b)/dgu,
    fix: (w) => w.replace(/['’]s$/u, "s"),
    why: plural,
  },
  // "I'am": "I am" or "I'm", never both.
  { pattern: /\b(?<w>I['’]am)\b/dg, fix: (w) => `I${w[1]}m`, why: "write I'm or I am" },
  { pattern: /\b(?<w>Deans)\s+List\b/dg, fix: () => "Dean's", why: possessive },
  {
    pattern:
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|several|many)\+?\s+(?<w>years|months|weeks)\s+(?:of\s+)?(?:experience|service|leave)\b/dgi,
    fix: (w) => `${w}'`,
    why: possessive,
  },
  {
    pattern:
      /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|several|many|all|multiple|various|these|those|some|few)\s+(?<w>\p{Lu}{2,}\d*['’]s)\b/dgu,
    fix: (w) => w.replace(/['’]s$/u, "s"),
    why: plural,
  },
  // "three apprentice's in welding", "30 kiosk's a month", "900 form's signed by": after a
  // count, a word the next word does not belong to (a preposition, a rate, a participle) is a
  // plural ("two patient's files" is left: it owns the files).
  {
    pattern:
      /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|several|many|multiple|various|few|both)\s+(?:(?!(?:the|a|an|of|at|in|on|for|to|and|with|my|our|their|his|her|its|your)\s)\p{Ll}+\s+){0,2}?(?<w>\p{L}+['’]s)(?=\s*(?:[.,;:)]|$)|\s+(?:in|at|of|for|from|on|to|and|who|were|are|with|across|a|an|per|each|every)\b|\s+\p{Ll}{3,}ed\b)/dgu,
    fix: (w) => w.replace(/['’]s$/u, "s"),
    why: plural,
  },
  // "the SACCO's across Meru", "the NGO's that fund it": only a plural is followed by these.
  {
    pattern: /\bthe\s+(?<w>\p{Lu}{2,}['’]s)(?=\s+(?:were|are|have|across|which|who|that)\b)/dgu,
    fix: (w) => w.replace(/['’]s$/u, "s"),
    why: plural,
  },
  // "on the imprest procedure's.", "at weekend's in Kitale", "with invoice's for": after a
  // preposition, a word with 's that a comma, a full stop or another preposition follows owns
  // nothing, so is a plural; a person's or a shop's ("at my uncle's", "at the chemist's") is a place.
  {
    pattern:
      /\b(?:on|at|with|for|in|during|across|over|to)\s+(?:(?:the|my|our|their|all|its)\s+)?(?:\p{Ll}+\s+)?(?<w>(?!(?:that|what|there|here|where|who|it|he|she|let)['’])\p{Ll}{3,}(?<!er|or|ist|ian|ee|le|ie|nt)['’]s)(?=\s*(?:[.,;:)]|$)|\s+(?:for|in|at|on|and|across|with)\b)/dgu,
    fix: (w) => w.replace(/['’]s$/u, "s"),
    why: plural,
  },
  { pattern: /\b(?<w>(?:19|20)\d0['’]s)\b/dg, fix: (w) => w.replace(/['’]s$/u, "s"), why: plural },
  // "Mentored nurse's to run", "a clinic with herder's in Marsabit": people with 's right after
  // a verb that takes people or a preposition, then a preposition, own nothing.
  {
    pattern:
      /(?:\b(?:[Tt]rain(?:ed|s)?|[Cc]oach(?:ed)?|[Mm]entor(?:ed)?|[Ss]upervised?|[Hh]ired|[Rr]ecruited|[Tt]aught|[Tt]each|[Vv]isited|[Tt]reated|[Cc]ounselled|[Ee]mployed)\s+(?<w>(?!(?:men|women|children|people|today|tomorrow|everyone|someone|anyone|nobody|one|other)['’])\p{Ll}{3,}['’]s)|\b(?:with|among|for|by|to)\s+(?<w2>\p{Ll}{3,}(?:er|or|ist|ian|ee|ent|ant|ic)['’]s))(?=\s+(?:to|in|at|on|from|across|with|who|and)\b|\s*[.,;])/dgu,
    fix: (w) => w.replace(/['’]s$/u, "s"),
    why: plural,
  },
  // "If your firm needs an auditor, lets meet": "let us" is let's.
  {
    pattern:
      /(?:^|[,;.!?]\s+|\bso\s+)(?<w>[Ll]ets)\s+(?:talk|meet|discuss|connect|chat|work|build|speak|start|begin|keep|make|get|see|explore|find|plan|grow|go)\b/dgu,
    fix: (w) => `${w.slice(0, 3)}'s`,
    why: "let us is written let's",
  },
  // "the county's head teacher's with KEMI": after an owner, a word with 's that owns nothing
  // (a preposition follows) is a plural.
  {
    pattern:
      /\b\p{L}+['’]s\s+(?:\p{Ll}+\s+)?(?<w>\p{Ll}+['’]s)(?=\s+(?:with|in|at|from|across|who|were|are)\b)/dgu,
    fix: (w) => w.replace(/['’]s$/u, "s"),
    why: plural,
  },
  // "schools, NGO's and county funds": an acronym in a list of plurals.
  {
    pattern: /,\s*(?<w>\p{Lu}{2,}['’]s)(?=\s*(?:,|and\b|or\b))/dgu,
    fix: (w) => w.replace(/['’]s$/u, "s"),
    why: plural,
  },
];

/** Consonant + "ys" is no English plural (that is "-ies"): "the pharmacys stock" is a possessive. */
const ysWord = /\b(?<w>\p{L}+[b-df-hj-np-tv-xz]ys)\s+(?<next>[\p{L}'’-]+)/dgu;
const namesInYs = new Set(["gladys"]);

/** "the pharmacys stock cards", "the Authoritys Domestic Taxes Department": "pharmacy's". */
function ysPossessives(line: Line): ApostropheFinding[] {
  return [...line.text.matchAll(ysWord)].flatMap((m) => {
    const { w = "", next = "" } = m.groups ?? {};
    const at = m.indices?.groups?.w;
    if (!at || namesInYs.has(w.toLowerCase()) || notOwned.test(next) || looksLikeVerb(next))
      return [];
    const span = { start: line.start + at[0], end: line.start + at[1] };
    return [{ span, word: w, fix: `${w.slice(0, -1)}'s`, why: possessive }];
  });
}

export function apostropheFindings(prose: Line[]): ApostropheFinding[] {
  const all = prose.flatMap((line) => [
    ...ysPossessives(line),
    ...droppedPossessives(line),
    ...bareOwners(line),
    ...organisationOwners(line),
    ...fixedPatterns.flatMap(({ pattern, fix, why }) =>
      [...line.text.matchAll(pattern)].flatMap((m) => {
        const at = m.indices?.groups?.w ?? m.indices?.groups?.w2;
        const word = m.groups?.w ?? m.groups?.w2;
        // "two years of experience" is right: only the bare "years experience" is flagged.
        if (!at || !word || /\sof\s/.test(m[0])) return [];
        return [
          {
            span: { start: line.start + at[0], end: line.start + at[1] },
            word,
            fix: fix(word),
            why,
          },
        ];
      }),
    ),
  ]);
  // "the Machakos lands registry": a Kenyan place or name that ends in s is no plural.
  const owned = all.filter((f) => kenyanInstitutionWord(f.word.toLowerCase()) !== f.word);
  return owned.filter((f, i) => owned.findIndex((g) => g.span.start === f.span.start) === i);
}
