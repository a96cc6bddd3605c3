import { untitledNote } from "../../contract/missing-facts";
import { roleWord } from "./cover-letter/role-words";
import { sentences } from "./cv-facts/cv-text";
import { targetSentence } from "./cv-facts/extract";
import { titleWord } from "./cv-facts/roles";
import type { CvFacts, CvRole } from "./facts";

/** A placeholder the consultant must replace: bracketed so it stands out in every export. */
export const placeholder = (what: string) => `[${what}]`;

/** What each section asks the consultant for when the client gave nothing for it. */
export const missingLabels = {
  profile: "Profile: current role, years of experience and industry",
  experience: "Work experience: job title, employer, years",
  skills: "Skills: tools and systems the client uses",
  education: "Education: qualification, institution, year",
  certifications: "Certifications and professional memberships (or remove this section)",
} as const;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function yearsPhrase(years: string): string {
  const trimmed = years.trim();
  if (trimmed === "1") return "1 year";
  if (/^\d+(\.\d+)?\+?$/.test(trimmed)) return `${trimmed} years`;
  // "6 yrs", "1 yr", "8+ yrs.": a form's shorthand, written out as a CV gives it.
  return trimmed.replace(/^(\d+(?:\.\d+)?\+?)\s*(yrs?)\.?$/i, (_, n: string, unit: string) =>
    /^yr$/i.test(unit) && n === "1" ? "1 year" : `${n} years`,
  );
}

/** "Procurement officer with 6 years of experience in procurement": only the parts given. */
function profileLine(facts: CvFacts): string {
  const role = facts.currentRole.trim();
  // "0" years (a graduate's form) or "No experience yet (entry level)" (the assistant's note
  // for a fresh graduate) is no experience to claim, nor words of a profile.
  const years = /^0+(?:\.0+)?$|^(?:no|none|nil|zero)\b|\bentry[-\s]level\b|\bno experience\b/i.test(
    facts.yearsExperience.trim(),
  )
    ? ""
    : facts.yearsExperience.trim();
  const industry = facts.industry.trim();
  // A bare job title is no profile: the experience section's heading already says it.
  if (!years && !industry) return "";
  const lead = role || "Professional";
  const experience = years ? ` with ${yearsPhrase(years)} of experience` : "";
  // "Graduate engineer in Electrical engineering"; "Professional experienced in banking".
  const experienced =
    experience === "" && !/\b(?:graduate|student|trainee|intern|attach)/i.test(lead);
  const field = industry ? `${experienced ? " experienced" : ""} in ${industry}` : "";
  return sentence(`${lead}${experience}${field}`);
}

function profile(facts: CvFacts): string {
  const summary = facts.summary.map(sentence);
  const lines = summary.length ? summary : [profileLine(facts)].filter(Boolean);
  // A form's career-goal text may go on to tell the whole career: its first sentence is the
  // goal; the rest was read as facts into their sections ("Jan-Jul 2020 out of work" into none).
  const firstGoal = sentences(facts.careerGoal)[0] ?? "";
  const goal = facts.target.trim() || (firstGoal.trim() ? targetSentence(firstGoal) : "");
  if (lines.length === 0 && !goal) return placeholder(missingLabels.profile);
  return [...lines, goal ? sentence(goal) : ""].filter(Boolean).join(" ");
}

function roleBlock(role: CvRole): string {
  const heading = [role.title, role.employer].filter(Boolean).join(", ");
  // A job known by its employer alone: the consultant is asked for the title (a note no export
  // shows), and the CV's text invents none. An upload's heading read whole into the employer
  // ("HR Business Partner, Bidco Africa") already names its post.
  const untitled =
    role.title === "" &&
    role.employer !== "" &&
    !titleWord.test(role.employer) &&
    !roleWord.test(role.employer)
      ? `\n\n${untitledNote}`
      : "";
  const when = role.period ? `\n\n*${role.period}*` : "";
  const bullets = role.bullets.length ? `\n\n${role.bullets.map((b) => `- ${b}`).join("\n")}` : "";
  return `### ${heading}${when}${untitled}${bullets}`;
}

/** The years a period spans: "2014 – 2022"; "2016 – Present" runs on; "Present" alone is any. */
function span(period: string): [number, number] {
  const years = (period.match(/\b(?:19|20)\d\d\b/g) ?? []).map(Number);
  const start = years[0] ?? Number.NEGATIVE_INFINITY;
  const end = /present/i.test(period) ? Number.POSITIVE_INFINITY : (years.at(-1) ?? start);
  return [start, end];
}

