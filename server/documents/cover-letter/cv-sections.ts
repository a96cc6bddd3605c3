import { untitledNote } from "../../../contract/missing-facts";

/**
 * A CV's text cut into its sections, whether it is the Markdown the writers produce
 * ("## Work Experience", "### Role, Employer", "- bullet") or plain text a consultant pasted or a
 * client uploaded ("EXPERIENCE", "Education:", "* bullet"). An unfilled [placeholder] is no
 * fact: a bullet holding one is dropped, other lines lose it.
 */

export type SectionKind =
  | "profile"
  | "experience"
  | "achievements"
  | "skills"
  | "education"
  | "certifications"
  | "languages"
  | "other";

/** `untitled`: a job heading the writer marked as naming the employer alone (no title known). */
export type CvLine = { text: string; bullet: boolean; subheading: boolean; untitled?: boolean };
export type CvSection = { kind: SectionKind; lines: CvLine[] };

const sectionNames: [SectionKind, RegExp][] = [
  ["achievements", /achievement|accomplishment/i],
  ["experience", /experience|employment|career history|work history|positions held/i],
  ["profile", /profile|summary|objective|about me|personal statement/i],
  ["skills", /skill|competenc|tools|technical|software|systems/i],
  ["education", /education|academic|qualification/i],
  ["certifications", /certif|membership|professional bod|registration|licen[cs]e|affiliation/i],
  ["languages", /language/i],
  [
    "other",
    /referee|references|hobbies|interests|personal (?:details|information|data)|declaration|^other\b|additional information/i,
  ],
];

/** The kind of a section heading; null when the text is no section name. */
export function sectionKind(heading: string): SectionKind | null {
  for (const [kind, pattern] of sectionNames) if (pattern.test(heading)) return kind;
  return null;
}

/** Inline Markdown removed: **bold**, *italic*, _italic_, `code`, a trailing hard break. */
export const unmark = (text: string) =>
  text
    .replace(/\\$/, "")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Separators left at either end once a placeholder is taken out of a heading. */
const trimSeparators = (text: string) =>
  text.replace(/^[\s,–—|-]+/u, "").replace(/[\s,–—|-]+$/u, "");

const hasPlaceholder = (text: string) => /\[[^\]\n]*\]/.test(text);

/**
 * A plain-text line that names a section: short, and in capitals ("EXPERIENCE"), alone in
 * bold ("**Education**") or ending in a colon ("Key skills:").
 */
function plainHeading(raw: string): SectionKind | null {
  const text = unmark(raw);
  if (text.length === 0 || text.length > 40) return null;
  const capitals = text === text.toUpperCase() && /\p{Lu}{3}/u.test(text);
  const bold = /^\*\*[^*]+\*\*:?$/.test(raw.trim());
  const colon = /:$/.test(text) && !/:./.test(text);
  if (!capitals && !bold && !colon) return null;
  return sectionKind(text.replace(/:$/, ""));
}

/** Cuts a CV into sections; text before the first section heading counts as "other". */
export function cvSections(markdown: string): CvSection[] {
  const sections: CvSection[] = [{ kind: "other", lines: [] }];
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    // A note for the consultant, hidden in every export: only the untitled job's mark is read.
    if (line.startsWith("<!--")) {
      const heading = sections.at(-1)!.lines.findLast((l) => l.subheading);
      if (line === untitledNote && heading) heading.untitled = true;
      continue;
    }
    const heading = /^(#{1,6})\s+(\S.*)$/.exec(line);
    const level = heading ? heading[1]!.length : 0;
    const sectionHeading = heading && level <= 2 ? sectionKind(heading[2]!) : plainHeading(line);
    if (sectionHeading || (heading && level <= 2)) {
      sections.push({ kind: sectionHeading ?? "other", lines: [] });
      continue;
    }
    // "Languages: English, Kiswahili" (a line or a bullet) or "TARGET: Head of Operations" is a
    // section of one line;
    // the lines after it go on in the section it interrupted.
    const labelled = /^(?:[-*•+]\s+)?([A-Za-z][A-Za-z ]{2,30}):\s+(\S.*)$/.exec(line);
    const labelKind = labelled
      ? (sectionKind(labelled[1]!) ?? (labelled[1] === labelled[1]!.toUpperCase() ? "other" : null))
      : null;
    if (labelled && labelKind) {
      const interrupted = sections.at(-1)!.kind;
      sections.push(
        {
          kind: labelKind,
          lines: [{ text: unmark(labelled[2]!), bullet: false, subheading: false }],
        },
        { kind: interrupted, lines: [] },
      );
      continue;
    }
    const bullet = /^(?:[-*•+]|\d+[.)])\s+/.exec(line);
    let text = unmark(heading ? heading[2]! : line.slice(bullet?.[0].length ?? 0));
    if (hasPlaceholder(text)) {
      // A bullet with a gap says nothing sure; a heading or paragraph keeps its known parts
      // ("Accountant, [Current employer]" -> "Accountant"; "[Start] – Present" -> "Present").
      if (bullet) continue;
      text = trimSeparators(text.replace(/\[[^\]\n]*\]/g, " ").replace(/\s+/g, " "));
    }
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    sections.at(-1)!.lines.push({ text, bullet: Boolean(bullet), subheading: Boolean(heading) });
  }
  return sections.filter((s) => s.lines.length > 0);
}
