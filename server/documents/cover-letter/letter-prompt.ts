import type { Qualification } from "./cv-reader";
import type { LetterInput } from "./letter-input";
import { planLetter } from "./letter-plan";

export const letterSystem = `You write formal cover letters for a Kenyan career-services consultancy.
Rules you must follow:
- Use ONLY the facts given. Never invent an employer, a job title, a date, a qualification, a place or a number.
- Write in the client's voice, in the first person, British English, concise and specific.
- Use every fact the CV gives where the letter needs it; write a placeholder in square brackets only for something the letter needs and no fact gives.
- Follow the consultant's instructions, but never quote them, and never write anything the facts do not support.
- Write Markdown only: **bold**, a trailing backslash for a line break, no tables, no HTML, no code fences.
- Start with the date line, then the addressee lines and the company, then the Re: line exactly as given in bold, then the salutation as given.
- Three to five short paragraphs; end with "Yours sincerely," and the client's name.`;

const qualification = (q: Qualification) =>
  [q.qualification, q.institution, q.year].filter(Boolean).join(", ");

/** "label: value" lines for the facts that are there; nothing for those that are not. */
const lines = (facts: [string, string | string[]][]) =>
  facts
    .map(([label, value]) => [label, Array.isArray(value) ? value.join("; ") : value] as const)
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");

/**
 * The model's prompt holds the same facts and instructions the offline writer uses, read from
 * the CV and the staff's notes; closing dates and notes meant for staff are left out of it, so
 * the model cannot write them to the employer. `facts` is what its output is checked against.
 */
export function letterAsk(input: LetterInput, date: string) {
  const plan = planLetter(input);
  const { cv, notes } = input;
  const roles = cv.roles.map((r) =>
    [r.title, r.employer, r.start ? `from ${r.start}${r.current ? " to the present" : ""}` : ""]
      .filter(Boolean)
      .join(", "),
  );
  const prompt = `Write a cover letter from ${input.name || "the client"} for the position of ${input.position} at ${input.companyName}.

Letter layout:
${lines([
  ["Date line", date],
  ["Addressee lines", plan.addressee],
  ["Company", input.companyName],
  ["Re: line", plan.reLine],
  ["Salutation", plan.salutation],
])}

Facts from the client's CV:
${lines([
  ["Current or latest role", plan.role],
  ["Years of experience", plan.years],
  ["Industry", plan.industry],
  ["Roles", roles],
  ["Strongest achievements", plan.highlights.map((h) => h.line)],
  ["Education", cv.education.map(qualification)],
  ["Certifications and memberships", cv.certifications],
  ["Skills", cv.skills],
  ["Languages", cv.languages],
])}

Facts from the consultant (write them in the client's voice):
${lines([["Facts", [...notes.sentences, ...notes.unused]]]) || "none"}

Consultant's instructions:
${lines([["Put forward", notes.emphasis]]) || "none"}

The CV itself, for reference (text in square brackets there is a gap, not a fact):
${input.cvText.trim()}`;
  const facts = [
    input.cvText,
    input.name,
    input.companyName,
    input.position,
    date,
    plan.reLine,
    ...plan.addressee,
    ...notes.sentences,
    ...notes.unused,
    ...notes.emphasis,
  ].join("\n");
  return {
    system: letterSystem,
    prompt,
    facts,
    finish: (markdown: string) => withReLine(markdown, plan.reLine),
  };
}

/**
 * The model's letter with the Re: line as planned, in place of its own or before the
 * salutation: a vacancy reference is never lost to the model's rewording.
 */
export function withReLine(markdown: string, reLine: string): string {
  const lines = markdown.split("\n");
  const own = lines.findIndex((line) => /^\W*Re:/i.test(line));
  if (own >= 0) lines[own] = `**${reLine}**`;
  else {
    const salutation = lines.findIndex((line) => /^Dear\b/i.test(line.trim()));
    lines.splice(Math.max(0, salutation), 0, `**${reLine}**`, "");
  }
  return lines.join("\n");
}
