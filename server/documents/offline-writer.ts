import type { CoverLetterRequest, CvFacts } from "./facts";
import { fullName } from "./facts";

/** A placeholder the consultant must replace: bracketed so it stands out in every export. */
export const placeholder = (what: string) => `[${what}]`;

const or = (value: string, what: string) =>
  value.trim() === "" ? placeholder(what) : value.trim();

function yearsPhrase(years: string): string {
  const trimmed = years.trim();
  if (trimmed === "") return placeholder("number of years");
  return /^\d+(\.\d+)?\+?$/.test(trimmed) ? `${trimmed} years` : trimmed;
}

/**
 * A structured, ATS-friendly CV: one column, plain section headings, bullets, no tables.
 * The name and contacts are the document's header (personal info), not part of the body.
 */
export function writeOfflineCv(facts: CvFacts): string {
  const role = or(facts.currentRole, "Current job title");
  const industry = or(facts.industry, "Industry");
  const company = or(facts.company, "Current employer");
  const goal = facts.careerGoal.trim();
  const profile = [
    `${role} with ${yearsPhrase(facts.yearsExperience)} of experience in ${industry}.`,
    goal
      ? `Seeking to ${lowerFirst(goal.replace(/[.!]+$/, ""))}.`
      : placeholder("Career objective"),
  ].join(" ");
  return `## Professional Profile

${profile}

## Work Experience

### ${role}, ${company}

*${placeholder("Start month and year")} – Present*

- ${placeholder("Key achievement with a measurable result")}
- ${placeholder("Main responsibility")}
- ${placeholder("Main responsibility")}

### ${placeholder("Previous job title")}, ${placeholder("Previous employer")}

*${placeholder("Start")} – ${placeholder("End")}*

- ${placeholder("Key achievement")}

## Key Skills

- ${placeholder("Skill relevant to the target role")}
- ${placeholder("Skill relevant to the target role")}
- ${placeholder("Software or technical skill")}

## Education

- ${placeholder("Qualification, institution, year")}

## Certifications

- ${placeholder("Certification, awarding body, year (or remove this section)")}

## Referees

Available on request.
`;
}

function lowerFirst(text: string): string {
  // Keep acronyms (e.g. "HR manager") as written.
  if (/^[A-Z]{2,}/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A formal cover letter from the same facts, addressed to the company and position asked for. */
export function writeOfflineCoverLetter(
  facts: CvFacts,
  request: CoverLetterRequest,
  today = new Date(),
): string {
  const name = or(fullName(facts), "Your name");
  const role = or(facts.currentRole, "current job title");
  const industry = or(facts.industry, "industry");
  const date = today.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const extra = request.additionalInfo.trim();
  const goal = facts.careerGoal.trim();
  const paragraphs = [
    `I am writing to apply for the position of ${request.position} at ${request.companyName}. As a ${role} with ${yearsPhrase(facts.yearsExperience)} of experience in ${industry}, I am confident that I can contribute to your team from the first day.`,
    facts.company.trim()
      ? `In my current role at ${facts.company.trim()}, ${placeholder("describe one achievement that matters for this position")}.`
      : `In my current role, ${placeholder("describe one achievement that matters for this position")}.`,
    goal
      ? `My goal is to ${lowerFirst(goal.replace(/[.!]+$/, ""))}, and the ${request.position} role at ${request.companyName} is the right next step.`
      : "",
    extra,
    `I would welcome the opportunity to discuss how my experience fits your needs. Thank you for considering my application.`,
  ].filter((p) => p !== "");
  return `${date}

Hiring Manager\\
${request.companyName}

**Re: Application for ${request.position}**

Dear Hiring Manager,

${paragraphs.join("\n\n")}

Yours sincerely,

${name}
`;
}
