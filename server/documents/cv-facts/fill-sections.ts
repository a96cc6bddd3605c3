import type { CvFacts } from "../facts";
import { certificationCue, degreeAbbreviation } from "./classify";
import { titleWord } from "./roles";

/** A degree, a diploma or a school result: education wherever the client filed it. */
const schooling =
  /\b(?:Bachelor|Master|Diploma|Degree|PhD|KCSE|KCPE|KACE|(?:Secondary|Primary) Education)\b/i;
const isSchooling = (item: string) => schooling.test(item) || degreeAbbreviation.test(item);

/** "KRCO from KMTC Nakuru 2014", "the BScN upgrade at Moi University": a course, not a duty. */
const schooledAt =
  /^(?:the |a |an )?[A-Z][A-Za-z]*\s(?:upgrade\s)?(?:from|at)\s[^.]{0,60}\b(?:University|College|Polytechnic|KMTC|Utalii|TTI|TVC)\b/;
const namesYear = /\b(?:19|20)\d\d\b/;

/** "Utalii College alumnus", "an alumna of Strathmore University": where the client studied. */
const school = String.raw`\b(?:University|College|Polytechnic|Institute|KMTC|Utalii|TTI|TVC|Academy)\b`;
const alumnusOf = new RegExp(
  String.raw`^(?:(?:I am|I'm|proud)\s)?(?:an?\s)?(?:alumn(?:us|a|i|ae)|graduate)\sof\s[^.]{0,60}${school}[^.]{0,30}\.?$|^[^.]{0,60}${school}[^.]{0,30}\s(?:alumn(?:us|a|i|ae))\.?$`,
  "i",
);

/** "HACCP food hygiene level 1": a certificate named by its body and level, told as a line. */
const certificateLine = /^[A-Z]{3,}\b[^.]{0,40}\blevel \d\b/;

/**
 * A section is left as a placeholder only when no fact anywhere belongs to it: a degree the
 * client listed under "Professional Qualifications" is their Education, and a certificate
 * course told beside their school is a Certification, when that section would stand empty.
 */
export function fillEmptySections(facts: CvFacts): void {
  // A qualification or certificate told in a chat line of its own lands as a loose experience
  // line; its section would otherwise keep a placeholder beside it.
  if (facts.education.length === 0)
    moveLoose(
      facts,
      "education",
      (line) =>
        (schooledAt.test(line) && namesYear.test(line) && !titleWord.test(line)) ||
        alumnusOf.test(line),
    );
  if (facts.certifications.length === 0)
    moveLoose(facts, "certifications", (line) => certificateLine.test(line));
  if (facts.education.length === 0) {
    facts.education = facts.certifications.filter(
      (c) => isSchooling(c) && !certificationCue.test(c),
    );
    facts.certifications = facts.certifications.filter((c) => !facts.education.includes(c));
  }
  const courses = facts.education.filter((e) => certificationCue.test(e) && !isSchooling(e));
  if (facts.certifications.length === 0 && courses.length < facts.education.length) {
    facts.certifications = courses;
    facts.education = facts.education.filter((e) => !courses.includes(e));
  }
}

function moveLoose(
  facts: CvFacts,
  section: "education" | "certifications",
  belongs: (line: string) => boolean,
): void {
  facts[section] = facts.experience.filter(belongs);
  facts.experience = facts.experience.filter((line) => !belongs(line));
}
