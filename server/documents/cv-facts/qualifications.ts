import { certificationCue, degreeAbbreviation, qualificationWord } from "./classify";
import { tidy } from "./cv-text";

/** Where a list may hold a new qualification: ", CCNA", " and the ALX programme". */
const listSeparator = /(,\s+(?:and\s+)?(?:the\s+|an?\s+)?|\s+and\s+(?:the\s+|an?\s+)?)/;

/**
 * A part of a list that is a qualification of its own, not the rest of a name, a year, or the
 * kind of award just named ("at Kenya Utalii College, certificate in 2014").
 */
const startsQualification = (part: string) =>
  !/^(?:certificate|diploma|degree)(?:\s+in)?\s+\d{4}$/i.test(part) &&
  !/^(?:(?:first|second|third|upper|lower)\s+class|class\s|honours|distinction|credit|pass\b|graduated|finished|completed in|class of)/i.test(
    part,
  ) &&
  (certificationCue.test(part) ||
    qualificationWord.test(part) ||
    degreeAbbreviation.test(part) ||
    /\b(?:programme|program|course|bootcamp|badge|permit)\b/i.test(part));

/** "member no. 23456", "licence number 45123", "reg. no. A 4521": the number of what came before. */
const numberLabel =
  /^(?:member(?:ship)?|reg(?:istration)?\.?|licen[cs]e|practising certificate|certificate)\s(?:no\b\.?|number\b)/i;

/**
 * "BSc in IT from Moi University (2018), CCNA and AWS Certified Solutions Architect" holds a
 * degree and two certifications: one item each. A part that starts no qualification ("JKUAT",
 * "2017", "Logistics" of "Procurement and Logistics") stays with the item before it.
 */
export function qualificationItems(clause: string): string[] {
  const parts = clause.split(listSeparator);
  // "Trained at KMTC and got the Diploma": one qualification told with how it was earned.
  if (!startsQualification(parts[0] ?? "")) return [clause];
  const items: string[] = [parts[0] ?? ""];
  for (let i = 2; i < parts.length; i += 2) {
    const part = parts[i]!;
    // "member of ICPAK, member no. 23456": the number is the membership's, in brackets.
    if (numberLabel.test(part)) items[items.length - 1] += ` (${tidy(part)})`;
    else if (startsQualification(part)) items.push(part);
    else items[items.length - 1] += `${parts[i - 1]}${part}`;
  }
  return items.map((item) => item.trim()).filter(Boolean);
}

/** CV words for a licence or certificate told in a sentence; the facts themselves are kept. */
const certificationWording: [RegExp, string][] = [
  [/^(?:(?:completed|obtained|earned|passed|attained|got|did|have|has|hold|holds|also)\s+)+/i, ""],
  [/^(?:the|an?)\s+/i, ""],
  // "licence number is 12345" -> "licence number 12345".
  [/\b(number|no\.?)\s+is\s+/i, "$1 "],
  [/\s+and it is valid (to|until|till)\s+/i, ", valid $1 "],
  // "NTSA licence has classes B, C and CE" -> "NTSA licence, classes B, C and CE".
  [/^(.*?licen[cs]e)\s+(?:has|covers|is for)\s+/i, "$1, "],
  [/\s+holder$/i, ""],
  // "Google Data Analytics Certificate in 2023" -> "..., 2023".
  [/\s+in\s+((?:19|20)\d\d)$/, ", $1"],
];

export function certificationItem(text: string): string {
  let item = tidy(text);
  for (const [pattern, replacement] of certificationWording)
    item = item.replace(pattern, replacement);
  return tidy(item.charAt(0).toUpperCase() + item.slice(1));
}
