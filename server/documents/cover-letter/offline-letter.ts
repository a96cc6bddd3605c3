import { placeholder } from "../offline-writer";
import type { CvRole, Qualification } from "./cv-reader";
import type { LetterInput } from "./letter-input";
import { type Highlight, type LetterPlan, planLetter } from "./letter-plan";
import { article, firstPersonClause, joinList, lowerFirst, upperFirst } from "./sentences";

/** "6" -> "6 years", "10+" -> "more than 10 years", "1" -> "1 year". */
function yearsPhrase(years: string): string {
  const n = years.replace(/\+$/, "");
  const unit = n === "1" ? "year" : "years";
  return years.endsWith("+") ? `more than ${n} ${unit}` : `${n} ${unit}`;
}

const qualificationPhrase = (q: Qualification) =>
  `${article(q.qualification)} ${q.qualification}${q.institution ? ` from ${q.institution}` : ""}${q.year ? ` (${q.year})` : ""}`;

/**
 * A job title inside a sentence: "Registered nurse" -> "registered nurse", "Intern" -> "intern";
 * a title written in capitals ("Finance Manager", "ICU Nurse") is kept as the CV gives it.
 */
const titleInSentence = (title: string) => (/\s\p{Lu}/u.test(title) ? title : lowerFirst(title));

/** "I am a Procurement Officer with 6 years of experience in public procurement, currently with ...". */
function experienceSentence(plan: LetterPlan): string {
  const { latest, industry } = plan;
  const role = titleInSentence(plan.role);
  if (role === "" && latest?.employer) return untitledSentence(plan, latest);
  if (role === "") {
    const [first] = plan.education;
    return first
      ? `I hold ${qualificationPhrase(first)}.`
      : placeholder("One sentence on your current role and experience");
  }
  const employer = latest?.employer ?? "";
  const current = latest ? latest.current || latest.start === "" : true;
  const where = employer
    ? `, ${current ? "currently with" : "most recently with"} ${employer}`
    : "";
  if (plan.years)
    return `I am ${article(role)} ${role} with ${yearsPhrase(plan.years)} of experience${industry ? ` in ${industry}` : ""}${where}.`;
  const field = industry ? `, working in ${industry}` : "";
  const since = plan.since ? ` My career began in ${plan.since}.` : "";
  return `I am ${article(role)} ${role}${where}${field}.${since}`;
}

/**
 * "I have been with Safaricom since 2019, and before that I was a teller at KCB.": the job held
 * now, known by its employer alone (the CV gives no title to claim), and the titled job before.
 */
function untitledSentence(plan: LetterPlan, latest: CvRole): string {
  const since = latest.start ? ` since ${latest.start}` : "";
  const opening =
    latest.current || latest.start === ""
      ? `I have been with ${latest.employer}${since}`
      : `I most recently worked with ${latest.employer}`;
  const before = plan.previous;
  const earlier = before
    ? `, and before that I was ${article(before.title)} ${titleInSentence(before.title)}${before.employer ? ` at ${before.employer}` : ""}`
    : "";
  return `${opening}${earlier}.`;
}

/** The strongest CV lines as first-person sentences, each introduced by the role it comes from. */
function achievementSentences(plan: LetterPlan): string[] {
  let lastRole: Highlight["role"] | undefined;
  return plan.highlights.map(({ line, role }) => {
    const current = role ? role.current || (role === plan.latest && role.start === "") : true;
    const clause = firstPersonClause(line, current);
    const sameRole = role === lastRole;
    lastRole = role;
    if (!role || sameRole || role.employer === "") return `${upperFirst(clause)}.`;
    const opening =
      role === plan.latest && current
        ? `In my current role at ${role.employer}`
        : `As ${article(role.title)} ${titleInSentence(role.title)} at ${role.employer}`;
    // "The team does ...": a sentence with its own subject reads on after the comma.
    return `${opening}, ${/^(?:The|Our)\s/.test(clause) ? lowerFirst(clause) : clause}.`;
  });
}

function qualificationSentences(plan: LetterPlan): string[] {
  const sentences: string[] = [];
  // With no role on the CV, the first qualification already opened the letter.
  const education = plan.role === "" ? plan.education.slice(1) : plan.education;
  if (education.length > 0)
    sentences.push(`I hold ${joinList(education.map(qualificationPhrase))}.`);
  if (plan.certifications.length > 0)
    sentences.push(`I also hold ${joinList(plan.certifications)}.`);
  sentences.push(...plan.credentialDeeds);
  if (plan.statuses.length > 0) sentences.push(`I am ${joinList(plan.statuses)}.`);
  if (plan.skills.length > 0) sentences.push(`My skills include ${joinList(plan.skills)}.`);
  if (plan.languages.length > 0) sentences.push(`I speak ${joinList(plan.languages)}.`);
  return sentences;
}

/**
 * A formal cover letter written without a model: every sentence is built from a fact of the CV
 * or of the staff's notes; a placeholder stands only where the CV holds nothing to say.
 */
export function writeOfflineLetter(input: LetterInput, date: string): string {
  const plan = planLetter(input);
  const { companyName: company, position } = input;
  const achievements = achievementSentences(plan);
  const paragraphs = [
    `I am writing to apply for the position of ${position} at ${company}. ${experienceSentence(plan)}`,
    [
      ...(achievements.length > 0
        ? achievements
        : [placeholder("One achievement that matters for this position")]),
      ...plan.emphasisLeft.map((e) => `I would particularly highlight ${e}.`),
    ].join(" "),
    qualificationSentences(plan).join(" "),
    input.notes.sentences.join(" "),
    `I would welcome the opportunity to discuss how my experience can serve ${company} as ${position}. Thank you for considering my application.`,
  ].filter((p) => p.trim() !== "");
  return `${date}

${[...plan.addressee, company].join("\\\n")}

**${plan.reLine}**

${plan.salutation}

${paragraphs.join("\n\n")}

Yours sincerely,

${input.name || placeholder("Your name")}
`;
}
