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
  /** How far apart subject and symptom may be, when not `WINDOW` (a document and its readers). */
  window?: number;
  /** Words of wanting one of which must be near ("I want", "hope to"): a purpose, not a fact. */
  wanted?: ReadonlySet<string>;
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
    // The CV described, not named: "the page I attach to applications, the one with my jobs
    // and schooling", "the document with my education and work history".
    service: "cv-writing",
    subject: set("page pages paper papers document documents sheet attach attached send"),
    symptom: set("schooling education qualifications history"),
    negative: true,
    window: 10,
  },
  {
    service: "cv-writing",
    subject: set(applying),
    symptom: set("rejected rejection rejections ignored ignore ignores"),
    negative: true,
    unless: interviewWords,
  },
  {
    // Nerves or failing at the interview itself: "I freeze when the panel asks", "my mind goes
    // blank", "I always fail at the interview stage".
    service: "interview-coaching",
    subject: set("interview interviews interviewer interviewers interviewed panel panels usaili"),
    symptom: set(`freeze freezes froze frozen freezing blank nervous nerves anxious anxiety panic
      panics panicked panicking shake shakes shaking stammer stammering stutter stuttering
      tongue-tied tongue tied sweat sweating fumble fumbling choke choked fail fails failing
      failed flop flopped mess messed`),
    negative: true,
    // The question asked may stand between: "when the panel asks me to introduce myself I freeze".
    window: 10,
  },
  {
    service: "professional-development",
    // "Stuck in the same position for six years", "stuck as a senior accountant for years".
    // "Nimekaa kwa cheo kimoja miaka tisa": I have stayed in one rank nine years.
    subject: set("career careers job work position role level grade rank years same cheo kazi"),
    symptom: set(`stuck stagnant stagnated stagnating stalled plateaued plateau lost directionless
      unfulfilled nimekaa nimekwama sijapandishwa`),
    negative: true,
  },
  {
    // Rising at work: "I can't seem to move up", "passed over for promotion".
    service: "professional-development",
    subject: set("up over"),
    symptom: set("move moving climb climbing rise rising passed"),
    negative: true,
  },
  {
    // A document for those who fund the visitor's work ("a profile of our school for
    // sponsors", "something to send to donors") is business writing.
    service: "business-writing",
    subject: set("profile profiles proposal proposals document documents brochure booklet"),
    symptom: set(`sponsor sponsors donor donors funder funders funding investor investors
      wafadhili grant grants`),
    negative: true,
    window: 10,
  },
  // Purposes: what the visitor wants to happen, with no service word ("I want headhunters to
  // find me", "the bank wants a document for the loan", "our staff are demoralised").
  {
    service: "linkedin-optimization",
    subject: set("headhunters headhunter recruiters recruiter"),
    symptom: set("find finds notice notices approach approaches spot discover reach contact"),
    negative: true,
    wanted: set("want wants wanted like love get hope so how wish"),
  },
  {
    // A document those who lend or invest ask for: a business plan.
    service: "business-writing",
    subject: set(`bank banks lender lenders sacco saccos investor investors loan loans mkopo
      financing microfinance`),
    // "The bank wants five years of projections before they lend".
    symptom: set(
      "document documents paperwork writeup write-up showing show shows explaining projections forecasts cashflow",
    ),
    negative: true,
    window: 10,
  },
  {
    // A workforce demoralised or wanted trained: corporate training.
    service: "corporate-training",
    subject: set(`staff employees workers team teams mbogi wafanyakazi nurses teachers officers
      agents people morale layoffs retrenchment retrenchments`),
    symptom: set(`demoralised demoralized demotivated unmotivated morale motivated motivate
      layoffs retrenchment retrenchments trained ifunzwe wafunzwe kutrain ku-train`),
    negative: true,
    window: 8,
  },
  {
    // A text sent back for its language: "the journal sent my paper back, the English needs
    // work", "my supervisor says the thesis is full of grammar mistakes": editing.
    service: "editing",
    subject: set(
      "paper manuscript thesis dissertation article journal report essay chapter project",
    ),
    symptom: set("english grammar language typos mistakes errors comments corrections"),
    negative: true,
    window: 8,
  },
  {
    // A workforce that does not get on: "kila department iko na beef", "staff fight all the
    // time": corporate training. (Shouting and rudeness are the purpose reader's, which asks
    // for a second service beside them.)
    service: "corporate-training",
    subject: set(`staff employees workers team teams department departments wasee ofisi
      wafanyakazi supervisors managers colleagues`),
    symptom: set(`beef conflict conflicts fight fights fighting quarrel quarrels quarrelling
      wrangles tension tensions gossip bickering toxic hawaongeleshani
      hawaongei hawaelewani`),
    negative: true,
    window: 8,
  },
  {
    // Rising to a post in time: "I want to be a manager in two years", "grow in my career".
    service: "professional-development",
    // "To get to the next level or change fields": the next step of a career, wanted.
    subject: set(
      "manager director supervisor partner head ceo promoted promotion career level field fields management leadership",
    ),
    symptom: set("be become becoming grow growth promoted rise next change switch into"),
    negative: true,
    wanted: set("want wants hope aim plan goal dream wish would like"),
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
      const reach = outcome.window ?? WINDOW;
      const from = Math.max(0, i - reach);
      const near = tokens.slice(from, i + reach + 1);
      if (!near.some((w) => outcome.subject.has(w))) continue;
      if (outcome.unless && near.some((w) => outcome.unless!.has(w))) continue;
      if (!outcome.negative && !near.some((w) => negations.has(w))) continue;
      if (outcome.wanted && !near.some((w) => outcome.wanted!.has(w))) continue;
      const subjectAt = near.findIndex((w) => outcome.subject.has(w)) + from;
      return { service: outcome.service, at: Math.min(i, subjectAt) };
    }
  }
  return undefined;
}
