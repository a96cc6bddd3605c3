import type { Asked } from "./extract";
import { firstTypedNumber, lastTypedNumber, type NumberToCheck } from "./extract/contact";
import { type CatalogServiceId, catalog } from "./services";
import type { DetailField, ServiceId } from "./types";

type AskableField = Exclude<Asked, undefined | "lastName">;

/** Every service of the catalogue, in its order: what the services question lists. */
export const listedServices: readonly CatalogServiceId[] = catalog.map((s) => s.id);
/** How the services question says each one (a record: a new service must be given words). */
const serviceWords: Record<CatalogServiceId, string> = {
  "cv-writing": "CV writing",
  "cover-letter": "cover letters",
  "linkedin-optimization": "LinkedIn",
  "interview-coaching": "interview coaching",
  editing: "editing and proofreading",
  "business-writing": "business writing",
  "corporate-training": "corporate training",
  "youth-programs": "youth programs",
  "professional-development": "professional development",
};
const listed = listedServices.map((id) => serviceWords[id]);

/** Ordinals in English and Swahili, by place (1-based). */
const ordinals: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  kwanza: 1,
  pili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
};
/** What goes around a place in the list ("the first one", "number 3", "option 2 please"). */
const aroundPlace = new Set(
  "the one number no option choice please pls i want take choose go with ya ni namba ok".split(" "),
);

/**
 * The service at the place a short reply to the services question names ("1", "the first
 * one", "number 3", "option 2", "the 4th", "ya pili"), in the order the question lists them.
 */
export function serviceAtPlace(reply: string): CatalogServiceId | undefined {
  const tokens = reply.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
  const places = tokens.filter((t) => !aroundPlace.has(t));
  if (places.length !== 1 || tokens.length > 6) return undefined;
  const place = places[0]!;
  const n = ordinals[place] ?? Number(/^(\d)(?:st|nd|rd|th)?$/.exec(place)?.[1] ?? Number.NaN);
  return listedServices[n - 1];
}
const servicesAsked = `Which service can we help you with: ${listed.slice(0, -1).join(", ")} or ${listed.at(-1)}?`;

/**
 * What the offline assistant asks, in English and Swahili. Each English text contains its
 * `marker`, which is how a later turn knows what was asked last (the history is the state).
 */
export const questions: Partial<Record<AskableField, { en: string; sw: string; marker: string }>> =
  {
    services: {
      en: servicesAsked,
      sw: `Tunaweza kukusaidia na huduma gani? (${servicesAsked})`,
      marker: "which service can we help you with",
    },
    firstName: {
      en: "May I have your name?",
      sw: "Jina lako ni nani? (May I have your name?)",
      marker: "may i have your name",
    },
    phone: {
      en: "What's the best phone number to reach you on? An email address works too.",
      sw: "Nambari yako ya simu ni gani? (What's the best phone number to reach you on? An email address works too.)",
      marker: "best phone number to reach you",
    },
    email: {
      en: "What email address can the consultant use instead?",
      sw: "Barua pepe yako ni gani? (What email address can the consultant use instead?)",
      marker: "what email address can the consultant use",
    },
    contact: {
      en: "I understand. To hand you over I need one way for the consultant to reach you: a phone number or an email. Which would you prefer to share?",
      sw: "Naelewa. Tunahitaji nambari ya simu au barua pepe ili mshauri akufikie. (A phone number or an email: which would you prefer to share?)",
      marker: "one way for the consultant to reach you",
    },
    currentRole: {
      en: "To help the consultant prepare: what's your current role? (Optional, just say skip.)",
      sw: "Unafanya kazi gani kwa sasa? (What's your current role? Optional, just say skip.)",
      marker: "what's your current role",
    },
    yearsExperience: {
      en: "How many years of experience do you have? (Optional.)",
      sw: "Una uzoefu wa miaka mingapi? (How many years of experience do you have? Optional.)",
      marker: "how many years of experience",
    },
    careerGoal: {
      en: "What's the next career step you're aiming for? (Optional.)",
      sw: "Lengo lako la kikazi ni lipi? (What's the next career step you're aiming for? Optional.)",
      marker: "next career step you're aiming for",
    },
    urgency: {
      en: "How soon do you need this done? (Optional.)",
      sw: "Unahitaji hii kwa haraka kiasi gani? (How soon do you need this done? Optional.)",
      marker: "how soon do you need this done",
    },
    budget: {
      en: "Do you have a budget in mind? (Optional, in KSh.)",
      sw: "Una bajeti ya kiasi gani? (Do you have a budget in mind? Optional, in KSh.)",
      marker: "do you have a budget in mind",
    },
    company: {
      en: "Which company or organisation is this for? (Optional.)",
      sw: "Ni kampuni au shirika gani? (Which company or organisation is this for? Optional.)",
      marker: "which company or organisation is this for",
    },
    industry: {
      en: "Which industry do you work in? (Optional.)",
      sw: "Unafanya kazi katika sekta gani? (Which industry do you work in? Optional.)",
      marker: "which industry do you work in",
    },
    specificChallenge: {
      en: "What's the biggest challenge you'd like help with? (Optional.)",
      sw: "Changamoto yako kubwa ni ipi? (What's the biggest challenge you'd like help with? Optional.)",
      marker: "biggest challenge you'd like help with",
    },
  };

