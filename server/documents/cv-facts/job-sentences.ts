/**
 * Two jobs told in one sentence: "I worked at Naivas as a cashier from 2015 to 2018 and then at
 * Quickmart as a supervisor until now". Each is read as a clause of its own, so each becomes its
 * own job on the CV instead of one job with the other as its bullet.
 */

/** A first job's closing date, then "and then" (or "and later") and the next job. */
const jobJoint = /\b((?:19|20)\d\d|now|date|present),?\s+and\s+(?:then|later|after that),?\s+/i;

/** How the next job opens, and the subject it takes from the first: "at B as Y", "a Y at B". */
const nextJobOpening = /^(?:(at|with|for|as)|(an?|the))\s/i;

/** "until 2016", "to date": a closing date with no start of its own. */
const closingOnly = /\b(?:until|till|up to|to)\s(?=(?:19|20)\d\d\b|now\b|date\b|present\b)/i;

export function splitJobs(clause: string): string[] {
  const joint = jobJoint.exec(clause);
  if (!joint) return [clause];
  const rest = clause.slice(joint.index + joint[0].length);
  const opening = nextJobOpening.exec(rest);
  if (!opening) return [clause];
  const first = clause.slice(0, joint.index + joint[1]!.length);
  const subject = opening[1] ? "I worked" : "I was";
  // "... to 2018 and then at B until now": B started when the first job ended.
  const endYear = /^\d{4}$/.test(joint[1]!) ? joint[1]! : "";
  const hasStart = /\b(?:since|from|in)\s(?:19|20)\d\d\b/i.test(rest);
  const next =
    endYear && !hasStart ? rest.replace(closingOnly, (until) => `from ${endYear} ${until}`) : rest;
  return [first, `${subject} ${next}`];
}
