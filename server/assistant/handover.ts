import { createHash } from "node:crypto";
import { serviceNames } from "./services";
import type { ChatTurn, HandOver, Lead } from "./types";

// Crockford base32 without I, L, O, U: easy to read aloud and to type into the panel's search.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * The reference code a visitor quotes on WhatsApp and staff see in the panel. Derived from
 * the session id, so every turn and every instance produces the same code for a visit.
 */
export function referenceCode(sessionId: string): string {
  const digest = createHash("sha256").update(sessionId).digest();
  let code = "";
  for (let i = 0; i < 6; i++) code += alphabet[digest[i]! % 32];
  return `KZ-${code}`;
}

export function fullName(lead: Lead): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(" ");
}

/**
 * The prefilled WhatsApp text: short, in the visitor's voice, with what a consultant needs
 * to act (name, service, contact, key details) and the reference code. In a conversation whose
 * id is not bound to the browser, once an earlier answer gave the code, it is given again without
 * the personal details: the session id is then the only key to them, so whoever holds it must not
 * be able to read them back by saying "whatsapp" (review L1); the consultant finds them in the
 * panel by the code. A bound id is useless without the browser's cookie, so there a change after
 * the hand-over (another service, a new phone) brings the whole summary again (ADR 019).
 */
export function buildHandOver(
  sessionId: string,
  lead: Lead,
  history: ChatTurn[],
  browserBound = false,
): HandOver {
  const code = referenceCode(sessionId);
  const service = lead.services?.length ? serviceNames(lead.services) : "your services";
  const given = history.some((turn) => turn.role === "assistant" && turn.content.includes(code));
  if (given && !browserBound) {
    return {
      message: `Hello! I'd like help with ${service}.\nReference: ${code}`,
      referenceCode: code,
      repeated: true,
    };
  }
  const role = [lead.currentRole, lead.company && `at ${lead.company}`].filter(Boolean).join(" ");
  const lines = [
    lead.firstName
      ? `Hello! I'm ${fullName(lead)} and I'd like help with ${service}.`
      : `Hello! I'd like help with ${service}.`,
    lead.phone && `Phone: ${lead.phone}`,
    lead.email && `Email: ${lead.email}`,
    role && `Current role: ${role}`,
    lead.yearsExperience && `Experience: ${lead.yearsExperience}`,
    lead.industry && `Industry: ${lead.industry}`,
    lead.careerGoal && `Goal: ${lead.careerGoal}`,
    lead.specificChallenge && `Challenge: ${lead.specificChallenge}`,
    lead.budget && `Budget: ${lead.budget}`,
    lead.urgency && `Urgency: ${lead.urgency}`,
    `Reference: ${code}`,
  ];
  return { message: lines.filter(Boolean).join("\n"), referenceCode: code, repeated: false };
}
