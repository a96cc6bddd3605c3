import { clientSentence, lowerFirst } from "./sentences";

/**
 * The "Additional information" staff type when they ask for a letter, read as instructions and
 * facts, never pasted: the vacancy reference goes to the "Re:" line, a closing date and notes
 * meant for staff stay out of the letter, the rest becomes sentences in the client's voice.
 */
export type StaffNotes = {
  /** "KRCS/HR/2026/041" from "Vacancy ref KRCS/HR/2026/041". */
  reference: string;
  /** Whom to address: "Ms Jane Otieno, HR Manager" from "Address it to Ms Jane Otieno, HR Manager". */
  addressee: string;
  /** Facts as the client's own sentences: "I am available from March." */
  sentences: string[];
  /** What to put forward: "leadership of the night shift" from "Highlight her leadership ...". */
  emphasis: string[];
  /** Closing dates and notes for staff: never written to the employer. */
  withheld: string[];
  /** Notes that are no sentence about the client: not written offline, given to the model. */
  unused: string[];
};

/**
 * "Vacancy ref X", "Ref No. X", "Job ID X", "Requisition number X", "reference: X", "Position
 * code X", "Advert no. X", and "Vacancy X" where X is a code cut by slashes ("Vacancy
 * VRK/EC/2026/31"), as an advert prints it.
 */
