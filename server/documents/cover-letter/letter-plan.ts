import { degreeAbbreviation } from "../cv-facts/classify";
import type { CvRole, Qualification } from "./cv-reader";
import type { LetterInput } from "./letter-input";
import { roleWord } from "./role-words";
import { article, firstPersonClause, lowerFirst, startsWithVerb } from "./sentences";

/** A CV line chosen for the letter, with the role it belongs to (null: a "Key Achievements" line). */
export type Highlight = { line: string; role: CvRole | null };

/** What the letter says, chosen once for both engines: the offline writer and the model's prompt. */
export type LetterPlan = {
  reLine: string;
  /** Lines above the company's name: "Hiring Manager", or the person the staff named. */
  addressee: string[];
  salutation: string;
  latest: CvRole | null;
  /** The titled job before the latest one, for a latest job the CV names by its employer alone. */
  previous: CvRole | null;
  role: string;
  years: string;
  /** The first year on the CV, for "since 2016" when the CV states no number of years. */
  since: string;
  industry: string;
  highlights: Highlight[];
  /** What the staff asked to put forward that no chosen line covers. */
  emphasisLeft: string[];
  education: Qualification[];
  /** Certificates held: "CPA-K", "BLS and ACLS certificates". */
  certifications: string[];
  /** What the client is: "a member of KISM", "registered with the Nursing Council of Kenya". */
  statuses: string[];
  /** Certifications written as deeds: "I passed CPA Section 4 (KASNEB)." */
  credentialDeeds: string[];
  skills: string[];
  languages: string[];
};

const resultVerb =
  /^(?:reduced|increased|grew|cut|saved|improved|raised|won|delivered|launched|introduced|achieved|exceeded|completed|led|designed|built|rolled|streamlined|automated|negotiated|secured|generated|trained|established|implemented)\b/i;

const stopWords = new Set(
  "the and for with from that this their her his my of in on at to a an as by or into over".split(
    " ",
  ),
);
/** Content words, crudely stemmed so "tenders" meets "tender". */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length >= 3 && !stopWords.has(w))
    .map((w) => (w.length > 4 ? w.replace(/(?:ing|ed|es|s)$/, "") : w));

/** How strongly a line speaks for the client: a number, a result verb, what the staff asked for. */
function strength(line: string, emphasis: string[], position: string, latest: boolean): number {
  const words = new Set(wordsOf(line));
  const asked = emphasis.flatMap(wordsOf).filter((w) => words.has(w)).length;
  const forRole = wordsOf(position).filter((w) => words.has(w)).length;
  return (
    (/\d/.test(line) ? 3 : 0) +
    (resultVerb.test(line) ? 2 : 0) +
    4 * asked +
    forRole +
    (latest ? 1 : 0) -
    // A line without a verb ("Team leader for 5 nurses") makes a poor sentence in a letter.
    (startsWithVerb(line) ? 0 : 2)
  );
}

