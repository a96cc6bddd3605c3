import type { CountryCode } from "libphonenumber-js/max";
import type { CatalogServiceId } from "../services";
import { readableText } from "../text";
import type { DetailField, Lead, LeadField } from "../types";
import { onlyAcknowledges } from "./acknowledgements";
import { choosesAll } from "./choose-all";
import { extractPhone, readEmail } from "./contact";
import {
  extractBudget,
  extractChallenge,
  extractCompany,
  extractGoal,
  extractIndustry,
  extractRole,
  extractUrgency,
  extractYearsExperience,
} from "./details";
import { fieldLabels } from "./field-labels";
import { extractName, isContextWord, type NameFound } from "./name";
import { extractService } from "./service";
import { trainingGroup } from "./training-group";

export { choosesAll } from "./choose-all";
export {
  confirmedNumber,
  continuedPhone,
  correctedPhone,
  extractEmail,
  extractPhone,
  type NumberToCheck,
  numberToCheck,
  readEmail,
  unreadNumber,
} from "./contact";
export {
  addressedChildren,
  correctedName,
  extractName,
  readsAsName,
  withoutGreeting,
} from "./name";
export { namedRegions, regionsLivedIn } from "./phone-region";
export { extractService } from "./service";

/** What the assistant asked for last; answers to it may be bare ("5", "Jane", "banking"). */
export type Asked = LeadField | "contact" | undefined;

export interface Extraction {
  fields: Lead;
  /** The name came with an introduction ("my name is"), not only as a bare reply. */
  nameExplicit: boolean;
  /** How strongly the message points to `fields.services` (1 = weak hint). */
  serviceScore: number;
  /** Services the message says are not wanted ("LinkedIn, not CV"). */
  servicesDenied: CatalogServiceId[];
  /** Services named only as what a training is about ("a report writing workshop"). */
  serviceSubjects: CatalogServiceId[];
  /** The email as typed when its provider's mistyped name was set right ("jane@yahooo.com"). */
  emailTyped?: string;
  /** The detail just asked for, read only from the bare reply of a message naming a service. */
  looseDetail?: DetailField;
}

/**
 * A reply with at most one letter and no digit once its whitespace is collapsed: one letter,
 * punctuation or emoji alone. It answers no question (a miss under the two-asks rule); "5"
 * to the years question or "Jo" to the name still do.
 */
export function contentless(message: string): boolean {
  if (/\p{N}/u.test(message)) return false;
  let letters = 0;
  for (const _ of message.matchAll(/\p{L}/gu)) if (++letters > 1) return false;
  return true;
}

/** Every lead field one message holds, read in the light of what was just asked. */
export function extractLead(
  original: string,
  asking: Asked,
  regionsBefore: readonly CountryCode[] = [],
): Extraction {
  // "Nmae:", "Contact persn:": a label's typo read as the label.
  const message = fieldLabels(readableText(original));
  // "Thanks!", "ok sure": no answer to the question just asked, whatever it was; nor is a
  // reply without a letters-worth of content ("x" after 2,000 spaces, "?!", "-- z --").
  const asked = onlyAcknowledges(message) || contentless(message) ? undefined : asking;
  const fields: Lead = {};
  const email = readEmail(message);
  if (email) fields.email = email.email;
  const phone = extractPhone(message, regionsBefore);
  if (phone) fields.phone = phone;

  // "0722 123 123" typed again to "what's your current role?": a way to reach the visitor,
  // never the bare answer to a detail.
  // Nor is a question ("how much will all that cost?") the bare answer to one.
  const bareAnswer = !onlyContact(message, phone, email?.email) && !asksBack(message);
  const details = readDetails(message, bareAnswer ? asked : undefined);

  // A reply to "which service?" may name it by purpose alone ("to get ready for the board"); a
  // reply to another question names none by purpose. The organisation's own name asks for
  // nothing ("Nyalenda Youth Welders" is no youth programme).
  const service = extractService(
    details.company ? message.replace(details.company, " ") : message,
    asked === "services" ? "service" : asked === undefined ? "open" : "other",
  );
  // A loose name (any few words, in reply to the name question) only when nothing else is in
  // the reply: "proofreading" or "0712 345 678" answers something else.
  // "Both", "ok all of them then", "zote mbili": a choice of the services offered, no name.
  const found = choosesAll(message) ? undefined : extractName(message, asked === "firstName");
  const name =
    found &&
    ((found.loose && (service?.services.length || phone || email)) ||
      (!found.explicit && namesSituation(found)))
      ? undefined
      : found;
  if (name) {
    fields.firstName = name.firstName;
    if (name.lastName) fields.lastName = name.lastName;
  }

  if (service?.services.length) fields.services = service.services;

  for (const [key, value] of Object.entries(details) as [DetailField, string | undefined][]) {
    if (value) fields[key] = value;
  }
  // The asked detail read from a reply that names or drops a service: kept apart when only the
  // bare reply gave it ("pia LinkedIn", "scrap the linkedin" are no role), so the dialogue can
  // drop it.
  const looseDetail =
    (service?.services.length || service?.denied.length) &&
    asked &&
    asked in details &&
    details[asked as DetailField]
      ? readDetails(message, undefined)[asked as DetailField]
        ? undefined
        : (asked as DetailField)
      : undefined;
  return {
    fields,
    nameExplicit: name?.explicit ?? false,
    serviceScore: service?.score ?? 0,
    servicesDenied: service?.denied ?? [],
    serviceSubjects: service?.subjects ?? [],
    looseDetail,
    emailTyped: email?.typed,
  };
}

