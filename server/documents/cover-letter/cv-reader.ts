import { type CvLine, type CvSection, cvSections } from "./cv-sections";
import { roleWord } from "./role-words";
import { isPastVerb } from "./sentences";

/** One job on the CV: "Registered Nurse, Thika Level 5 Hospital, 2016 – Present" and its lines. */
export type CvRole = {
  title: string;
  employer: string;
  /** First year of the role ("2016"), or "" when the CV gives none. */
  start: string;
  current: boolean;
  lines: string[];
};

export type Qualification = { qualification: string; institution: string; year: string };

/** What a cover letter may say about the client, read from the CV it is written for. */
export type CvReading = {
  /** The name the CV's text opens with, if any (the document's header is the first source). */
  name: string;
  roles: CvRole[];
  /** From the profile: "Accountant with 6 years of experience in banking". */
  profileRole: string;
  years: string;
  industry: string;
  /** Lines of a "Key Achievements" section and results the profile states: no one role's. */
  achievements: string[];
  education: Qualification[];
  certifications: string[];
  skills: string[];
  languages: string[];
};

const years = /\b(?:19|20)\d{2}\b/g;
const hasYear = /\b(?:19|20)\d{2}\b/;
const ongoing = /\b(?:present|current|currently|now|to date|date)\b/i;
const month = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?=[\s,–-]|$)/gi;

/** A line that is only a period of time: "2016 – Present", "Jan 2019 to date", "(2013 - 2020)". */
const isDateLine = (text: string) =>
  (hasYear.test(text) || ongoing.test(text)) &&
  text
    .replace(years, "")
    .replace(month, "")
    .replace(ongoing, "")
    .replace(/\b(?:since|from|to|until|till)\b/gi, "")
    .replace(/[\s()–—,.|/-]/g, "") === "";

/** The period a heading or date line gives: its first year, and whether it runs to the present. */
function periodOf(text: string): Pick<CvRole, "start" | "current"> {
  const found = text.match(years) ?? [];
  return {
    start: found[0] ?? "",
    current: ongoing.test(text) || (found.length === 1 && /\b(?:since|from)\b/i.test(text)),
  };
}

/** "2016 – Present", "since 2019", "Mar 2015 to Dec 2018", "2013-2020" inside a heading. */
const periodSpan =
  /(?:\b(?:since|from)\s+)?(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s)?\b(?:19|20)\d{2}\b(?:\s?(?:[–—-]|to|until)\s?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s)?(?:(?:19|20)\d{2}\b|present|current|date|now|to date))?/gi;

/** Splits "Role, Employer (2016 – Present)" or "2016 – Present: Role at Employer" into its parts. */
function roleHeading(text: string): Omit<CvRole, "lines"> {
  const withoutPeriod = text
    .replace(/\([^)]*\)/g, (inner) => (isDateLine(inner) ? "" : inner))
    .replace(/\s+/g, " ")
    .replace(periodSpan, " | ")
    .trim();
  const parts = withoutPeriod
    .split(/\s+at\s+|,\s*|\s*[|:]\s*|\s+[–—-]\s+/)
    .map((p) => p.trim())
    .filter((p) => /\p{L}/u.test(p));
  const roleIndex = Math.max(
    0,
    parts.findIndex((p) => roleWord.test(p)),
  );
  const title = parts[roleIndex] ?? "";
  const employer = parts.find((_, i) => i !== roleIndex) ?? "";
  return { title, employer, ...periodOf(text) };
}

/** A label over a role's lines: "Duties", "Key responsibilities:", "Duties and achievements". */
const linesLabel =
  /^(?:(?:key|main|major)\s)?(?:duties|responsibilities|achievements|tasks|accomplishments)(?:\sand\s(?:duties|responsibilities|achievements))?:?$/i;

function readRoles(lines: CvLine[]): CvRole[] {
  const roles: CvRole[] = [];
  for (const line of lines) {
    const role = roles.at(-1);
    if (linesLabel.test(line.text)) continue;
    if (role && isDateLine(line.text)) {
      const period = periodOf(line.text);
      role.start ||= period.start;
      role.current ||= period.current;
    } else if (
      role &&
      (line.bullet || (!line.subheading && role.lines.length === 0 && /\.$/.test(line.text)))
    ) {
      role.lines.push(line.text);
    } else if (role && role.lines.length === 0 && role.employer === "" && !line.subheading) {
      // A heading over two lines: "Procurement Officer" then "Nakuru County Government, 2019 –
      // Present", or the employer first and the role under it.
      const next = roleHeading(line.text);
      const nextIsRole = roleWord.test(next.title) && !roleWord.test(role.title);
      role.employer = nextIsRole ? role.title : next.title;
      if (nextIsRole) role.title = next.title;
      role.start ||= next.start;
      role.current ||= next.current;
    } else if (line.untitled && !roleWord.test(roleHeading(line.text).title)) {
      // "### Safaricom" over the writer's note: the employer, its title not known.
      const { title, employer, ...period } = roleHeading(line.text);
      roles.push({
        ...period,
        title: "",
        employer: [title, employer].filter(Boolean).join(", "),
        lines: [],
      });
    } else {
      roles.push({ ...roleHeading(line.text), lines: [] });
    }
  }
  return roles.filter((r) => r.title !== "" || r.employer !== "" || r.lines.length > 0);
}

