import type { CatalogServiceId } from "../services";

/**
 * Services named by the outcome the visitor lacks rather than by the service: a profile no one
 * views is LinkedIn work, applications that never get a reply are the CV's, a career that
 * stalled is professional development. Each outcome is a subject and a symptom near each
 * other, most with a negation ("never", "no", "nobody") beside them.
 */
interface Outcome {
  service: CatalogServiceId;
  /** What fails to happen to ("profile", "applications", "career"). */
  subject: ReadonlySet<string>;
  /** What does not happen ("views", "reply", "shortlisted") or what goes wrong ("stuck"). */
  symptom: ReadonlySet<string>;
  /** The symptom says the failure itself ("stuck", "rejected"): no negation needed. */
  negative?: true;
  /** Words that make it another service's outcome ("rejected after every interview"). */
  unless?: ReadonlySet<string>;
}

const set = (list: string) => new Set(list.split(/\s+/));

/** Words of looking for work: the applications a CV is sent with. */
const applying = `apply applied applying application applications job jobs recruiters recruiter
  employers employer companies hr vacancies positions interview interviews`;
const interviewWords = set("interview interviews usaili");

const outcomes: readonly Outcome[] = [
  {
    service: "linkedin-optimization",
    subject: set("profile linkedin online headhunters headhunter"),
    symptom: set(`views view viewed viewing sees see seen visible visibility noticed notice finds
      find found discover discovers appear appears contact contacts contacted message messages
      approach approaches reach`),
  },
  {
    service: "cv-writing",
    subject: set(applying),
    symptom: set(`callback callbacks call calls back reply replies response responses feedback
      shortlisted shortlist shortlisting invited invitation invitations invite invites`),
  },
  {
    // "Shortlisted" and "callbacks" say job applications by themselves.
    service: "cv-writing",
    subject: set("shortlisted shortlist callback callbacks"),
    symptom: set("shortlisted shortlist callback callbacks"),
  },
  {
    service: "cv-writing",
    subject: set(applying),
    symptom: set("rejected rejection rejections ignored ignore ignores"),
    negative: true,
    unless: interviewWords,
  },
  {
    service: "professional-development",
    subject: set("career careers job work"),
    symptom: set(`stuck stagnant stagnated stagnating stalled plateaued plateau lost directionless
      unfulfilled`),
    negative: true,
  },
];

/** Words that say something does not happen: "never", "no one", "can't find". */
const negations = set(`no never nobody none nothing not zero hardly rarely barely few dont doesnt
  didnt cant cannot wont isnt arent without`);

/** How far apart a subject and its symptom may be ("profile gets no views"). */
const WINDOW = 5;

/** The service the outcome a visitor describes names, and where it starts; at most one. */
export function outcomeCue(
  tokens: readonly string[],
): { service: CatalogServiceId; at: number } | undefined {
  for (const outcome of outcomes) {
    for (let i = 0; i < tokens.length; i++) {
      if (!outcome.symptom.has(tokens[i]!)) continue;
      const from = Math.max(0, i - WINDOW);
      const near = tokens.slice(from, i + WINDOW + 1);
      if (!near.some((w) => outcome.subject.has(w))) continue;
      if (outcome.unless && near.some((w) => outcome.unless!.has(w))) continue;
      if (!outcome.negative && !near.some((w) => negations.has(w))) continue;
      const subjectAt = near.findIndex((w) => outcome.subject.has(w)) + from;
      return { service: outcome.service, at: Math.min(i, subjectAt) };
    }
  }
  return undefined;
}