/** A message that asks something back: a question mark at its end, or a question word first. */
function asksBack(message: string): boolean {
  const text = message.trim();
  return (
    text.endsWith("?") ||
    /^(?:how|what|which|when|where|why|who|can|could|do|does|is|are|will|would|should)\b/i.test(
      text,
    )
  );
}

/** Words said around a phone or an email ("my number is", "namba yangu ni"). */
const contactWords = new Set(
  `my the is it its it's email mail e-mail address phone number no tel mobile cell whatsapp call
  me on at or and reach namba nambari simu yangu ni barua pepe`.split(/\s+/),
);

/** A message that holds a phone or an email and nothing else but the words around them. */
function onlyContact(message: string, phone?: string, email?: string): boolean {
  if (!phone && !email) return false;
  return message
    .replace(/\S+@\S+/g, " ")
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .every((w) => w.length < 2 || contactWords.has(w));
}

/**
 * A bare reply taken for a name that names the visitor's situation instead: a service, an
 * industry or, one word alone, a context word ("Youth", "Banking", "Nairobi"). A given name
 * ("Wanjiku", "Grace") names none.
 */
function namesSituation(name: NameFound): boolean {
  const text = [name.firstName, name.lastName].filter(Boolean).join(" ");
  if (extractService(text)?.services.length || extractIndustry(text, false)) return true;
  return !name.lastName && isContextWord(name.firstName);
}

/** Every detail a message holds; the one just asked for may be a bare reply. */
function readDetails(message: string, asked: Asked): Record<DetailField, string | undefined> {
  return {
    yearsExperience: extractYearsExperience(message, asked === "yearsExperience"),
    budget: extractBudget(message, asked === "budget"),
    urgency: extractUrgency(message),
    currentRole: extractRole(message, asked === "currentRole"),
    company: extractCompany(message, asked === "company", asked === "currentRole"),
    industry: extractIndustry(message, asked === "industry"),
    careerGoal: extractGoal(message) ?? (asked === "careerGoal" ? bareGoal(message) : undefined),
    specificChallenge:
      extractChallenge(message) ??
      groupToTrain(message) ??
      (asked === "specificChallenge" ? bareAnswer(message) : undefined),
  };
}

function bareAnswer(message: string): string | undefined {
  const text = message.trim().replace(/\s+/g, " ");
  if (text.length < 3 || text.length > 200) return undefined;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words that say where a career is to go: a long answer with none of them is about the past. */
const goalWords =
  /\b(?:want|wish|aim|hop(?:e|ing)|plan|become|move|get|join|switch|transition|grow|next|target|role|job|position|post|promot\w*|manager|head|senior|lead|director|abroad|career|kazi)\b/i;

/**
 * The answer to "what's the next career step?" as the visitor wrote it: a few words ("finance
 * manager") are the goal; a paragraph is the goal only where it speaks of one (a paragraph
 * about the visitor's papers and tools is not).
 */
function bareGoal(message: string): string | undefined {
  const answer = bareAnswer(message);
  if (!answer || answer.split(" ").length <= 12 || goalWords.test(answer)) return answer;
  return undefined;
}

/**
 * The headcount of a training request ("Training for 15 tellers"), kept with the specific
 * challenge: the eight detail fields are the product's, and the group is what a trainer
 * quotes from.
 */
function groupToTrain(message: string): string | undefined {
  const found = trainingGroup(message);
  return found && `Training for ${found.group}`;
}
