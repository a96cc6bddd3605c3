import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { type AiRuntime, withFallback } from "../ai";
import {
  addressedChildren,
  extractEmail,
  extractPhone,
  extractService,
  namedRegions,
  readsAsName,
} from "./extract";
import { spokenDigits } from "./extract/spoken-digits";
import { buildHandOver } from "./handover";
import type { Knowledge } from "./knowledge";
import {
  contentAnswers,
  handOverLine,
  offlineReply,
  personAnswer,
  questionFor,
  type ReadTurn,
  readTurn,
  regionsBefore,
} from "./offline-engine";
import { chooseServices } from "./service-choice";
import { type CatalogServiceId, catalog } from "./services";
import { normalize, readableText } from "./text";
import {
  type Assistant,
  type AssistantInput,
  type AssistantReply,
  type ChatTurn,
  detailFields,
  isReady,
  type Lead,
} from "./types";

const text = (max: number) => z.string().trim().max(max).nullable();

/**
 * What the model returns each turn. Every field is required and nullable: OpenAI strict
 * structured outputs need that, and null says "not known" unambiguously.
 */
export const llmTurnSchema = z.object({
  reply: z.string().trim().min(1).max(2000),
  lead: z.object({
    firstName: text(60),
    lastName: text(80),
    email: text(254),
    phone: text(40),
    /** Catalogue ids (content/services.ts) in the order the visitor asked for them. */
    services: z.array(z.string().trim().max(60)).max(9).nullable(),
    currentRole: text(120),
    yearsExperience: text(60),
    industry: text(80),
    budget: text(80),
    careerGoal: text(300),
    company: text(120),
    urgency: text(80),
    specificChallenge: text(300),
  }),
});
export type LlmTurn = z.infer<typeof llmTurnSchema>;

export interface LlmEngineOptions {
  runtime: AiRuntime;
  knowledge: Knowledge;
  brand: string;
}

/** The system prompt: who the assistant is, what it may say (content/ only), what to collect. */
export function systemPrompt(options: { knowledge: Knowledge; brand: string }, lead: Lead): string {
  const facts = options.knowledge.entries.map((e) => `- ${e.text}`).join("\n");
  const services = catalog.map((s) => `${s.id} (${s.name})`).join(", ");
  const known = Object.entries(lead)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join("; ");
  return [
    `You are the website assistant of ${options.brand}, a Kenyan career-services consultancy.`,
    "Goal: help the visitor, answer their questions, and collect what a consultant needs: their name, a phone number or email, and the service they want. Then a consultant continues on WhatsApp.",
    "Rules: be warm and brief (at most 3 sentences). Do not ask the visitor for any detail yourself: the server adds the one question to ask after your reply. If the visitor writes Swahili or Sheng, reply in Swahili. Only state prices, times, hours, places and payment methods found in the facts below; if a fact is missing, say a consultant will confirm. Never promise jobs. Prices are in KSh. Plain text only, no markdown or HTML.",
    `Services (put the ids the visitor asked for in lead.services, in the order asked; a visitor who wants LinkedIn help gets linkedin-optimization, not a broader service): ${services}.`,
    "Optional details worth noting when mentioned: current role, years of experience, industry, budget (in KSh), career goal, company, urgency, specific challenge.",
    `Facts:\n${facts}`,
    `Known so far: ${known || "nothing yet"}.`,
    "Return JSON: reply (your message to the visitor) and lead (every field the visitor has given so far, including those known; null when unknown; phone as written; email as written).",
  ].join("\n\n");
}

/** Everything the visitor wrote in this chat, to check the model's fields against. */
export function visitorWords(input: AssistantInput): {
  text: string;
  words: Set<string>;
  digits: string;
  /** Children the visitor is addressed after ("Mama Brian"): never the visitor's own name. */
  children: Set<string>;
  /** The regions a local number is read in: named now, or said before as where they are. */
  regions: CountryCode[];
} {
  const all = [
    ...input.history.filter((t) => t.role === "user").map((t) => t.content),
    input.message,
  ];
  const text = normalize(all.join("\n"));
  // Digits as the offline reading sees them: "O722..." and "zero seven two two..." count.
  const digits = all.map((m) => spokenDigits(readableText(m))).join(" ");
  return {
    text,
    words: new Set(text.split(/[\s.]+/)),
    digits: digits.replace(/\D/g, ""),
    children: addressedChildren(all.map(readableText).join("\n")),
    regions: [...namedRegions(input.message), ...regionsBefore(input.history)],
  };
}

