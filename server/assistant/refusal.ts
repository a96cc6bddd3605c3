import type { LeadField } from "./types";

/**
 * A reply that only says no to the question just asked, or that the visitor has none ("nah",
 * "I don't have one", "sina", "no email either", "sina barua pepe"): a refusal, never a miss
 * (ADR 010, "refusal vs miss"). Read word by word, so no message can make it backtrack.
 */
export interface BareRefusal {
  /** The field the reply names ("no email"); absent when it names none ("no", "sina"). */
  field?: Extract<LeadField, "email" | "phone" | "firstName">;
}

/** Words that open such a reply before what it says ("no, I don't", "well, sina"). */
const openers = new Set(["no", "nope", "nah", "hapana", "well", "um", "umm", "sorry", "la"]);
/** Words that end it after ("... either", "sina pia", "hapana bana"). */
const closers = new Set(
  "sorry either pia bana please pls too yet still really now currently bro sis".split(" "),
);
/** The whole reply, openers and closers taken off. */
const bare = new Set([
  "no",
  "nope",
  "nah",
  "hapana",
  "none",
  "nothing",
  "n/a",
  "not really",
  "sina",
  "hakuna",
  "sina moja",
  "i don't",
  "i do not",
  "i don't have",
  "i don't have one",
  "i don't have any",
  "i don't have it",
  "i do not have one",
  "i do not have any",
  "i have none",
  "i haven't got one",
  "not available",
]);
/** What says the visitor has no such thing, before the thing. */
const lacks = [
  "i don't have an",
  "i don't have a",
  "i don't have any",
  "i don't have",
  "i do not have an",
  "i do not have a",
  "i do not have",
  "i have no",
  "there's no",
  "sina",
  "hakuna",
  "no",
];
const fieldWords: Record<string, NonNullable<BareRefusal["field"]>> = {
  email: "email",
  "e mail": "email",
  mail: "email",
  "email address": "email",
  "e mail address": "email",
  gmail: "email",
  "barua pepe": "email",
  phone: "phone",
  "phone number": "phone",
  number: "phone",
  simu: "phone",
  "namba ya simu": "phone",
  "nambari ya simu": "phone",
  namba: "phone",
  nambari: "phone",
  name: "firstName",
  jina: "firstName",
};

/** The reply read as a bare refusal, or undefined when it says more than no. */
export function bareRefusal(message: string): BareRefusal | undefined {
  if (message.length > 80) return undefined;
  const tokens = message
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\bdont\b/g, "don't")
    .split(/[^\p{L}'/]+/u)
    .filter(Boolean);
  if (tokens.length === 0 || tokens.length > 8) return undefined;
  while (tokens.length > 1 && closers.has(tokens.at(-1)!)) tokens.pop();
  const whole = tokens.join(" ");
  while (tokens.length > 1 && openers.has(tokens[0]!)) tokens.shift();
  for (const text of [whole, tokens.join(" ")]) {
    if (bare.has(text)) return {};
    for (const lack of lacks) {
      const field = text.startsWith(`${lack} `) && fieldWords[text.slice(lack.length + 1)];
      if (field) return { field };
    }
  }
  return undefined;
}