const referencePattern =
  /\b(?:(?:vacancy|job|position|advert|post)\s+)?(?:ref(?:erence)?|job\s+id|(?:vacancy|advert)\s+(?:no|number)|(?:position|job|vacancy)\s+code|requisition|(?:vacancy|advert)(?=\s+[A-Za-z0-9][\w.-]*\/))(?:[\s:#.-]+(?:no|number|id|is)\b)*[\s:#.-]*([A-Za-z0-9][\w/.-]*)/gi;

const closingDate =
  /\b(?:closing\s+date|closes|closing\s+on|deadline|apply\s+(?:by|before)|applications?\s+(?:close|due)|due\s+(?:date|by|on)|submit\s+(?:by|before)|last\s+date)\b/i;

/**
 * Notes for the consultancy itself: contacting the client, the client's wishes about the
 * service, money owed to us, internal remarks. Words such as "payment" or "fees" alone can be a
 * client's achievement ("handled supplier payments"), so only the service's own uses count.
 */
const forStaff =
  /\b(?:(?:call|ring|phone|text|sms|whatsapp|email|remind)\s+(?:her|him|them|the\s+client|client)|client\s+(?:prefers|wants|asked|said|says|requested|needs|owes|paid|would\s+like)|prefers?|internal|note\s+to\s+self|for\s+staff|staff\s+only|invoice|unpaid|(?:not\s+yet|not|already|fully|has|have)\s+paid|paid\s+(?:via|by|through|in\s+full)|deposit|balance\s+(?:due|owing|outstanding|pending)|(?:our|service|consultancy)\s+fees?|fees?\s+(?:paid|due|pending|owed|balance)|follow[\s-]?up|confidential|reminder|consultant(?:'s)?\s+(?:note|only)|discount|m-?pesa|do\s+not\s+(?:mention|tell|share|include)|don't\s+(?:mention|tell|share|include)|nb)\b/i;

const emphasisPattern =
  /\b(?:emphasi[sz]e|highlight|stress|focus\s+on|mention|bring\s+out|put\s+forward|lead\s+with|play\s+up)\s+(\S.*)$/i;

const addresseePattern =
  /^(?:address(?:ed)?(?:\s+(?:it|the\s+letter))?\s+to|attention|attn|for\s+the\s+attention\s+of|hiring\s+manager(?:\s+is)?|contact\s+person(?:\s+is)?)[\s:-]*([^\s:-].*)$/i;

const locationPattern =
  /^(?:the\s+)?(?:(?:role|position|job|post|vacancy)\s+)?(?:is\s+)?based\s+(at|in)\s+(\S.*)$/i;

const noticePattern =
  /^(?:(?:my|her|his|their)\s+)?notice(?:\s+period)?(?:\s+is|\s+of|:)?\s+(\S.*)$/i;

const aboutTheVacancy = /^the\s+(?:role|position|job|post|vacancy)\s+\S/i;

/** A phrase that describes the client: "Willing to relocate", "Fluent in French". */
const describing =
  /^(?:willing|able|ready|available|fluent|certified|registered|licensed|qualified|trained|skilled|bilingual|eligible|keen|happy|open|experienced|proficient|familiar|conversant)\b/i;

/** A phrase the client has: "A clean driving licence", "Her own car", "5 years of ...". */
const possessed = /^(?:a|an|the|her|his|their|my|own|\d)\b/i;

const abbreviation = /\b(?:dr|mr|mrs|ms|prof|eng|st|no|ref|e\.g|i\.e|approx)\.$/i;

/** Splits notes into clauses: lines, semicolons and sentences, not the dot of "Dr." or "No.". */
function clauses(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+|;\s*|\s+[–—]\s+/)) {
    let pending = "";
    for (const piece of line.split(/(?<=[.!?])\s+/)) {
      pending = pending ? `${pending} ${piece}` : piece;
      if (!abbreviation.test(pending)) {
        out.push(pending);
        pending = "";
      }
    }
    if (pending) out.push(pending);
  }
  return out.map(tidy).filter((c) => /\p{L}{2}/u.test(c));
}

/** Separators and bullets left at either end of a clause. */
const tidy = (text: string) =>
  text
    .replace(/^[\s,.:;•*-]+/u, "")
    .replace(/[\s,:;•*-]+$/u, "")
    .trim();

const toClient = (phrase: string) =>
  phrase.replace(/\b(?:her|his|their)\b/gi, "my").replace(/[.!]+$/, "");

/** Reads the staff's additional information for a letter to the client called `firstName`. */
export function readStaffNotes(text: string, firstName = ""): StaffNotes {
  const notes: StaffNotes = {
    reference: "",
    addressee: "",
    sentences: [],
    emphasis: [],
    withheld: [],
    unused: [],
  };
  const withoutReferences = text.replace(referencePattern, (match, code: string) => {
    const clean = code.replace(/[.-]+$/, "");
    if (!/\d/.test(clean)) return match;
    notes.reference ||= clean;
    return "";
  });
  for (const clause of clauses(withoutReferences)) {
    const emphasis = emphasisPattern.exec(clause);
    const addressee = addresseePattern.exec(clause);
    const location = locationPattern.exec(clause);
    const notice = noticePattern.exec(clause);
    if (closingDate.test(clause) || forStaff.test(clause)) notes.withheld.push(clause);
    else if (emphasis) {
      // "Mention that she is a KISM member" asks for a fact: "I am a KISM member."
      const fact = /^that\s+(\S.*)$/i.exec(emphasis[1]!);
      const sentence = fact ? clientSentence(fact[1]!, firstName) : null;
      if (sentence) notes.sentences.push(sentence);
      else notes.emphasis.push(toClient(emphasis[1]!));
    } else if (addressee) notes.addressee = addressee[1]!.replace(/\.$/, "");
    else if (location)
      notes.sentences.push(
        `I would be glad to be based ${location[1]!.toLowerCase()} ${location[2]!.replace(/^the\s+(?:the\s+)?/i, "your ").replace(/\.$/, "")}.`,
      );
    else if (notice) notes.sentences.push(`My notice period is ${notice[1]!.replace(/\.$/, "")}.`);
    else if (aboutTheVacancy.test(clause))
      notes.sentences.push(`I understand that ${lowerFirst(clause.replace(/\.$/, ""))}.`);
    // "Registered with EBK" describes the client ("I am registered"); it is no deed of theirs.
    else if (describing.test(clause)) notes.sentences.push(`I am ${lowerFirst(toClient(clause))}.`);
    else {
      const sentence = clientSentence(clause, firstName);
      if (sentence) notes.sentences.push(sentence);
      else if (possessed.test(clause))
        notes.sentences.push(`I also have ${lowerFirst(toClient(clause))}.`);
      else notes.unused.push(clause);
    }
  }
  return notes;
}