/**
 * Open the question about a number no region the chat points to reads, the number after the
 * first and before the second: phone questions.
 */
const phoneCheckMarker = "a kenyan mobile has 10 digits";
const foreignCheckMarker = "doesn't read as a phone number";

/** "a UK number", "a number from Tanzania": how the question names the region abroad. */
function regionNumber(region: string): string {
  if (region === "GB") return "a UK number";
  if (region === "AE" || region === "US") return `a ${region === "AE" ? "UAE" : "US"} number`;
  return `a number from ${new Intl.DisplayNames(["en"], { type: "region" }).of(region) ?? region}`;
}

/** How Kenyans name the regions abroad asked about most, else the Swahili name ICU gives. */
const swahiliRegions: Record<string, string> = {
  GB: "Uingereza",
  US: "Marekani",
  AE: "Falme za Kiarabu",
};
function swahiliRegion(region: string): string {
  return (
    swahiliRegions[region] ?? new Intl.DisplayNames(["sw"], { type: "region" }).of(region) ?? region
  );
}

/**
 * The one question about a number the visitor typed that is valid in no region the chat
 * points to: the problem named, and the region abroad where it would be a mobile proposed.
 * The Swahili text is a whole question of its own, the English after it in brackets as every
 * Swahili question has it. Transcripts are replayed and the question is recognised by its
 * English markers, which both wordings hold (before 2026-12-01 the Swahili half was only
 * "Nambari ya simu ya Kenya ina tarakimu 10."): keep them in the English.
 */
export function phoneCheckQuestion(check: NumberToCheck, swahili: boolean): string {
  const { typed, abroad } = check;
  const en = typed.startsWith("+")
    ? `${typed} ${foreignCheckMarker}: could you check it?`
    : abroad
      ? `A Kenyan mobile has 10 digits: is ${typed} ${regionNumber(abroad.region)}, or could you check it?`
      : `A Kenyan mobile has 10 digits: could you check ${typed}? For example 0712 345 678 or +254 712 345 678.`;
  if (!swahili) return en;
  const sw = typed.startsWith("+")
    ? `${typed} haionekani kuwa nambari ya simu: unaweza kuiangalia tena?`
    : abroad
      ? `Nambari ya simu ya Kenya ina tarakimu 10: je, ${typed} ni nambari ya ${swahiliRegion(abroad.region)}, au unaweza kuiangalia tena?`
      : `Nambari ya simu ya Kenya ina tarakimu 10, kwa mfano 0712 345 678: unaweza kuiangalia tena ${typed}?`;
  return `${sw} (${en})`;
}

/** The number the phone check question in an assistant message asked about, as typed. */
export function numberCheckedIn(text: string | undefined): string | undefined {
  const lower = text?.toLowerCase() ?? "";
  const at = lower.lastIndexOf(phoneCheckMarker);
  if (at >= 0) return firstTypedNumber(lower.slice(at + phoneCheckMarker.length));
  const foreign = lower.lastIndexOf(foreignCheckMarker);
  return foreign >= 0 ? lastTypedNumber(lower.slice(0, foreign)) : undefined;
}

/** The field the last assistant message asked for: the marker that appears last in it. */
export function fieldAskedIn(text: string | undefined): Asked {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  let best: { field: Asked; at: number } | undefined;
  const checkAt = Math.max(
    lower.lastIndexOf(phoneCheckMarker),
    lower.lastIndexOf(foreignCheckMarker),
  );
  if (checkAt >= 0) best = { field: "phone", at: checkAt };
  for (const [field, q] of Object.entries(questions)) {
    const at = lower.lastIndexOf(q.marker);
    if (at >= 0 && (!best || at > best.at)) best = { field: field as Asked, at };
  }
  return best?.field;
}

/**
 * Optional details worth asking after the hand-over is offered, by contact option (of the
 * first service asked for), most useful first.
 */
export const detailOrder: Record<ServiceId, DetailField[]> = {
  "cv-writing": ["currentRole", "yearsExperience", "careerGoal", "urgency", "budget"],
  "professional-development": ["currentRole", "careerGoal", "specificChallenge", "urgency"],
  editing: ["urgency", "budget"],
  "business-writing": ["company", "urgency", "budget"],
  "corporate-training": ["company", "industry", "budget", "urgency"],
  "youth-programs": ["urgency", "budget"],
};
