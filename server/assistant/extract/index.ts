import { readableText } from "../text";
import type { DetailField, Lead, LeadField } from "../types";
import { extractEmail, extractPhone } from "./contact";
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
import { extractName } from "./name";
import { extractService } from "./service";

export { extractEmail, extractPhone } from "./contact";
export { extractName } from "./name";
export { extractService } from "./service";

/** What the assistant asked for last; answers to it may be bare ("5", "Jane", "banking"). */
export type Asked = LeadField | "contact" | undefined;

export interface Extraction {
  fields: Lead;
  /** The name came with an introduction ("my name is"), not only as a bare reply. */
  nameExplicit: boolean;
  /** How strongly the message points to `fields.services` (1 = weak hint). */
  serviceScore: number;
}

/** Every lead field one message holds, read in the light of what was just asked. */
export function extractLead(original: string, asked: Asked): Extraction {
  const message = readableText(original);
  const fields: Lead = {};
  const email = extractEmail(message);
  if (email) fields.email = email;
  const phone = extractPhone(message);
  if (phone) fields.phone = phone;

  const service = extractService(message);
  // A loose name (any few words, in reply to the name question) only when nothing else is in
  // the reply: "proofreading" or "0712 345 678" answers something else.
  const found = extractName(message, asked === "firstName");
  const name = found?.loose && (service || phone || email) ? undefined : found;
  if (name) {
    fields.firstName = name.firstName;
    if (name.lastName) fields.lastName = name.lastName;
  }

  if (service) fields.services = service.services;

  const details: Record<DetailField, string | undefined> = {
    yearsExperience: extractYearsExperience(message, asked === "yearsExperience"),
    budget: extractBudget(message, asked === "budget"),
    urgency: extractUrgency(message),
    currentRole: extractRole(message, asked === "currentRole"),
    company: extractCompany(message, asked === "company", asked === "currentRole"),
    industry: extractIndustry(message, asked === "industry"),
    careerGoal: extractGoal(message) ?? (asked === "careerGoal" ? bareAnswer(message) : undefined),
    specificChallenge:
      extractChallenge(message) ??
      (asked === "specificChallenge" ? bareAnswer(message) : undefined),
  };
  for (const [key, value] of Object.entries(details) as [DetailField, string | undefined][]) {
    if (value) fields[key] = value;
  }
  return { fields, nameExplicit: name?.explicit ?? false, serviceScore: service?.score ?? 0 };
}

function bareAnswer(message: string): string | undefined {
  const text = message.trim().replace(/\s+/g, " ");
  if (text.length < 3 || text.length > 200) return undefined;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