/** Splits on `separator` characters outside brackets: "MS Office (Word, Excel), LIMS" is two items. */
function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const items = [""];
  let depth = 0;
  for (const char of text) {
    if (char === "(") depth += 1;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && separator.test(char)) items.push("");
    else items[items.length - 1] += char;
  }
  return items;
}

/** "BSc Civil Engineering, JKUAT, 2014" -> its qualification, institution and year. */
function readQualification(text: string): Qualification {
  const yearFound = text.match(years)?.at(-1) ?? "";
  const parts = splitOutsideBrackets(text.replace(periodSpan, ", "), /[,|–—]/)
    .map((p) => p.trim())
    .filter((p) => /\p{L}/u.test(p));
  const at = parts.findIndex(
    (p, i) =>
      i > 0 &&
      (/universit|college|institute|school|polytechnic|academy|kmtc|centre|center/i.test(p) ||
        /^[A-Z]{3,}$/.test(p)),
  );
  return {
    qualification: (at > 0 ? parts.slice(0, at) : parts).join(", "),
    institution: at > 0 ? (parts[at] ?? "") : "",
    year: yearFound,
  };
}

/**
 * Items of a list section: one a bullet or line, or, for skills and languages (`split`), a
 * bullet or line of items split on commas ("Tools: SAP, iTax").
 */
function listItems(lines: CvLine[], split = false): string[] {
  return lines.flatMap((line) =>
    !split
      ? [line.text.replace(/[.;]$/, "")]
      : splitOutsideBrackets(line.text.replace(/^[^:]{1,30}:\s*/, ""), /[,;|•]/)
          .map((item) => item.replace(/\.$/, "").trim())
          .filter(Boolean),
  );
}

/** Role, years and industry as a profile states them: "Accountant with 6 years of experience in banking." */
function readProfile(lines: CvLine[]) {
  const text = lines.map((l) => l.text).join(" ");
  const years = /(\d+(?:\.\d+)?\+?)\s*(?:years?|yrs)\b/i.exec(text)?.[1] ?? "";
  const industry =
    /\b(?:years?|yrs)(?:\s+of)?(?:\s+(?:professional|progressive|hands-on))?(?:\s+experience)?\s+in\s+(?:the\s+)?([^.;,]+)/i
      .exec(text)?.[1]
      ?.replace(/\s+(?:sector|industry)$/i, "")
      .trim() ?? "";
  const opening = text.split(/[.;]/)[0] ?? "";
  const withYears = opening.search(/\bwith (?:over |more than )?\d/i);
  const profileRole =
    withYears > 0 ? opening.slice(0, withYears).replace(/^an? /i, "").replace(/,/g, "").trim() : "";
  // "Grew route sales by 35% in 2023." in a profile is an achievement like a role's bullet.
  const achievements = text
    .split(/(?<=[.!?])\s+/)
    .filter(
      (sentence) =>
        isPastVerb(/^\p{L}+/u.exec(sentence)?.[0] ?? "") &&
        // "Registered nurse with 8 years of experience" opens with an adjective, not a deed.
        !/\bwith (?:over |more than )?\d/i.test(sentence),
    )
    .map((sentence) => sentence.replace(/[.!?]$/, ""));
  return { profileRole, years, industry, achievements };
}

const linesOf = (sections: CvSection[], kind: CvSection["kind"]) =>
  sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);

/** Reads the facts a cover letter draws on from a CV's Markdown or plain text. */
/** Words a CV's first line holds that are no one's name. */
const notAName = /curriculum|vitae|resume|résumé|profile|\bcv\b/i;

/**
 * The client's name as a CV's text opens with it ("DANIEL MWENDA GITONGA", "Name: Aisha
 * Hassan"): uploaded CVs carry it in their text rather than in the document's header.
 */
function readName(sections: CvSection[]): string {
  const [head] = sections;
  if (head?.kind !== "other") return "";
  for (const { text } of head.lines.slice(0, 4)) {
    const labelled = /^(?:full\s)?name\s?:\s?(\S.*)$/i.exec(text)?.[1];
    const name = labelled ?? text;
    if (notAName.test(name) || !/^\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+){1,3}$/u.test(name))
      continue;
    return name === name.toUpperCase()
      ? name.toLowerCase().replace(/(^|[\s'-])\p{Ll}/gu, (m) => m.toUpperCase())
      : name;
  }
  return "";
}

/** A graduate's project or thesis under Education is work done, not a qualification held. */
const studyWork = /\b(?:project|thesis|dissertation|research paper)\b/i;

export function readCv(markdown: string): CvReading {
  const sections = cvSections(markdown);
  const profile = readProfile(linesOf(sections, "profile"));
  const education = listItems(linesOf(sections, "education"));
  return {
    name: readName(sections),
    roles: readRoles(linesOf(sections, "experience")),
    ...profile,
    achievements: [
      ...listItems(linesOf(sections, "achievements")),
      ...profile.achievements,
      ...education.filter((line) => studyWork.test(line)),
    ],
    education: education.filter((line) => !studyWork.test(line)).map(readQualification),
    certifications: listItems(linesOf(sections, "certifications")),
    skills: listItems(linesOf(sections, "skills"), true),
    languages: listItems(linesOf(sections, "languages"), true),
  };
}
