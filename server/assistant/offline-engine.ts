import {
  type Asked,
  choosesAll,
  confirmedNumber,
  continuedPhone,
  correctedName,
  correctedPhone,
  type Extraction,
  extractLead,
  extractName,
  extractService,
  type NumberToCheck,
  numberToCheck,
  regionsLivedIn,
  unreadNumber,
  withoutGreeting,
} from "./extract";
import { interviewNamedIn, preparedForInterview } from "./extract/cue-reference";
import { followUpTopics } from "./follow-up";
import { buildHandOver, fullName } from "./handover";
import { type Intents, languageOf, readIntents } from "./intents";
import type { Knowledge } from "./knowledge";
import {
  detailOrder,
  fieldAskedIn,
  listedServices,
  numberCheckedIn,
  phoneCheckQuestion,
  questions,
  serviceAtPlace,
} from "./questions";
import { bareRefusal } from "./refusal";
import { barelyAService, chooseServices, completedServices } from "./service-choice";
import { type CatalogServiceId, optionOf, serviceNames } from "./services";
import { readableText, words } from "./text";
import {
  type Assistant,
  type AssistantInput,
  type AssistantReply,
  type ChatTurn,
  type DetailField,
  detailFields,
  type HandOver,
  isReady,
  type Lead,
  type LeadField,
} from "./types";

export interface OfflineEngineOptions {
  knowledge: Knowledge;
  /** The consultancy's name as the visitor sees it (config SITE_NAME). */
  brand: string;
}

/** The marker a hand-over offer carries; later turns see from the history that it was made. */
const handOverMarker = "your reference is";
const coreFields: readonly LeadField[] = ["firstName", "lastName", "phone", "email", "services"];

interface Replayed {
  asked: Asked;
  /** How many assistant turns in a row, up to the last one, asked `asked`. */
  askedInARow: number;
  /** The visitor's previous message was in Swahili or Sheng. */
  swahili: boolean;
  declined: Set<LeadField | "contact">;
  offered: boolean;
  visitorTurns: number;
  /** The visitor asked for a person: the name waits until a way to reach them is known. */
  personAsked: boolean;
}

/** What the history says: the last question, the fields refused, whether hand-over was offered. */
function replay(history: readonly ChatTurn[]): Replayed {
  const declined = new Set<LeadField | "contact">();
  let asked: Asked;
  let askedInARow = 0;
  let previousAsk: Asked;
  let offered = false;
  let visitorTurns = 0;
  let swahili = false;
  let lastAnswer: string | undefined;
  let personAsked = false;
  for (const turn of history) {
    if (turn.role === "assistant") {
      lastAnswer = turn.content;
      const now = fieldAskedIn(turn.content);
      askedInARow = now !== undefined && now === previousAsk ? askedInARow + 1 : now ? 1 : 0;
      previousAsk = now;
      asked = now;
      if (turn.content.toLowerCase().includes(handOverMarker)) offered = true;
      continue;
    }
    visitorTurns++;
    const content = readableText(turn.content);
    // The conversation's language: a reply in neither ("Jane Wanjiru", "0722 ...") keeps it.
    const language = languageOf(content);
    if (language) swahili = language === "sw";
    // A refusal declines the field, and so does a second miss in a row (the dialogue policy);
    // extraction runs only then, to keep replay cheap.
    const read = readIntents(content);
    personAsked ||= read.person;
    const refused = refusedField(content, read, asked, lastAnswer);
    if (asked && (refused || askedInARow >= 2)) {
      if (!answers(extractLead(content, refused ? undefined : asked), asked)) {
        declined.add(refused ?? asked);
      }
    }
    asked = undefined;
  }
  return {
    asked,
    askedInARow: asked ? askedInARow : 0,
    declined,
    offered,
    visitorTurns,
    swahili,
    personAsked,
  };
}

/** "no", "Nope.", "hapana", "none", "n/a": nothing more than no. */
const bareNo = /^(?:no|nope|nah|hapana|none|nothing|n\/a|not really|sina|hakuna)[.!]?$/i;

function isDetail(asked: Asked): asked is DetailField {
  return (detailFields as readonly string[]).includes(asked ?? "");
}

/**
 * A refusal of the field asked: the refusal words, or "no", "hapana", "none" to an optional
 * detail ("No" is no role). To the name or the phone a bare no may be a miss, asked once more.
 */
function refuses(message: string, intents: Intents, asked: Asked): boolean {
  if (intents.refusal && asked === "firstName" && givesInWithName.test(message)) return false;
  return intents.refusal || (isDetail(asked) && bareNo.test(message.trim()));
}

/**
 * The field a reply declines: the one asked, refused in words or by a bare no or "I don't have
 * one" (ADR 010: a refusal is no miss, and the next question follows at once); or the email,
 * said not to exist while the phone was asked ("no email either", "sina barua pepe"), when the
 * phone is still wanted. A no to the number check is no refusal: it is asked once more.
 */