/** The two strongest lines of the CV's roles and achievements, in the order the CV gives them. */
function strongest(input: LetterInput): Highlight[] {
  const { cv, notes, position } = input;
  const candidates: Highlight[] = [
    ...cv.achievements.map((line) => ({ line, role: null })),
    ...cv.roles.flatMap((role) => role.lines.map((line) => ({ line, role }))),
  ];
  const ranked = candidates
    .map((c, index) => ({
      c,
      index,
      score: strength(c.line, notes.emphasis, position, c.role === (cv.roles[0] ?? null)),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index);
  return ranked.map((r) => r.c);
}

const degree =
  /\b(?:phd|doctor|master|msc|mba|m\.?ed|llm|bachelor|bsc|bcom|b\.?ed|llb|bba|ba|ma|higher diploma|diploma|degree|certificate)\b/i;

/** The qualifications worth naming: degrees and diplomas first, at most two. */
function bestEducation(education: Qualification[]): Qualification[] {
  const degrees = education.filter(
    (q) => degree.test(q.qualification) || degreeAbbreviation.test(q.qualification),
  );
  return (degrees.length > 0 ? degrees : education).slice(0, 2);
}

const membership = /^(?:member(?:ship)?|fellow|associate member)\b/i;

/**
 * "Member, Computer Society of Kenya" -> "a member of the Computer Society of Kenya";
 * "Registered with EBK" -> "registered with EBK"; "Registered Professional Engineer" and
 * "KCSE examiner with KNEC" are titles: "a Registered Professional Engineer".
 */
function asStatus(item: string): string {
  const member =
    /^(member|fellow|associate member)(?:ship)?\b[\s,:-]*(?:of\s+)?([^\s,:-].*)$/i.exec(item);
  if (member) {
    // A body's full name takes "the" ("the Law Society of Kenya"); an acronym does not ("KISM").
    const body = member[2]!;
    const the = /^\p{Lu}\p{Ll}+\s/u.test(body) && !/^the\s/i.test(body) ? "the " : "";
    return `a ${member[1]!.toLowerCase()} of ${the}${body}`;
  }
  if (/^(?:registered|licensed|certified)\s+(?:with|by|under|as|in|to)\b/i.test(item))
    return lowerFirst(item);
  // "HACCP certified": what the client is, as the CV says it.
  if (/\bcertified$/i.test(item)) return item;
  // "Registered graduate engineer" is a plain phrase; "Registered Professional Engineer" a title.
  return `${article(item)} ${/^\p{Lu}\p{Ll}+\s\p{Ll}/u.test(item) ? lowerFirst(item) : item}`;
}

/** "CPSP-K from KISEB in 2020" -> "CPSP-K from KISEB": the letter names, the CV dates. */
const withoutYear = (item: string) =>
  item
    .replace(/,?\s*valid (?:to|until|till)\s.*$/i, "")
    .replace(/,?\s*(?:\b(?:in|since|from)\s)?\(?\b(?:19|20)\d{2}\)?$/, "")
    .trim();

type Credentials = Pick<LetterPlan, "certifications" | "statuses" | "credentialDeeds">;

/**
 * Certifications as a letter says them: held ("I also hold CPA-K"), a status or title ("I am a
 * member of KISM", "I am registered with EBK") or a deed ("I passed CPA Section 4").
 */
function credentials(items: string[]): Credentials {
  const found: Credentials = { certifications: [], statuses: [], credentialDeeds: [] };
  for (const item of items.flatMap((c) => withoutYear(c).split(/\s+and\s+(?=member\b)/i))) {
    const status =
      membership.test(item) ||
      /^(?:registered|licensed)\b|^certified\s(?:with|by|under|as|in|to)\b|\bcertified$/i.test(
        item,
      ) ||
      roleWord.test(item);
    // "Admitted to the bar": done to the client, said in the passive.
    if (/^admitted\s/i.test(item)) {
      found.credentialDeeds.push(`I was ${lowerFirst(item)}.`);
      continue;
    }
    // "Certified Credit Professional" is the certificate's name, not something the client did.
    const named = /^Certified\s\p{Lu}/u.test(item);
    if (status) found.statuses.push(asStatus(item));
    else if (startsWithVerb(item) && !named)
      found.credentialDeeds.push(`${firstPersonClause(item, false)}.`);
    else found.certifications.push(item);
  }
  return {
    certifications: found.certifications.slice(0, 3),
    statuses: found.statuses.slice(0, 2),
    credentialDeeds: found.credentialDeeds.slice(0, 1),
  };
}

/** A person the staff named: "Ms Jane Otieno, HR Manager" -> lines and "Dear Ms Otieno,". */
function addressing(addressee: string): { lines: string[]; salutation: string } {
  if (addressee === "") return { lines: ["Hiring Manager"], salutation: "Dear Hiring Manager," };
  const [person = "", ...title] = addressee.split(/,\s*/);
  const titled = /^(mr|mrs|ms|miss|dr|prof|eng)\.?\s+(?:\S+\s+)*?(\S+)$/i.exec(person);
  return {
    lines: [person, ...title],
    salutation: `Dear ${titled ? `${titled[1]} ${titled[2]}` : person},`,
  };
}

export function planLetter(input: LetterInput): LetterPlan {
  const { cv, notes } = input;
  const latest = cv.roles[0] ?? null;
  const highlights = strongest(input);
  const covered = new Set(highlights.flatMap((h) => wordsOf(h.line)));
  const starts = cv.roles
    .map((r) => r.start)
    .filter(Boolean)
    .sort();
  const { lines, salutation } = addressing(notes.addressee);
  return {
    reLine: `Re: Application for ${input.position}${notes.reference ? ` (Ref. ${notes.reference})` : ""}`,
    addressee: lines,
    salutation,
    latest,
    previous: cv.roles.slice(1).find((r) => r.title !== "") ?? null,
    role: latest?.title || cv.profileRole,
    years: cv.years,
    since: starts[0] ?? "",
    industry: cv.industry,
    highlights,
    emphasisLeft: notes.emphasis.filter((e) => !wordsOf(e).some((w) => covered.has(w))),
    education: bestEducation(cv.education),
    ...credentials(cv.certifications),
    skills: cv.skills.filter((s) => s.length <= 40).slice(0, 5),
    languages: cv.languages.slice(0, 3),
  };
}