/** "At H. Young measured works on site": the employer a duty opens with, and the duty. */
const atEmployer =
  /^At\s(?:the\s)?(\p{Lu}[\p{L}\p{N}.&'’-]*(?:\s(?:&\s)?\p{Lu}[\p{L}\p{N}.&'’-]*)*),?\s(?=\p{Ll})/u;

/**
 * The one job whose employer the line opens with ("At Nation covered the Rift Valley" and the
 * job at "Nation Media Group"), with the duty told without that lead; none when no job or more
 * than one fits.
 */
function namedAt(roles: CvRole[], line: string): { role: CvRole; duty: string } | undefined {
  const at = atEmployer.exec(line);
  if (!at) return undefined;
  const name = at[1]!.toLowerCase();
  const fits = roles.filter((role) => {
    const employer = role.employer.toLowerCase();
    return employer === name || employer.startsWith(`${name} `) || employer.startsWith(`${name},`);
  });
  if (fits.length !== 1) return undefined;
  const duty = line.slice(at[0].length).trim();
  return { role: fits[0]!, duty: duty.charAt(0).toUpperCase() + duty.slice(1) };
}

/**
 * "Won the best merchandiser award in 2018", told apart from the jobs: the one job whose dates
 * hold every year the line names, or none when no year or more than one job fits.
 */
function heldAt(roles: CvRole[], line: string): CvRole | undefined {
  const years = (line.match(/\b(?:19|20)\d\d\b/g) ?? []).map(Number);
  if (years.length === 0) return undefined;
  const fits = roles.filter((role) => {
    const [start, end] = span(role.period);
    return years.every((year) => year >= start && year <= end);
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** The jobs the client named; lines that name no job go under the current role (or stand alone). */
function experience(facts: CvFacts): string {
  const roles = facts.roles.map((r) => ({ ...r, bullets: [...r.bullets] }));
  // The role the client holds now, when they named no dates: current is what they told us.
  if (roles.length === 0 && facts.currentRole.trim())
    roles.push({
      title: facts.currentRole.trim(),
      employer: facts.company.trim(),
      period: "Present",
      bullets: [],
    });
  const loose = facts.experience.flatMap((line) => {
    // "At Arcon did cost plans for hospitals": the duty of the job at Arcon, told in its own turn.
    const named = namedAt(roles, line);
    if (named) {
      named.role.bullets.push(named.duty);
      return [];
    }
    const dated = heldAt(roles, line);
    if (dated && dated !== roles[0]) dated.bullets.push(line);
    return !dated || dated === roles[0] ? [line] : [];
  });
  if (roles[0]) roles[0].bullets.unshift(...loose);
  if (roles.length === 0 && loose.length === 0) return placeholder(missingLabels.experience);
  const blocks = roles.map(roleBlock);
  if (roles.length === 0) blocks.push(loose.map((b) => `- ${b}`).join("\n"));
  return blocks.join("\n\n");
}

const bullets = (items: string[], missing: string) =>
  items.length ? items.map((i) => `- ${i}`).join("\n") : `- ${placeholder(missing)}`;

/** Activities are optional: a section appears only when the client named some. */
const activities = (items: string[]) =>
  items.length ? `## Activities and Leadership\n\n${bullets(items, "")}\n\n` : "";

/**
 * A structured, ATS-friendly CV: one column, plain section headings, bullets, no tables.
 * Every fact the client gave is written into its section; a placeholder stands only where a
 * section has no fact at all, so the consultant sees what to ask the client for. The name
 * and contacts are the document's header (personal info), not part of the body.
 */
export function writeOfflineCv(facts: CvFacts): string {
  const skills = [
    ...facts.skills,
    ...(facts.languages.length ? [`Languages: ${facts.languages.join(", ")}`] : []),
  ];
  return `## Professional Profile

${profile(facts)}

## Work Experience

${experience(facts)}

## Key Skills

${bullets(skills, missingLabels.skills)}

## Education

${bullets(facts.education, missingLabels.education)}

## Certifications and Memberships

${bullets(facts.certifications, missingLabels.certifications)}

${activities(facts.activities)}## Referees

${facts.referees.length ? bullets(facts.referees, "") : "Available on request."}
`;
}
