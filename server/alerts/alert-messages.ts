import { arrivalInWords, type LeadSummary } from "./lead-summary";

/** One alert as every channel sends it: an email's subject and text, a webhook's JSON. */
export interface AlertMessage {
  subject: string;
  text: string;
  /** The webhook body; its `text` lets a chat tool's incoming webhook show it as it is. */
  json: Record<string, unknown>;
}

const notGiven = "not given";

function leadLines(lead: LeadSummary): string[] {
  return [
    `Name: ${lead.name ?? notGiven}`,
    `Service: ${lead.services.join(", ") || notGiven}`,
    `Phone: ${lead.phone ?? notGiven}`,
    `Email: ${lead.email ?? notGiven}`,
    `Reference: ${lead.reference}`,
    `Arrived: ${arrivalInWords(lead)}`,
  ];
}

function leadJson(lead: LeadSummary) {
  return {
    source: lead.kind === "conversation" ? "chat" : "contact form",
    id: lead.id,
    name: lead.name,
    services: lead.services,
    phone: lead.phone,
    email: lead.email,
    reference: lead.reference,
    message: lead.message,
    handedOver: lead.handedOver,
    arrivedAt: lead.arrivedAt.toISOString(),
    arrivedOutOfHours: lead.arrivedOutOfHours,
    url: lead.url,
  };
}

/** A new lead: who, what service, how to reach them, the reference and where to open it. */
export function newLeadMessage(lead: LeadSummary, siteName: string): AlertMessage {
  const source = lead.kind === "conversation" ? "the chat" : "the contact form";
  const who = lead.name ?? "A visitor";
  const service = lead.services.length ? ` (${lead.services.join(", ")})` : "";
  const subject = `New lead from ${source}: ${who}${service}, ${lead.reference}`;
  const text = [
    `${who} ${lead.handedOver ? "was handed over to WhatsApp by" : "left a way to reach them in"} ${source} of ${siteName}.`,
    "",
    ...leadLines(lead),
    ...(lead.message ? ["", "Message:", lead.message] : []),
    "",
    `Open it in the staff panel: ${lead.url}`,
  ].join("\n");
  return {
    subject,
    text,
    json: { event: "lead.new", text: `${subject}\n${lead.url}`, lead: leadJson(lead) },
  };
}

/** The daily list of leads nobody has touched yet; `total` may exceed the leads listed. */
export function digestMessage(
  leads: LeadSummary[],
  total: number,
  day: string,
  siteName: string,
): AlertMessage {
  const subject = `${siteName}: ${total} ${total === 1 ? "lead" : "leads"} nobody has touched yet (${day})`;
  const more =
    total > leads.length ? [`…and ${total - leads.length} more in the staff panel.`] : [];
  const text = [
    `${total === 1 ? "This lead has" : "These leads have"} had no reply, mark or follow-up from a consultant yet:`,
    ...leads.flatMap((lead, i) => [
      "",
      `${i + 1}. ${lead.name ?? "A visitor"}`,
      ...leadLines(lead).slice(1),
      `   ${lead.url}`,
    ]),
    ...(more.length ? ["", ...more] : []),
  ].join("\n");
  return {
    subject,
    text,
    json: { event: "leads.digest", text: subject, day, total, leads: leads.map(leadJson) },
  };
}
