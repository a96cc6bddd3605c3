import type { CvFacts, CvRole } from "../facts";

/**
 * A sentence that corrects what the client said before ("Actually it's since 2020, sorry",
 * "Sorry, I meant 7 years"): the later fact wins, and the correction's words are talk.
 */
const cue =
  /^(?:(?:sorry|actually|correction|oops|my bad|wait|no|hapana|pole|samahani|correct that)\b[,:!.]?\s*)+|\b(?:i\s(?:mean|meant)|sorry|typo)\b/i;

export const isCorrection = (sentence: string) =>
  /^(?:sorry|actually|correction|oops|my bad|wait|pole|samahani|hapana)\b|,\s*sorry[.!]?$|\bi\s(?:mean|meant)\b/i.test(
    sentence.trim(),
  );

/** The lines told before that name every one of `names` and a year, with that year replaced. */
function redated(facts: CvFacts, names: string[], year: string): boolean {
  let changed = false;
  const redate = (line: string) => {
    const named = names.every((name) => whole(name).test(line));
    if (!named || !/\b(?:19|20)\d\d\b/.test(line)) return line;
    changed = true;
    return line.replace(/\b(?:19|20)\d\d\b/, year);
  };
  facts.experience = facts.experience.map(redate);
  facts.summary = facts.summary.map(redate);
  facts.education = facts.education.map(redate);
  facts.certifications = facts.certifications.map(redate);
  facts.activities = facts.activities.map(redate);
  for (const role of facts.roles) role.bullets = role.bullets.map(redate);
  return changed;
}

