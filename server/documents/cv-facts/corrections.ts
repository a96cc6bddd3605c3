import type { CvFacts, CvRole } from "../facts";

/**
 * A sentence that corrects what the client said before ("Actually it's since 2020, sorry",
 * "Sorry, I meant 7 years"): the later fact wins, and the correction's words are talk.
 */
const cue =
  /^(?:(?:sorry|actually|correction|oops|my bad|wait|no)\b[,:!.]?\s*)+|\b(?:i\s(?:mean|meant)|sorry|typo)\b/i;

export const isCorrection = (sentence: string) =>
  /^(?:sorry|actually|correction|oops|my bad|wait)\b|,\s*sorry[.!]?$|\bi\s(?:mean|meant)\b/i.test(
    sentence.trim(),
  );

/** "2021 – Present" started in 2020 instead: the job's first year replaced, its end kept. */
const restarted = (role: CvRole, year: string): CvRole => ({
  ...role,
  period: /\b(?:19|20)\d\d\b/.test(role.period)
    ? role.period.replace(/\b(?:19|20)\d\d\b/, year)
    : `${year} – Present`,
});

/**
 * Applies a correction to the facts told before it: a number of years replaces the years of
 * experience; "since 2020" or a lone year replaces the start of the job told last. Answers
 * whether the sentence was a correction (and so no fact of its own).
 */
export function applyCorrection(facts: CvFacts, sentence: string): boolean {
  if (!isCorrection(sentence)) return false;
  const said = sentence.replace(cue, " ");
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
    for (const role of facts.roles) role.bullets = role.bullets.map(retold);
    facts.yearsExperience = years[1]!;
  }
  const start = /\b(?:since|from|in)?\s*((?:19|20)\d\d)\b/i.exec(said);
  const last = facts.roles.at(-1);
  if (start && last) facts.roles[facts.roles.length - 1] = restarted(last, start[1]!);
  return true;
}
