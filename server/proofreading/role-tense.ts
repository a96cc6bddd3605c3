import type { Line, Span } from "./markdown-lines";

/**
 * A CV describes a role that has ended in the past tense ("Audited", not "Audit" or "Currently
 * manage"). A role has ended when its heading gives two years and no "present". Only the verb that
 * opens a bullet is judged, against CV action verbs in the present (base or third person): a
 * bullet opening with a noun ("Students ...") or a verb whose past looks the same ("Cut", "Set")
 * is never flagged.
 */
const actionVerbs = `administer advise analyse analyze answer approve assess assist attend audit
build check coach collect compile conduct coordinate create deliver design develop direct draft
edit enforce ensure establish evaluate examine execute facilitate file forecast generate guide
handle identify implement improve increase inspect install interview lead lecture liaise maintain
manage market mentor mobilise monitor motivate negotiate operate organise organize oversee plan
prepare present process procure promote provide raise receive reconcile record recruit reduce
register report represent research resolve review run schedule secure sell serve source
supervise support teach test track train treat update verify visit write`
  .split(/\s+/)
  .filter(Boolean);

function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const presentForms = new Set(actionVerbs.flatMap((v) => [v, thirdPerson(v)]));

const year = /\b(?:19|20)\d{2}\b/g;
const ongoing = /\b(?:present|current|now|date|ongoing)\b/i;

/** A heading of a role that has ended: two years, neither of them "present". */
export function isEndedRole(heading: string): boolean {
  return (heading.match(year) ?? []).length >= 2 && !ongoing.test(heading);
}

export type TenseFinding = { verb: string; span: Span; currently: boolean };

/** Present-tense verbs opening the bullets of ended roles. */
export function presentTenseInEndedRoles(lines: Line[]): TenseFinding[] {
  const findings: TenseFinding[] = [];
  let ended = false;
  for (const line of lines) {
    if (line.heading) {
      ended = isEndedRole(line.text);
      continue;
    }
    if (!ended || !line.bullet) continue;
    const words = /^(\p{L}+)(?:\s+(\p{L}+))?/u.exec(line.text);
    if (!words?.[1]) continue;
    const currently = words[1].toLowerCase() === "currently";
    const verb = currently ? words[2] : words[1];
    if (!verb || !presentForms.has(verb.toLowerCase())) continue;
    const at = line.start + (currently ? line.text.indexOf(verb, words[1].length) : 0);
    findings.push({ verb, span: { start: at, end: at + verb.length }, currently });
  }
  return findings;
}