/** The words that introduce the value given instead: "it was KES 11 million", "ilikuwa 12". */
const freshLead = /\b(?:it was|it's|its|it is|was|is|ilikuwa|ni)\s/gi;

/**
 * "it was KES 11 million, not 14", "45 children, not 60 children", "not Ark Consultants, it was
 * Arcon Consultants": the new value and the old; null when the sentence takes nothing back.
 */
function correctedPair(said: string): { fresh: string; old: string } | null {
  const text = said.trim().replace(/[.!]+$/, "");
  const lower = text.toLowerCase();
  if (lower.startsWith("not ")) {
    const lead = /,\s?(?:it was|it's|it is|but)\s/i.exec(text);
    if (!lead) return null;
    return { old: text.slice(4, lead.index), fresh: text.slice(lead.index + lead[0].length) };
  }
  const not = lower.lastIndexOf(" not ");
  if (not < 0) return null;
  // "96 not 120, nimecheck", "11 not 9 on the Dreamliner": an aside after the old figure, or
  // the place it was told of, is no part of the value taken back.
  const old = text
    .slice(not + 5)
    .replace(/,\s?[\p{L}']+(?: [\p{L}']+)*$/u, (aside) =>
      aside.split(/\s+/).length <= 3 ? "" : aside,
    )
    .replace(/^(\d[\d,.]*)\s(?:on|in|at|for|of)\s.*$/, "$1");
  const before = text.slice(0, not).replace(/,$/, "");
  // The clause starts after the last comma or semicolon that joins words: the comma of a
  // figure ("16,000", "KES 2,100") is part of the new value.
  const joints = [...before.matchAll(/(?<!\d)[,;]|[,;](?!\d)/g)];
  const clause = before.slice((joints.at(-1)?.index ?? -1) + 1);
  const leads = [...clause.matchAll(freshLead)];
  const lastLead = leads.at(-1);
  const fresh = lastLead ? clause.slice(lastLead.index + lastLead[0].length) : clause;
  return /[,;.]/.test(old.replace(/\d[.,]\d/g, "")) ? null : { fresh, old };
}

/** Every text field of the facts told so far, with `from` replaced by `to`. */
function replaceEverywhere(facts: CvFacts, from: RegExp, to: string): boolean {
  let changed = false;
  const swap = (text: string) => {
    const next = text.replace(from, to);
    if (next !== text) changed = true;
    return next;
  };
  facts.summary = facts.summary.map(swap);
  facts.experience = facts.experience.map(swap);
  facts.skills = facts.skills.map(swap);
  facts.education = facts.education.map(swap);
  facts.certifications = facts.certifications.map(swap);
  // "Trained 2,000 farmers ... milk intake of the society": a line filed under activities
  // holds figures a correction takes back as much as a duty does.
  facts.activities = facts.activities.map(swap);
  facts.target = swap(facts.target);
  for (const role of facts.roles) {
    role.title = swap(role.title);
    role.employer = swap(role.employer);
    role.bullets = role.bullets.map(swap);
  }
  return changed;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const whole = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(text)}(?![\\p{L}\\p{N}])`, "gu");

/**
 * Replaces the value the client took back with the one they gave ("14" of "KES 14 million"
 * becomes 11 when they said "it was KES 11 million, not 14"). Answers whether it found the old
 * value in what was told before; a correction of nothing told is left to the other readers.
 */
function replaceCorrected(facts: CvFacts, said: string): boolean {
  const pair = correctedPair(said);
  if (!pair) return false;
  const fresh = pair.fresh.trim().replace(/^(?:the|a|an)\s/i, "");
  const old = pair.old.trim().replace(/^(?:the|a|an)\s/i, "");
  if (fresh === "" || old === "" || fresh.split(/\s+/).length > 6) return false;
  // A correction swaps a figure or a name; "tenders, not procurement" says what the work is.
  const counted = /\d/.test(old) && /\d/.test(fresh);
  const named = /^\p{Lu}/u.test(old) && /\p{Lu}/u.test(fresh);
  if (!counted && !named) return false;
  const freshNumber = /\d[\d,.]*/.exec(fresh);
  // "It was 2021 I became supervisor, not 2020": the year of the job the sentence names by its
  // title, in that job's dates.
  if (freshNumber && /^(?:19|20)\d\d$/.test(old) && /^(?:19|20)\d\d$/.test(freshNumber[0])) {
    const named = facts.roles.filter(
      (role) =>
        whole(old).test(role.period) &&
        role.title
          .split(/\s+/)
          .some((word) => word.length > 3 && whole(word.toLowerCase()).test(fresh.toLowerCase())),
    );
    if (named.length === 1) {
      named[0]!.period = named[0]!.period.replace(whole(old), freshNumber[0]);
      return true;
    }
  }
  if (freshNumber && /^\d[\d,.]*$/.test(old)) {
    // "KES 11 million" for "14": the old figure with the new one's unit, then the old alone.
    const unit = fresh.slice(freshNumber.index + freshNumber[0].length).trim();
    const firstUnitWord = unit.split(/\s+/)[0] ?? "";
    if (
      firstUnitWord &&
      replaceEverywhere(
        facts,
        whole(`${old} ${firstUnitWord}`),
        `${freshNumber[0]} ${firstUnitWord}`,
      )
    )
      return true;
    return replaceEverywhere(facts, whole(old), freshNumber[0]);
  }
  // "the City Mall branch, not Nyali": the old name with the word the new one ends in.
  const last = fresh.split(/\s+/).at(-1) ?? "";
  if (fresh.includes(" ") && replaceEverywhere(facts, whole(`${old} ${last}`), fresh)) return true;
  return replaceEverywhere(facts, whole(old), fresh);
}

/** "KSh 52 million", "KES 1.2 billion": a sum with its currency and its unit. */
const sum = /\b(KSh|Ksh|KES|Kshs?|USD|US\$)\s?\d[\d,.]*\s?(million|billion|m|bn)\b/g;
/** "28%": a percentage. */
const percentage = /\b\d+(?:\.\d+)?%/g;

/** The figures of the same kind as `value`: the same currency and unit, or a percentage. */
function sameKindAs(found: RegExpExecArray | RegExpMatchArray): RegExp {
  const [, currency, unit] = found;
  if (currency === undefined) return percentage;
  return new RegExp(String.raw`\b${escaped(currency)}\s?\d[\d,.]*\s?${escaped(unit!)}\b`, "g");
}

/**
 * "Hapana, premiums zilikuwa KSh 52 million", "Sorry, it was 28%, I checked": a correction that
 * gives a sum or a percentage and not the one it replaces; the one figure of that kind told
 * before is the one taken back.
 */
function retoldSum(facts: CvFacts, said: string): boolean {
  const sums = [...said.matchAll(sum)];
  const percentages = [...said.matchAll(percentage)];
  const fresh = sums.length > 0 ? sums : percentages;
  if (fresh.length !== 1) return false;
  const [value] = fresh[0]!;
  const sameKind = sameKindAs(fresh[0]!);
  const told = [
    facts.summary,
    facts.experience,
    facts.activities,
    ...facts.roles.map((r) => r.bullets),
  ]
    .flat()
    .flatMap((line) => line.match(sameKind) ?? []);
  if (told.length !== 1 || told[0] === value) return false;
  return replaceEverywhere(facts, whole(told[0]!), value);
}

/** A word after a figure that is no noun of it: "150 was the whole group". */
const notNoun = /^(?:was|is|were|are|not|and|or|of|in|to|for|at|on|but|the|a)$/i;

/**
 * "Correction, the company was 120 soldiers, 150 was the whole task group": two figures, the
 * right one with its noun and the old one with none; "150 soldiers" told before is replaced.
 */
function figureRetoldWithOld(facts: CvFacts, said: string): boolean {
  const figures = [...said.matchAll(/(?<![\d,.])(\d[\d,]*)(?:\s(\p{L}+))?/gu)];
  if (figures.length !== 2) return false;
  const counted = figures.filter((m) => m[2] !== undefined && !notNoun.test(m[2]));
  if (counted.length !== 1) return false;
  const fresh = counted[0]!;
  const old = figures.find((m) => m !== fresh)!;
  if (old[1] === fresh[1]) return false;
  return replaceEverywhere(facts, whole(`${old[1]} ${fresh[2]}`), `${fresh[1]} ${fresh[2]}`);
}

/** "2021 – Present" started in 2020 instead: the job's first year replaced, its end kept. */
const restarted = (role: CvRole, year: string): CvRole => ({
  ...role,
  period: /\b(?:19|20)\d\d\b/.test(role.period)
    ? role.period.replace(/\b(?:19|20)\d\d\b/, year)
    : `${year} – Present`,
});

/**
 * "Ramani was 2016 to 2021", "I joined Davis & Shirtliff 2021, not 2020": the dates of a job
 * told before, named by its employer, told again.
 */
const jobDates =
  /^(?:I\s(?:joined|started at)\s)?(\p{Lu}[\p{L}&'’.-]+(?:\s[\p{L}&'’.-]+){0,4}?)\s(?:was\s|ilikuwa\s)?(?:from\s|since\s)?((?:19|20)\d\d)(?:\s?(?:to|-|–)\s?((?:19|20)\d\d))?(?:,?\snot\s(?:19|20)\d\d)?[.!]?$/u;

/** "And ... , I always forget": the words around a job's dates told again say nothing more. */
const redateAside =
  /^(?:(?:and|also|oh|btw|ok(?:ay)?)\b,?\s+)+|,\s(?:i\s(?:always\s)?(?:forget|forgot)|sorry|my bad|i think|if i remember(?: well| right)?)[.!]?$/gi;

function redatedJob(facts: CvFacts, said: string): boolean {
  const m = jobDates.exec(said.trim().replace(redateAside, ""));
  if (!m) return false;
  const name = m[1]!.toLowerCase();
  // "It was 2019", "Since 2020": a time said again, not an employer's name.
  if (/^(?:it|in|since|from|that|this|the|i|we)\b/.test(name)) return false;
  const role = facts.roles.find(
    (r) => r.employer !== "" && r.employer.toLowerCase().startsWith(name),
  );
  if (!role) return false;
  Object.assign(role, m[3] ? { period: `${m[2]} – ${m[3]}` } : restarted(role, m[2]!));
  return true;
}

/** "Since 2015, not 2016, I checked the letter": a start year taken back for another. */
const startTakenBack = /\b((?:19|20)\d\d),?\snot\s((?:19|20)\d\d)\b/;

/**
 * A start year taken back with no employer named: the job that began in the old year begins in
 * the new one. A sentence that says much more is a new fact with a year in it, not this.
 */
function restartedJob(facts: CvFacts, said: string): boolean {
  const m = startTakenBack.exec(said);
  if (!m || said.split(/\s+/).length > 12) return false;
  const role = facts.roles.find((r) => /\b(?:19|20)\d\d\b/.exec(r.period)?.[0] === m[2]);
  if (!role) return false;
  Object.assign(role, restarted(role, m[1]!));
  return true;
}

/**
 * "Earlier I said 300 households, it's actually 340", "Nilisema 12 schools, ni 15 kwa kweli":
 * the client quotes the figure they gave, then gives the right one; the figure told before is
 * replaced wherever it was written, and the sentence is no fact of its own.
 */
const saidBefore =
  /^(?:(?:earlier|before|previously|hapo awali|awali|mwanzo),? )?(?:(?:i )?(?:said|wrote|told you|mentioned)|nilisema|niliandika|nilikuambia) ([^,\d]{0,20}\d(?:[\d,.]*\d)?(?: [^,\d]{1,30})?), (?:(?:but|lakini|ila) )?(?:it's|it is|it was|its|ni|ilikuwa) (?:(?:actually|really|in fact) )?(\d[\d,.]*)(?: [^,.!?]{1,30})?[.!]?$/i;

function saidBeforeCorrected(facts: CvFacts, said: string): boolean {
  const m = saidBefore.exec(said.trim().replace(/\s+/g, " "));
  if (!m) return false;
  const old = /\d[\d,.]*/.exec(m[1]!)?.[0].replace(/[.,]$/, "");
  const fresh = m[2]!.replace(/[.,]$/, "");
  if (!old || !fresh || old === fresh) return false;
  return replaceEverywhere(facts, whole(old), fresh);
}

/**
 * Applies a correction to the facts told before it: a number of years replaces the years of
 * experience; "since 2020" or a lone year replaces the start of the job told last. Answers
 * whether the sentence was a correction (and so no fact of its own).
 */
export function applyCorrection(facts: CvFacts, sentence: string): boolean {
  if (saidBeforeCorrected(facts, sentence.replace(cue, " "))) return true;
  if (redatedJob(facts, sentence.replace(cue, " ")) || restartedJob(facts, sentence)) return true;
  // "It's 45 children, not 60": a value taken back, with or without a "sorry".
  if (!isCorrection(sentence)) return replaceCorrected(facts, sentence);
  const said = sentence.replace(cue, " ");
  if (replaceCorrected(facts, said) || retoldSum(facts, said) || figureRetoldWithOld(facts, said))
    return true;
  // "Actually I also did a Sage course" is a new fact, read as one: a correction says little
  // beyond its figure ("it's since 2020", "I meant 7 years").
  const residue = said
    .replace(/\b(?:since|from|in)?\s*(?:19|20)\d\d\b|\b\d{1,2}\+?\s*(?:years?|yrs?)\b/gi, " ")
    .replace(/\b(?:it|it's|its|is|was|that|the|not|but|of|experience|typo)\b/gi, " ")
    .trim()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (residue.length > 2) return false;
  const years = /\b(\d{1,2})\+?\s*(?:years?|yrs?)\b/i.exec(said);
  if (years) {
    // The lines that told the old figure tell the new one.
    const told = new RegExp(
      String.raw`\b${facts.yearsExperience.replace(".", "\\.")}(?=\+?\s*(?:years?|yrs?)\b)`,
      "gi",
    );
    const retold = (line: string) => (facts.yearsExperience ? line.replace(told, years[1]!) : line);
    facts.experience = facts.experience.map(retold);
    facts.summary = facts.summary.map(retold);
    facts.activities = facts.activities.map(retold);
    for (const role of facts.roles) role.bullets = role.bullets.map(retold);
    facts.yearsExperience = years[1]!;
  }
  const start = /\b(?:since|from|in)?\s*((?:19|20)\d\d)\b/i.exec(said);
  // "the AJEA was 2020": the year of the award, result or course that names it, not a job's.
  const names = residue.filter((word) => /^\p{Lu}/u.test(word) && word.length > 1);
  if (start && names.length > 0 && redated(facts, names, start[1]!)) return true;
  const last = facts.roles.at(-1);
  if (start && last) facts.roles[facts.roles.length - 1] = restarted(last, start[1]!);
  return true;
}