/** Kenya, a region the chat names, or a country code the visitor typed before the number. */
function placedByVisitor(phone: string, wrote: ReturnType<typeof visitorWords>): boolean {
  const number = parsePhoneNumberFromString(phone);
  if (!number) return false;
  if (number.country === "KE" || (number.country && wrote.regions.includes(number.country))) {
    return true;
  }
  return wrote.digits.includes(`${number.countryCallingCode}${number.nationalNumber}`);
}

const nameLike = /^\p{L}[\p{L}' -]*$/u;

/**
 * Model fields that pass the same checks the offline engine applies (a phone libphonenumber
 * accepts, stored E.164; a real email; a known service id) and that the visitor actually
 * wrote: each word of a name, the phone's digits, the email, the employer, and at least one
 * word of every other detail appear in their messages. A model that invents or mishears a
 * detail cannot put it in front of a consultant.
 */
export function validatedFields(turn: LlmTurn, wrote: ReturnType<typeof visitorWords>): Lead {
  const lead: Lead = {};
  const raw = turn.lead;
  const written = (value: string) =>
    normalize(value)
      .split(/\s+/)
      .every((w) => wrote.words.has(w));
  const mentioned = (value: string) =>
    normalize(value)
      .split(/[\s.]+/)
      .some((w) => (w.length >= 3 || /\d/.test(w)) && wrote.words.has(w));
  // A name only when the visitor wrote it and it reads as one ("Jambo", "ok sure", a title
  // such as "Rtd" or the child of "Mama Brian" is none).
  const isName = (value: string | null): value is string =>
    Boolean(
      value &&
        nameLike.test(value) &&
        written(value) &&
        readsAsName(value) &&
        !wrote.children.has(value.split(" ")[0]!.toLowerCase()),
    );
  if (isName(raw.firstName)) {
    lead.firstName = raw.firstName;
    if (isName(raw.lastName)) lead.lastName = raw.lastName;
  }
  const email = raw.email ? extractEmail(raw.email) : undefined;
  if (email && wrote.text.includes(email.slice(0, email.indexOf("@")))) lead.email = email;
  // A number written the local way is read in the country the visitor named, as offline.
  const phone = raw.phone ? extractPhone(raw.phone, wrote.regions) : undefined;
  // The national number (the last 9 digits in Kenya) as the visitor typed it, with or without
  // 0/+254, in a country the chat points to or whose code the visitor typed: the model never
  // guesses a country for a number no region reads ("07224819031"; the server asks instead).
  if (phone && wrote.digits.includes(phone.slice(-9)) && placedByVisitor(phone, wrote)) {
    lead.phone = phone;
  }
  // Catalogue ids only; anything else the model wrote is read as words ("LinkedIn" -> its id).
  const services: CatalogServiceId[] = [];
  for (const value of raw.services ?? []) {
    const known = catalog.find((s) => s.id === value.toLowerCase())?.id;
    for (const id of known ? [known] : (extractService(value)?.services ?? [])) {
      if (!services.includes(id)) services.push(id);
    }
  }
  if (services.length) lead.services = services;
  for (const field of detailFields) {
    const value = raw[field];
    const heard =
      field === "company"
        ? value && wrote.text.includes(normalize(value))
        : value && mentioned(value);
    if (value && heard) lead[field] = value;
  }
  return lead;
}

/**
 * The services after the model's reading, by the rules the offline engine follows
 * (service-choice.ts), from those stored before this message: what the message names is what
 * the offline reading found in it plus what the model lists that was not stored yet (the model
 * returns the whole list, old services included). "Also" adds, "only" or "actually" replaces,
 * "not X anymore" drops X, and a question about a service or a service the model forgot
 * changes nothing.
 */
function modelServices(stored: Lead, fromModel: Lead, read: ReadTurn): Lead["services"] {
  const had = stored.services ?? [];
  const offline = read.extraction.fields.services ?? [];
  const modelNew = (fromModel.services ?? []).filter((id) => !had.includes(id));
  // What a training is about ("a report writing workshop") is no service of its own.
  const fresh = modelNew.filter(
    (id) => !offline.includes(id) && !read.extraction.serviceSubjects.includes(id),
  );
  const extraction = {
    ...read.extraction,
    fields: { ...read.extraction.fields, services: [...offline, ...fresh] },
    // A service the model read in the visitor's words is as clear as a strong cue.
    serviceScore: modelNew.length
      ? Math.max(read.extraction.serviceScore, 2)
      : read.extraction.serviceScore,
  };
  const services = chooseServices(had, extraction, read.intents, read.state.asked);
  return services.length ? [...services] : undefined;
}

/** The model's reply without the questions it ends with: the server asks the one question. */
function withoutTrailingQuestions(reply: string): string {
  const sentences = reply.split(/(?<=[.!?])\s+/);
  while (sentences.length > 1 && sentences.at(-1)!.trim().endsWith("?")) sentences.pop();
  return sentences.join(" ");
}

const coreChanged = (a: Lead, b: Lead) =>
  (["firstName", "lastName", "phone", "email"] as const).some((f) => a[f] !== b[f]) ||
  a.services?.join() !== b.services?.join();

/**
 * The model's output ceiling per turn: a reply of at most 2,000 characters (about 600 tokens)
 * and the lead's 13 fields as JSON. A model told to write an essay stops here.
 */
const CHAT_MAX_OUTPUT_TOKENS = 1000;

/**
 * What of the stored history the model sees: the last 12 messages (6 exchanges), at most
 * 6,000 characters together. The lead known so far is in the system prompt, so older turns
 * add cost, not knowledge; the offline engine still reads the whole history.
 */
const HISTORY_MESSAGES = 12;
const HISTORY_CHARS = 6000;

/** The newest messages within both bounds, starting with a visitor's (providers expect it). */
function recentHistory(history: readonly ChatTurn[]): ChatTurn[] {
  const recent: ChatTurn[] = [];
  let chars = 0;
  for (const turn of history.slice(-HISTORY_MESSAGES).reverse()) {
    chars += turn.content.length;
    if (chars > HISTORY_CHARS) break;
    recent.unshift(turn);
  }
  while (recent[0]?.role === "assistant") recent.shift();
  return recent;
}

/**
 * The LLM assistant: the model writes the reply and reads the lead fields (structured
 * output, validated with zod and our own checks); the server decides readiness. The offline
 * engine runs alongside as a safety net (its extraction keeps any detail the model misses)
 * and answers the turn whenever the model fails, times out or the budget is spent.
 */
export function createLlmEngine(options: LlmEngineOptions): Assistant {
  const offlineOptions = { knowledge: options.knowledge, brand: options.brand };
  return {
    async reply(input: AssistantInput): Promise<AssistantReply> {
      const offline = offlineReply(input, offlineOptions);
      const read = readTurn(input, options.knowledge);
      const wrote = visitorWords(input);
      const system = systemPrompt(options, input.lead);
      const messages: ChatTurn[] = [
        ...recentHistory(input.history),
        { role: "user", content: input.message },
      ];
      const result = await withFallback(options.runtime, {
        name: "chat",
        maxOutputTokens: CHAT_MAX_OUTPUT_TOKENS,
        promptChars: messages.reduce((sum, m) => sum + m.content.length, system.length),
        offline: () => offline,
        async llm({ call }) {
          // The AI SDK loads with the first model call: an offline server never needs it (ADR 022).
          const { generateText, Output } = await import("ai");
          const response = await generateText({
            ...call,
            system,
            messages,
            output: Output.object({ schema: llmTurnSchema }),
          });
          const turn = llmTurnSchema.parse(response.output);
          // Offline extraction first, model fields over it: nothing either one found is lost.
          const fromModel = validatedFields(turn, wrote);
          // A number given or set right in this message ("sorry, last digit is 7") stands over
          // the model repeating the stored one.
          if (read.extraction.fields.phone && fromModel.phone === input.lead.phone) {
            delete fromModel.phone;
          }
          const services = modelServices(input.lead, fromModel, read);
          const lead: Lead = { ...offline.lead, ...fromModel, services };
          const ready = isReady(lead);
          const handOver =
            ready && (offline.handOver !== null || coreChanged(input.lead, lead))
              ? buildHandOver(input.sessionId, lead, input.history, input.browserBound)
              : null;
          // The server chooses the question (the same policy as the offline engine: never one
          // refused, never a third time in a row), whatever the model asked.
          const question = questionFor(read, lead, handOver !== null);
          // "And cover letter?", "how much for both?": answered from content/ by the server,
          // as offline; a person asked for is told a consultant takes over, in the same words.
          const fixed = contentAnswers(read, lead, options.knowledge);
          const said = fixed.elliptical ? fixed.answers.join(" ") : turn.reply;
          const person = personAnswer(read, lead);
          const parts = [question || person ? withoutTrailingQuestions(said) : said];
          if (person) parts.push(` ${person}`);
          if (handOver) parts.push(`\n\n${handOverLine(handOver, lead, read.intents)}`);
          if (question)
            parts.push(
              handOver ? ` If you'd like to keep chatting first: ${question}` : ` ${question}`,
            );
          const message = parts.join("").trim();
          const value: AssistantReply = {
            message,
            lead,
            handOver,
            engine: "llm",
            swahili: read.intents.swahili,
          };
          return value;
        },
      });
      return result.value;
    },
  };
}