function refusedField(
  message: string,
  intents: Intents,
  asked: Asked,
  lastAnswer: string | undefined,
): LeadField | "contact" | undefined {
  if (!asked) return undefined;
  if (refuses(message, intents, asked)) return asked;
  const said = bareRefusal(message);
  if (!said || (asked === "phone" && numberCheckedIn(lastAnswer))) return undefined;
  if (!said.field || asked === "contact") return asked;
  if (said.field === "email" && asked === "phone") return "email";
  return said.field === asked ? asked : undefined;
}

/**
 * "WHY DO YOU NEED MY NAME?? FINE. NJOROGE", "I'd rather not... ok fine, Akinyi": a refusal
 * taken back on the same line, a few words of letters after the giving in ending the reply.
 */
const givesInWithName =
  /\S[\s,.!?;:-]*(?<!\p{L})(?:ok(?:ay)?[\s,]+)?(?:fine|okay|ok|sawa|whatever|alright|haya)[\s,.!:;-]+\p{L}+(?:[\s'-]\p{L}+){0,3}[.!]?$/iu;

/** A request to be readied that points back to an interview the visitor named before. */
function readiedForEarlierInterview(input: AssistantInput): boolean {
  const before = input.history.filter((t) => t.role === "user").map((t) => t.content);
  return interviewNamedIn(before) && preparedForInterview(words(input.message), true) !== undefined;
}

/** "Njeri", "Peter Mwangi", "Bi. Wanjala Nekesa": capitalised words, a title's dot allowed. */
function looksLikeBareName(message: string): boolean {
  const tokens = message.trim().split(/\s+/);
  return tokens.length <= 3 && tokens.every((t) => /^\p{Lu}\p{Ll}+\.?$/u.test(t));
}

/** "kevin otieno": up to three words of letters, in any case. */
function looksLikeLowerName(message: string): boolean {
  const tokens = message.trim().split(/\s+/);
  return tokens.length <= 3 && tokens.every((t) => /^\p{L}[\p{L}'-]*\.?$/u.test(t));
}

/** Fields a name may answer late: no detail whose bare answer it would be taken for. */
const lateNameAllowed = new Set<Asked>(["phone", "email", "contact", "services", undefined]);

/**
 * The name question was asked in one of the last two assistant turns and the visitor has not
 * answered it: a name in the next reply answers the question before last.
 */
function nameAskedLately(history: readonly ChatTurn[], lead: Lead): boolean {
  const asked = history.filter((t) => t.role === "assistant").slice(-2);
  return !lead.firstName && asked.some((t) => fieldAskedIn(t.content) === "firstName");
}

/**
 * The surname, when the visitor's last message was the first name alone and this one is one
 * more name word alone ("Joy", then "Kerich"): people often send a name in two messages.
 */
function surnameSentAlone(input: AssistantInput): string | undefined {
  const { firstName, lastName } = input.lead;
  const before = lastVisitorMessage(input.history);
  if (!firstName || lastName || !before) return undefined;
  if (words(before).join(" ") !== firstName.toLowerCase()) return undefined;
  if (words(input.message).length !== 1 || !looksLikeBareName(input.message)) return undefined;
  const name = extractName(input.message, true);
  if (!name || name.loose || name.lastName || name.firstName === firstName) return undefined;
  return name.firstName;
}

/** "Alice Kiprop" after "I'm Dr. Kiprop": a full name ending in the one word the lead holds. */
function completesName(name: { lastName?: string }, lead: Lead): boolean {
  const surname = name.lastName?.split(" ").at(-1)?.toLowerCase();
  return !lead.lastName && surname !== undefined && surname === lead.firstName?.toLowerCase();
}

function answers(extraction: Extraction, asked: Asked): boolean {
  if (!asked) return false;
  if (asked === "contact" || asked === "phone" || asked === "email") {
    return Boolean(extraction.fields.phone || extraction.fields.email);
  }
  return Boolean(extraction.fields[asked]);
}

/** The message without the words of the name it gives. */
function withoutNameWords(message: string, name: Lead): string {
  const parts = [name.firstName, ...(name.lastName?.split(" ") ?? [])];
  const nameWords = new Set(parts.map((w) => w?.toLowerCase()));
  return message
    .split(" ")
    .filter((t) => !nameWords.has(t.toLowerCase().replace(/[^\p{L}'-]+/gu, "")))
    .join(" ");
}

/** Where the visitor said they are, in the messages before this one ("I'm in London"). */
export function regionsBefore(history: readonly ChatTurn[]) {
  return regionsLivedIn(history.flatMap((t) => (t.role === "user" ? [t.content] : [])).join("\n"));
}

/**
 * The services a "both" or "all of them" chooses: those stored, then those the visitor's last
 * message named ("how much is a cover letter?"), then, when that is not two yet, those the
 * assistant's last answer named, or every service when it was the services question.
 */
function servicesOffered(input: AssistantInput): CatalogServiceId[] {
  const offered = [...(input.lead.services ?? [])];
  const add = (text: string | undefined) => {
    for (const id of (text && extractService(text)?.services) || []) {
      if (!offered.includes(id)) offered.push(id);
    }
  };
  add(lastVisitorMessage(input.history));
  if (offered.length < 2) {
    const answer = input.history.findLast((t) => t.role === "assistant")?.content;
    // Every one after the services question, which lists them all: in its order, which a
    // consultant reads as the request.
    if (fieldAskedIn(answer) === "services") {
      return [...offered, ...listedServices.filter((id) => !offered.includes(id))];
    }
    add(answer?.replace(questions.services!.en, ""));
  }
  return offered;
}

/** What the visitor wrote last before this message. */
function lastVisitorMessage(history: readonly ChatTurn[]): string | undefined {
  const turn = history.findLast((t) => t.role === "user");
  return turn && readableText(turn.content);
}

/** Applies one message's extraction to the stored lead; returns the fields that changed. */
function merge(
  previous: Lead,
  extraction: Extraction,
  intents: Intents,
  asked: Asked,
  said: { message: string; before: string | undefined },
) {
  const lead: Lead = { ...previous };
  const changed: LeadField[] = [];
  const set = <K extends LeadField>(field: K, value: Lead[K]) => {
    if (value === lead[field]) return;
    lead[field] = value;
    changed.push(field);
  };
  const found = extraction.fields;
  // A new email or phone is always the visitor's latest word ("sorry, it's ..."), and so is an
  // address typed again after its provider was set right ("no, it really is ...yahooo.com").
  const insisted = extraction.emailTyped && found.email === previous.email;
  if (found.email) set("email", insisted ? extraction.emailTyped : found.email);
  if (found.phone) set("phone", found.phone);
  if (
    found.firstName &&
    (!previous.firstName || extraction.nameExplicit || asked === "firstName" || intents.correction)
  ) {
    const sameFirst = found.firstName === previous.firstName;
    set("firstName", found.firstName);
    if (found.lastName) set("lastName", found.lastName);
    else if (!sameFirst && previous.lastName) set("lastName", undefined);
  }
  const had = previous.services ?? [];
  const chosen = chooseServices(had, extraction, intents, asked);
  const services =
    chosen === had ? completedServices(had, extraction, said.before, said.message) : chosen;
  if (services !== had) set("services", services.length ? [...services] : undefined);
  // "Pia LinkedIn" after "what's your current role?" asks for a service; it is not the role.
  // Nor is a question ("how much is LinkedIn?").
  // Nor is a change of services ("scrap the linkedin, just the letter").
  const aboutServices =
    services !== had ||
    (Boolean(found.services) &&
      (intents.question || Boolean(found.services?.every((id) => lead.services?.includes(id)))));
  for (const field of detailFields) {
    if (field === extraction.looseDetail && aboutServices) continue;
    const value = found[field];
    if (value && (!previous[field] || asked === field || intents.correction)) set(field, value);
  }
  return { lead, changed };
}

/** "Both", "each", "the two", "zote": every service the visitor asked for. */
const everyOne = /\b(?:both|all|each|every|the two|the three|together|zote|vyote|yote)\b/i;

/**
 * "How much for both?" once two services are stored: the prices of each of them, not of the
 * first alone. A price question that names a service answers that service.
 */
function pricesOfEach(
  message: string,
  intents: Intents,
  named: CatalogServiceId | undefined,
  lead: Lead,
): boolean {
  return (
    intents.topics.includes("price") &&
    !named &&
    (lead.services?.length ?? 0) >= 2 &&
    everyOne.test(message)
  );
}

const say = (intents: Intents, en: string, sw: string) => (intents.swahili ? sw : en);
const thanksForDetails = (intents: Intents) =>
  say(intents, "Thanks, that helps the consultant prepare.", "Asante, hiyo itamsaidia mshauri.");

function acknowledge(
  lead: Lead,
  previous: Lead,
  changed: LeadField[],
  intents: Intents,
  emailTyped: string | undefined,
): string[] {
  const parts: string[] = [];
  const has = (f: LeadField) => changed.includes(f);
  if (has("firstName") || has("lastName")) {
    parts.push(
      previous.firstName
        ? say(
            intents,
            `Thanks, I've updated your name to ${fullName(lead)}.`,
            `Asante, nimebadilisha jina lako kuwa ${fullName(lead)}.`,
          )
        : say(
            intents,
            `Nice to meet you, ${lead.firstName}!`,
            `Nimefurahi kukujua, ${lead.firstName}!`,
          ),
    );
  }
  if (has("services") && !lead.services?.length) {
    const names = serviceNames(previous.services ?? []);
    const namesSw = serviceNames(previous.services ?? [], "na");
    parts.push(say(intents, `No problem, I've taken ${names} off.`, `Sawa, nimeondoa ${namesSw}.`));
  } else if (has("services") && lead.services?.length) {
    // Name what they asked for ("LinkedIn Optimization"), not the option it is filed under.
    const had = previous.services ?? [];
    const added = lead.services.filter((id) => !had.includes(id));
    const label = serviceNames(lead.services);
    // The Swahili reply joins the names with "na", never the English "and".
    const labelSw = serviceNames(lead.services, "na");
    // The same services in another order: nothing new to say of them.
    const reordered = !added.length && had.length === lead.services.length;
    if (!reordered)
      parts.push(
        !had.length
          ? say(
              intents,
              `Great, ${label} ${lead.services.length > 1 ? "are" : "is"} something we can help with.`,
              `Sawa kabisa, tunaweza kukusaidia na ${labelSw}.`,
            )
          : had.every((id) => lead.services?.includes(id))
            ? say(
                intents,
                `Noted, ${serviceNames(added)} as well.`,
                `Sawa, na ${serviceNames(added, "na")} pia.`,
              )
            : say(
                intents,
                `No problem, I've switched that to ${label}.`,
                `Sawa, nimebadilisha kuwa ${labelSw}.`,
              ),
      );
  }
  const contact: string[] = [];
  if (has("phone") && lead.phone) contact.push(lead.phone);
  if (has("email") && lead.email) {
    // Set right, and said so: the visitor sees what the consultant will write to.
    const fixed = emailTyped && lead.email !== emailTyped;
    contact.push(
      fixed
        ? `${lead.email} (I set the spelling of the provider right; tell me if it was right as you wrote it)`
        : lead.email,
    );
  }
  if (contact.length) {
    const updated = (has("phone") && previous.phone) || (has("email") && previous.email);
    parts.push(
      updated
        ? say(
            intents,
            `Updated: ${contact.join(" and ")}.`,
            `Nimesasisha: ${contact.join(" na ")}.`,
          )
        : say(
            intents,
            `Thanks, I've noted ${contact.join(" and ")}.`,
            `Nimepokea ${contact.join(" na ")}.`,
          ),
    );
  }
  if (parts.length === 0 && changed.some((f) => (detailFields as readonly string[]).includes(f))) {
    parts.push(thanksForDetails(intents));
  }
  return parts;
}

/**
 * The next question, never one the visitor refused or was asked twice in a row without an
 * answer (those are in `declined`).
 */
function nextQuestion(
  lead: Lead,
  declined: Replayed["declined"],
  offered: boolean,
  personAsked: boolean,
): Asked {
  const first = lead.services?.[0];
  if (!first && !declined.has("services")) return "services";
  // Asked for a person: what the hand-over needs first, the name after it.
  const nameWaits = personAsked && !lead.phone && !lead.email;
  if (!lead.firstName && !declined.has("firstName") && !nameWaits) return "firstName";
  if (!lead.phone && !lead.email) {
    if (!declined.has("phone") && !declined.has("contact")) return "phone";
    if (!declined.has("email") && !declined.has("contact")) return "email";
    return declined.has("contact") ? undefined : "contact";
  }
  if (!offered || !first) return undefined;
  return detailOrder[optionOf(first)].find((f) => !lead[f] && !declined.has(f));
}

/**
 * Ready for the hand-over: a way to reach the visitor and the service, or (when the service
 * could not be read after two asks) the way to reach them alone: the consultant asks on
 * WhatsApp. Losing the lead would be worse.
 */
function ready(lead: Lead, declined: Replayed["declined"]): boolean {
  return isReady(lead) || (Boolean(lead.phone || lead.email) && declined.has("services"));
}

/** The phone question once the visitor said they have no email: the email is not offered. */
const phoneOnly = {
  en: "What's the best phone number to reach you on?",
  sw: "Nambari yako ya simu ni gani? (What's the best phone number to reach you on?)",
};

function ask(field: Asked, intents: Intents, declined: Replayed["declined"]): string | undefined {
  const q =
    field === "phone" && declined.has("email")
      ? phoneOnly
      : field && questions[field as keyof typeof questions];
  return q && say(intents, q.en, q.sw);
}

/** What the reply to a person asked for says in English, in both languages' replies. */
const personMarker = "consultant takes over from me on WhatsApp";

/**
 * A person asked for before the hand-over is ready: a consultant takes over on WhatsApp, and
 * what the hand-over still needs (the service, a way to reach the visitor) is said in the same
 * reply, before the question for it.
 */
function personReply(lead: Lead, declined: Replayed["declined"], intents: Intents): string {
  const service = !lead.services?.length && !declined.has("services");
  const contact = !lead.phone && !lead.email;
  const en = [
    service && "the service you'd like help with",
    contact && "a phone number or email to reach you",
  ]
    .filter(Boolean)
    .join(" and ");
  const sw = [service && "huduma unayohitaji", contact && "nambari ya simu au barua pepe"]
    .filter(Boolean)
    .join(" na ");
  return say(
    intents,
    `Of course: a ${personMarker}. To hand you over I need ${en}.`,
    `Sawa kabisa: mshauri ataendelea nawe kwenye WhatsApp. Ili nikuunganishe nahitaji ${sw}. (A ${personMarker}.)`,
  );
}

/** Why a reply to the last question did not land, when it looks like a failed attempt. */
function retryHint(asked: Asked, message: string, intents: Intents): string | undefined {
  if ((asked === "phone" || asked === "contact") && /\d{4,}/.test(message)) {
    return say(
      intents,
      "That number doesn't look complete. Could you check it? For example 0712 345 678 or +254 712 345 678.",
      "Nambari hiyo haionekani kamili. Tafadhali iangalie tena, kwa mfano 0712 345 678 au +254 712 345 678. (That number doesn't look complete.)",
    );
  }
  if ((asked === "email" || asked === "contact" || asked === "phone") && message.includes("@")) {
    return say(
      intents,
      "That email address doesn't look complete. Could you check it? For example jane@example.com.",
      "Barua pepe hiyo haionekani kamili. Tafadhali iangalie tena, kwa mfano jane@example.com. (That email address doesn't look complete.)",
    );
  }
  return undefined;
}

/**
 * The default assistant: deterministic, no network. Extracts lead details from free text,
 * answers questions from content/ by retrieval, asks for one missing detail at a time and
 * offers the WhatsApp hand-over once it has a name, a phone or email, and a service.
 */
export function createOfflineEngine(options: OfflineEngineOptions): Assistant {
  return {
    async reply(input) {
      return offlineReply(input, options);
    },
  };
}

/**
 * What one visitor message means in the light of the stored history: the question it answers,
 * what it holds, and the fields now refused or skipped (the dialogue policy of ADR 010). The
 * LLM engine reads a turn the same way, so the server, not a model, keeps the policy.
 */
export function readTurn(received: AssistantInput, knowledge: Knowledge) {
  const input = { ...received, message: readableText(received.message) };
  const state = replay(input.history);
  const intents = readIntents(input.message);
  const lastAnswer = input.history.findLast((t) => t.role === "assistant")?.content;
  const refused = refusedField(input.message, intents, state.asked, lastAnswer);
  intents.refusal = refused !== undefined;
  // Keep answering in Swahili when a Swahili speaker replies with just a number or a name.
  if (state.swahili && !languageOf(input.message)) intents.swahili = true;
  // A refusal is never a bare answer ("skip" is not a name, a role or a goal).
  // "I'm in London" said before the number: a number written the local way is read there.
  const abroad = regionsBefore(input.history);
  const extraction = extractLead(input.message, intents.refusal ? undefined : state.asked, abroad);
  // "Sorry, last digit is 7", "0722 not 0712": the stored number set right in part.
  const fixedPhone =
    !extraction.fields.phone && input.lead.phone
      ? correctedPhone(input.message, input.lead.phone)
      : undefined;
  if (fixedPhone) extraction.fields.phone = fixedPhone;
  // "0722 493", then "817": the number finished in the next message.
  const finishedPhone =
    extraction.fields.phone || input.lead.phone
      ? undefined
      : continuedPhone(lastVisitorMessage(input.history), input.message, abroad);
  if (finishedPhone) extraction.fields.phone = finishedPhone;
  const phoneCheck = extraction.fields.phone ? undefined : checkNumber(input, extraction, abroad);
  // "*Kelvin", "Kelvin not Kevlin": one word of the name set right, the rest kept.
  const fixedName = correctedName(input.message, input.lead);
  if (fixedName) {
    Object.assign(extraction.fields, fixedName);
    extraction.nameExplicit = true;
  }
  // Out of order: a bare, capitalised "Njeri" or "Peter Mwangi" while we asked something else,
  // or the full name after a title and the surname alone ("I'm Dr. Kiprop", then "Alice Kiprop").
  // Or in lower case, when the name was asked just before and the visitor moved on ("ok",
  // then "kevin otieno" to the phone question).
  // "ok, Tabitha Jeruto" after "skip the name": the acknowledgement before it is no part of it.
  const afterAck = withoutGreeting(input.message);
  const lateName =
    !intents.refusal &&
    lateNameAllowed.has(state.asked) &&
    // Or the name waits since the visitor asked for a person: given unasked, it is taken.
    (nameAskedLately(input.history, input.lead) || (state.personAsked && !input.lead.firstName)) &&
    afterAck !== "" &&
    looksLikeLowerName(afterAck);
  if (
    !extraction.fields.firstName &&
    !extraction.fields.services &&
    (looksLikeBareName(input.message) || lateName)
  ) {
    const name = extractName(lateName ? afterAck : input.message, true);
    // Only a word known as a name here: "Habari" opening a chat is a greeting.
    if (name && !name.loose && (!input.lead.firstName || completesName(name, input.lead))) {
      Object.assign(extraction.fields, { firstName: name.firstName, lastName: name.lastName });
      extraction.nameExplicit = Boolean(input.lead.firstName);
    }
  }
  // "Joy", then "Kerich": the surname sent alone right after the first name.
  const surname = extraction.fields.firstName ? undefined : surnameSentAlone(input);
  if (surname) {
    Object.assign(extraction.fields, { firstName: input.lead.firstName, lastName: surname });
    extraction.nameExplicit = true;
  }
  // "Sunday Okello", "Will Kamau": the words of a name given are the visitor, never a question
  // about the opening hours or a modal verb; the rest of the message is read for intents.
  if (extraction.fields.firstName) {
    const rest = withoutNameWords(input.message, extraction.fields);
    Object.assign(intents, { ...readIntents(rest), swahili: intents.swahili });
  }
  // "Both", "all of them": every service offered, stored or named in the last exchange.
  const offered = choosesAll(input.message) ? servicesOffered(input) : [];
  if (offered.length >= 2) {
    extraction.fields.services = offered;
    extraction.serviceScore = Math.max(extraction.serviceScore, 2);
    intents.adds = true;
  }
  // "1", "the first one", "number 3" right after the list of services: the one at that place.
  const atPlace =
    !extraction.fields.services?.length && fieldAskedIn(lastAnswer) === "services"
      ? serviceAtPlace(input.message)
      : undefined;
  if (atPlace) {
    extraction.fields.services = [atPlace];
    extraction.serviceScore = Math.max(extraction.serviceScore, 2);
  }
  // "training", "editing please": a message that is a service's word and nothing more names
  // that service, however weak the word is inside a sentence.
  // Only where no other field was asked: "HR team" answers "what's your role?".
  const serviceOpen = state.asked === undefined || state.asked === "services";
  if (serviceOpen && extraction.fields.services?.length === 1 && barelyAService(input.message)) {
    extraction.serviceScore = Math.max(extraction.serviceScore, 2);
  }
  // "Can you get me ready for it?" after an interview was named earlier: coaching, added.
  if (!extraction.fields.services?.length && readiedForEarlierInterview(input)) {
    extraction.fields.services = ["interview-coaching"];
    extraction.serviceScore = Math.max(extraction.serviceScore, 2);
    intents.adds = true;
  }
  const declinedNow = Boolean(state.asked && refused && !answers(extraction, state.asked));
  if (declinedNow && refused) state.declined.add(refused);
  // A question is asked at most twice in a row: a second miss skips the field, and the next
  // question is another one.
  const skippedNow =
    !declinedNow &&
    state.asked !== undefined &&
    state.askedInARow >= 2 &&
    !answers(extraction, state.asked);
  if (skippedNow && state.asked) state.declined.add(state.asked);
  // "No email" to the phone question: the phone is still wanted, asked once more.
  const emailDeclined = declinedNow && refused === "email" && state.asked === "phone";
  // "And cover letter?" after the CV's prices: the same asked about it, and the service added.
  const followUp =
    intents.topics.length || !extraction.fields.services?.length
      ? []
      : followUpTopics(input.message, lastAnswer, knowledge.entries);
  if (followUp.length) {
    Object.assign(intents, { topics: followUp, question: true, wants: true, adds: true });
  }
  return {
    input,
    state,
    intents,
    extraction,
    declinedNow,
    skippedNow,
    phoneCheck,
    emailDeclined,
    followUp: followUp.length > 0,
  };
}

/**
 * A number typed that no region the chat points to reads ("07224819031" with no place named:
 * a Kenyan mobile with a digit too many, or a UK one), to be asked about rather than guessed;
 * or the reply to that question: "yes UK" or "ndio" stores the number abroad (set in the
 * extraction), anything else leaves the same number to ask about again (the dialogue policy
 * stops a third ask).
 */
function checkNumber(
  input: AssistantInput,
  extraction: Extraction,
  regions: ReturnType<typeof regionsBefore>,
): { check: NumberToCheck; typedNow: boolean } | undefined {
  // Called only when the extraction read no valid number: not read a second time.
  const typedNow = unreadNumber(input.message);
  if (typedNow) return { check: typedNow, typedNow: true };
  const asked = numberCheckedIn(input.history.findLast((t) => t.role === "assistant")?.content);
  if (!asked) return undefined;
  const confirmed = confirmedNumber(input.message, asked);
  if (confirmed) {
    extraction.fields.phone = confirmed;
    return undefined;
  }
  const again = numberToCheck(asked, regions);
  return again && { check: again, typedNow: false };
}

export type ReadTurn = ReturnType<typeof readTurn>;

/** The question a reply ends with, never one refused or already asked twice in a row. */
export function questionFor(turn: ReadTurn, lead: Lead, handingOver: boolean): string | undefined {
  if (turn.phoneCheck && !lead.phone && !turn.state.declined.has("phone")) {
    return phoneCheckQuestion(turn.phoneCheck.check, turn.intents.swahili);
  }
  const offered = turn.state.offered || handingOver;
  const { declined, personAsked } = turn.state;
  const field = nextQuestion(lead, declined, offered, personAsked || turn.intents.person);
  return ask(field, turn.intents, declined);
}

/**
 * The hand-over offer: a consultant takes over on WhatsApp, with the reference code (its
 * marker tells later turns the offer was made). Both engines say it.
 */
export function handOverLine(handOver: HandOver, lead: Lead, intents: Intents): string {
  // No name in a hand-over without details: whoever holds the id may not be the visitor (L1).
  const name = handOver.repeated || !lead.firstName ? "" : `, ${lead.firstName}`;
  return say(
    intents,
    `Thank you${name}! I have what a consultant needs. Continue on WhatsApp and they'll pick it up from here; ${handOverMarker} ${handOver.referenceCode}.`,
    `Asante${name}! Endelea kwenye WhatsApp na mshauri atakusaidia. (Continue on WhatsApp: ${handOverMarker} ${handOver.referenceCode}.)`,
  );
}

/**
 * The answers from content/ to the questions of this message, and whether the server alone
 * answers it (`elliptical`): a follow-up about another service ("and cover letter?") or the
 * prices of each service stored ("how much for both?") means nothing without the stored
 * services, so even the LLM engine says these, never a model's guess at a price.
 */
export function contentAnswers(
  turn: ReadTurn,
  lead: Lead,
  knowledge: Knowledge,
): { answers: string[]; elliptical: boolean } {
  const { input, intents, extraction } = turn;
  const named = extraction.fields.services?.[0];
  if (pricesOfEach(input.message, intents, named, lead)) {
    const each = (lead.services ?? []).flatMap((id) =>
      knowledge.answer(input.message, ["price"], { named: id }),
    );
    return { answers: [...new Set(each)], elliptical: true };
  }
  if (!intents.topics.length) return { answers: [], elliptical: false };
  const current = lead.services?.[0];
  const answers = knowledge.answer(input.message, intents.topics, {
    named,
    current: current && optionOf(current),
  });
  return { answers, elliptical: turn.followUp && answers.length > 0 };
}

/**
 * To a visitor who asks for a person before the hand-over is ready: a consultant takes over on
 * WhatsApp, and what the hand-over still needs. Said by both engines, so the "yes please" after
 * it reads the same in either (`personMarker`).
 */
export function personAnswer(turn: ReadTurn, lead: Lead): string | undefined {
  if (!turn.intents.person || ready(lead, turn.state.declined)) return undefined;
  return personReply(lead, turn.state.declined, turn.intents);
}

export function offlineReply(
  received: AssistantInput,
  options: OfflineEngineOptions,
): AssistantReply {
  const turn = readTurn(received, options.knowledge);
  const { input, state, intents, extraction, declinedNow, skippedNow } = turn;
  const { lead, changed } = merge(input.lead, extraction, intents, state.asked, {
    message: input.message,
    before: lastVisitorMessage(input.history),
  });
  const parts: string[] = [];

  if (intents.greeting && state.visitorTurns === 0) {
    parts.push(
      say(
        intents,
        `Hello! Welcome to ${options.brand}. I'm the virtual assistant: I can answer questions and connect you with a consultant.`,
        `Habari! Karibu ${options.brand}. Mimi ni msaidizi wa mtandaoni: naweza kujibu maswali na kukuunganisha na mshauri. (Hello and welcome!)`,
      ),
    );
  }
  if (intents.aboutAssistant) {
    parts.push(
      say(
        intents,
        `I'm the virtual assistant of ${options.brand}, not a person: I answer questions and connect you with a consultant, who is.`,
        `Mimi ni msaidizi wa mtandaoni wa ${options.brand}, si mtu: najibu maswali na kukuunganisha na mshauri. (I'm the virtual assistant, not a person.)`,
      ),
    );
  }
  if (intents.pleasantry) {
    parts.push(say(intents, "I'm well, thanks for asking!", "Niko salama, asante!"));
  }
  if (turn.emailDeclined) {
    parts.push(
      say(
        intents,
        "No problem, an email isn't required: a phone number is enough.",
        "Sawa, barua pepe si lazima: nambari ya simu inatosha. (No problem, an email isn't required.)",
      ),
    );
  } else if (declinedNow) parts.push(say(intents, "No problem.", "Sawa, hakuna shida."));
  // A second miss that told something else ("I want a senior role..." to the years) is thanked
  // for what it told, not told that we move on.
  if (skippedNow && changed.length === 0) {
    parts.push(say(intents, "No worries, let's move on.", "Sawa, tuendelee. (Let's move on.)"));
  }
  parts.push(...acknowledge(lead, input.lead, changed, intents, extraction.emailTyped));
  // The same number or address typed again: said back, so the visitor knows it is held.
  const again = [extraction.fields.phone, extraction.fields.email].filter(
    (v): v is string => Boolean(v) && (v === input.lead.phone || v === input.lead.email),
  );
  if (again.length && !changed.some((f) => f === "phone" || f === "email")) {
    parts.push(
      say(intents, `I have ${again.join(" and ")} already.`, `Nina ${again.join(" na ")} tayari.`),
    );
  }

  const answers_ = contentAnswers(turn, lead, options.knowledge).answers;
  parts.push(...answers_);
  const person = personAnswer(turn, lead);
  const personNow = person !== undefined;
  if (person) parts.push(person);
  // "Yes please" to being handed over: a yes, then what the hand-over still needs.
  const lastAnswer = input.history.findLast((t) => t.role === "assistant")?.content;
  if (intents.affirmative && parts.length === 0 && lastAnswer?.includes(personMarker)) {
    parts.push(say(intents, "Great.", "Sawa."));
  }

  const understood =
    changed.length > 0 ||
    again.length > 0 ||
    answers_.length > 0 ||
    intents.greeting ||
    intents.thanks ||
    intents.goodbye ||
    intents.affirmative ||
    intents.pleasantry ||
    intents.aboutAssistant ||
    personNow ||
    // Emoji alone ("👍", "🙏🏾"): a nod, not a failed answer; the question is asked as it stands.
    (input.message === "" && received.message.trim() !== "") ||
    (intents.handOver && ready(lead, state.declined)) ||
    declinedNow ||
    skippedNow ||
    Boolean(turn.phoneCheck?.typedNow);
  // A paragraph of the visitor's own after the hand-over was offered (papers, tools, a team)
  // fills no question but tells the consultant something: thanked, never "not understood".
  const tellsTheConsultant =
    state.offered &&
    (isDetail(state.asked) || state.asked === undefined) &&
    words(input.message).length >= 8;
  if (!understood && tellsTheConsultant) {
    parts.push(thanksForDetails(intents));
  } else if (!understood && intents.wants && state.asked === undefined) {
    // "I need help", "nahitaji msaada": a request with nothing named yet; the question follows.
    parts.push(say(intents, "Happy to help.", "Nitafurahi kukusaidia."));
  } else if (!understood) {
    parts.push(
      retryHint(state.asked, input.message, intents) ??
        say(
          intents,
          "Sorry, I didn't quite catch that.",
          "Samahani, sijaelewa vizuri. (Sorry, I didn't quite catch that.)",
        ),
    );
  } else if (intents.thanks && parts.length === 0) {
    parts.push(say(intents, "You're welcome!", "Karibu sana!"));
  }

  let handOver: AssistantReply["handOver"] = null;
  if (ready(lead, state.declined)) {
    const coreChanged = changed.some((f) => coreFields.includes(f));
    const wantsHandOver = intents.handOver || (intents.affirmative && state.asked === undefined);
    if (!state.offered || coreChanged || wantsHandOver) {
      handOver = buildHandOver(input.sessionId, lead, input.history, input.browserBound);
      parts.push(handOverLine(handOver, lead, intents));
    }
  }
  if (intents.goodbye && !handOver) {
    parts.push(
      say(
        intents,
        "Thanks for chatting with us. Have a great day!",
        "Asante kwa kuzungumza nasi. Kwaheri!",
      ),
    );
  } else {
    const question = questionFor(turn, lead, handOver !== null);
    if (question && handOver) {
      const first = say(
        intents,
        "If you'd like to keep chatting first:",
        "Ukipenda kuendelea kuzungumza kwanza:",
      );
      parts.push(`${first} ${question}`);
    } else if (question) parts.push(question);
    else if (!handOver && ready(lead, state.declined) && !answers_.length && !intents.thanks) {
      parts.push(
        "Is there anything else you'd like to know? Just say \"WhatsApp\" when you're ready to talk to a consultant.",
      );
    } else if (!handOver && !lead.phone && !lead.email && state.declined.has("contact")) {
      // Both ways of reaching them refused twice: no third ask, the door stays open.
      parts.push(
        "Whenever you'd like a consultant to contact you, just share a phone number or an email here.",
      );
    }
  }
  return {
    message: parts.join(" "),
    lead,
    handOver,
    engine: "offline",
    swahili: intents.swahili,
  };
}
