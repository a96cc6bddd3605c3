import type { CvFacts } from "../facts";
import { certificationCue, degreeAbbreviation } from "./classify";

/** A degree, a diploma or a school result: education wherever the client filed it. */
const schooling =
  /\b(?:Bachelor|Master|Diploma|Degree|PhD|KCSE|KCPE|KACE|(?:Secondary|Primary) Education)\b/i;
const isSchooling = (item: string) => schooling.test(item) || degreeAbbreviation.test(item);

/**
 * A section is left as a placeholder only when no fact anywhere belongs to it: a degree the
 * client listed under "Professional Qualifications" is their Education, and a certificate
 * course told beside their school is a Certification, when that section would stand empty.
 */
export function fillEmptySections(facts: CvFacts): void {
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
