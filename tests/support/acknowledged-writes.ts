import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { contactInquiries, conversationMessages } from "../../server/db/schema";
import { type ApiRoute, hasRoute } from "./fuzz/routes";
import { TEST_ADMIN } from "./server";

/**
 * The public writes a visitor or a consultant makes, each remembered once the server answered
 * 2xx, and checked later straight in the database (or, for sessions, through the API).
 * Only the writes whose routes exist in the app's route table are used.
 */
export type Ack =
  | { kind: "session"; token: string }
  | { kind: "contact"; email: string }
  | { kind: "chat"; sessionId: string; message: string };

export interface WriteKind {
  name: Ack["kind"];
  /** One write; the acknowledgement when the server answered 2xx, else null. */
  send(baseUrl: string): Promise<Ack | null>;
}

async function post(url: string, body: unknown): Promise<Response | null> {
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return null; // connection refused or cut by the kill: never acknowledged
  }
}

/** Reads the whole answer: a 2xx whose body was cut off is not an acknowledgement. */
async function okJson(res: Response | null): Promise<unknown> {
  if (!res?.ok) return null;
  try {
    return await res.json();
  } catch {
    return null;
  }
}

const session: WriteKind = {
  name: "session",
  async send(baseUrl) {
    const body = (await okJson(await post(`${baseUrl}/api/admin/login`, TEST_ADMIN))) as {
      token?: string;
    } | null;
    return body?.token ? { kind: "session", token: body.token } : null;
  },
};

const contact: WriteKind = {
  name: "contact",
  async send(baseUrl) {
    const email = `crash-${randomUUID().slice(0, 12)}@example.co.ke`;
    const body = await okJson(
      await post(`${baseUrl}/api/contact`, {
        firstName: "Amina",
        lastName: "Otieno",
        email,
        phone: "+254712345678",
        service: "cv-writing",
        message: "Please call me about a CV for a logistics role.",
      }),
    );
    return body ? { kind: "contact", email } : null;
  },
};

const chat: WriteKind = {
  name: "chat",
  async send(baseUrl) {
    const sessionId = `crash-${randomUUID()}`;
    const message = `Hello, I need help with my CV (${randomUUID().slice(0, 8)})`;
    const body = await okJson(
      await post(`${baseUrl}/api/chat`, { sessionId, message, messages: [] }),
    );
    return body ? { kind: "chat", sessionId, message } : null;
  },
};

/** The write kinds this build of the app has. Sign-in always exists. */
export function availableWrites(routes: ApiRoute[]): WriteKind[] {
  const kinds = [session];
  if (hasRoute(routes, "POST", "/api/contact")) kinds.push(contact);
  if (hasRoute(routes, "POST", "/api/chat")) kinds.push(chat);
  return kinds;
}

/** Sessions are checked through the API (a live token answers /api/admin/me with 200). */
export async function missingSessions(baseUrl: string, acks: Ack[]): Promise<string[]> {
  const missing: string[] = [];
  for (const ack of acks) {
    if (ack.kind !== "session") continue;
    const res = await fetch(`${baseUrl}/api/admin/me`, {
      headers: { authorization: `Bearer ${ack.token}` },
    });
    if (res.status !== 200) missing.push(`session ${ack.token.slice(0, 6)}… (${res.status})`);
  }
  return missing;
}

/** Contact inquiries and chat turns are checked in the database itself. */
export async function missingRows(db: Database, acks: Ack[]): Promise<string[]> {
  const missing: string[] = [];
  const emails = acks.flatMap((a) => (a.kind === "contact" ? [a.email] : []));
  if (emails.length > 0) {
    const found = new Set(
      (
        await db
          .select({ email: contactInquiries.email })
          .from(contactInquiries)
          .where(inArray(contactInquiries.email, emails))
      ).map((r) => r.email),
    );
    missing.push(...emails.filter((e) => !found.has(e)).map((e) => `contact ${e}`));
  }
  for (const ack of acks) {
    if (ack.kind !== "chat") continue;
    const rows = await db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.sessionId, ack.sessionId),
          eq(conversationMessages.content, ack.message),
        ),
      );
    if (rows.length === 0) missing.push(`chat turn of ${ack.sessionId}`);
  }
  return missing;
}
