import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FunnelResponse } from "../../contract/admin-funnel";
import { chatInteractions, chatOpens, contactInquiries, leadEvents } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";

/** Monday 15 June 2026, noon in Nairobi. */
const now = new Date("2026-06-15T09:00:00Z");
const hour = 3_600_000;
const ago = (hours: number) => new Date(now.getTime() - hours * hour);
/** The 7-day period starts at midnight in Nairobi on 9 June. */
const weekStart = new Date("2026-06-08T21:00:00Z");
const justBefore = (at: Date) => new Date(at.getTime() - 1000);

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  token = await server.signIn();
  const { db } = server.services;
  const opensAt = (at: Date, n: number) => Array.from({ length: n }, () => ({ at }));
  await db
    .insert(chatOpens)
    .values([
      ...opensAt(ago(1), 10),
      ...opensAt(weekStart, 1),
      ...opensAt(justBefore(weekStart), 1),
      ...opensAt(ago(20 * 24), 5),
      ...opensAt(ago(60 * 24), 3),
      ...opensAt(ago(100 * 24), 2),
    ]);
  const twoDaysAgo = ago(48);
  const chat = (sessionId: string, createdAt: Date, more: object = {}) => ({
    sessionId,
    createdAt,
    ...more,
  });
  const rows = await db
    .insert(chatInteractions)
    .values([
      chat("c1_funnel", twoDaysAgo, {
        phone: "+254700000001",
        sentToWhatsApp: "sent",
        leadStatus: "won",
      }),
      chat("c2_funnel", twoDaysAgo, {
        email: "c2@example.com",
        sentToWhatsApp: "sent",
        leadStatus: "contacted",
      }),
      chat("c3_funnel", twoDaysAgo, { phone: "+254700000003", sentToWhatsApp: "sent" }),
      chat("c4_funnel", twoDaysAgo, { phone: "+254700000004" }),
      // Won without opening WhatsApp: counted as won all the same.
      chat("c5_funnel", twoDaysAgo, { email: "c5@example.com", leadStatus: "won" }),
      chat("c6_funnel", twoDaysAgo),
      chat("c7_funnel", twoDaysAgo),
      // On the period's first instant: in; a second before it: only in the longer periods.
      chat("edge_in", weekStart, { phone: "+254700000008" }),
      chat("edge_out", justBefore(weekStart), { phone: "+254700000009", leadStatus: "won" }),
      chat("c9_funnel", ago(20 * 24)),
      chat("c10_funnel", ago(60 * 24), { email: "c10@example.com", sentToWhatsApp: "sent" }),
      chat("c11_funnel", ago(100 * 24), { phone: "+254700000011", leadStatus: "won" }),
    ])
    .returning({
      id: chatInteractions.id,
      sessionId: chatInteractions.sessionId,
      createdAt: chatInteractions.createdAt,
    });
  const id = (sessionId: string) => {
    const row = rows.find((r) => r.sessionId === sessionId);
    if (!row) throw new Error(sessionId);
    return row;
  };
  const [inquiry] = await db
    .insert(contactInquiries)
    .values([
      {
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        phone: "0712345678",
        createdAt: ago(72),
      },
      {
        firstName: "C",
        lastName: "D",
        email: "c@example.com",
        phone: "0712345679",
        createdAt: ago(40 * 24),
      },
    ])
    .returning({ id: contactInquiries.id, createdAt: contactInquiries.createdAt });
  const event = (
    lead: { conversationId?: number; inquiryId?: number },
    arrived: Date,
    afterHours: number,
    kind: string,
    detail: string,
  ) => ({
    ...lead,
    at: new Date(arrived.getTime() + afterHours * hour),
    actorName: "consultant",
    kind,
    detail,
  });
  const onChat = (sessionId: string, afterHours: number, kind = "status", detail = "contacted") =>
    event({ conversationId: id(sessionId).id }, id(sessionId).createdAt, afterHours, kind, detail);
  if (!inquiry) throw new Error("no inquiry");
  await db.insert(leadEvents).values([
    onChat("c1_funnel", 1),
    // Only the first change of status counts.
    onChat("c1_funnel", 24, "status", "won"),
    onChat("c2_funnel", 2),
    onChat("c3_funnel", 3),
    // An assignee and a note are not changes of status.
    onChat("c5_funnel", 0.5, "assignee", "consultant"),
    onChat("c5_funnel", 0.6, "note", "Called, no answer"),
    onChat("c5_funnel", 4, "status", "won"),
    onChat("edge_out", 5),
    event({ inquiryId: inquiry.id }, inquiry.createdAt, 10, "status", "contacted"),
  ]);
});
afterAll(() => server.close());

async function funnel(query: string): Promise<FunnelResponse> {
  const res = await server.get(`/api/admin/funnel${query}`, token);
  expect(res.status).toBe(200);
  return (await res.json()) as FunnelResponse;
}

const counts = (f: FunnelResponse) => Object.fromEntries(f.steps.map((s) => [s.step, s.count]));

describe("GET /api/admin/funnel", () => {
  it("counts each step of the last 7 days and the drop between them", async () => {
    const week = await funnel("?days=7");
    expect(week.days).toBe(7);
    expect(week.since).toBe(weekStart.toISOString());
    expect(week.steps).toEqual([
      { step: "chatOpened", count: 11, drop: null, dropRate: null },
      { step: "conversationStarted", count: 8, drop: 3, dropRate: 3 / 11 },
      { step: "leftContact", count: 6, drop: 2, dropRate: 0.25 },
      { step: "handedOver", count: 3, drop: 3, dropRate: 0.5 },
      { step: "won", count: 2, drop: 1, dropRate: 1 / 3 },
    ]);
  });

  it("gives the median and 90th percentile time to a lead's first change of status", async () => {
    // Seven leads (six chats with a contact, one inquiry); five changed after 1, 2, 3, 4, 10 hours.
    expect((await funnel("?days=7")).firstStatusChange).toEqual({
      leads: 7,
      changed: 5,
      medianSeconds: 3 * 3600,
      // Between the 4th and 5th values, six tenths of the way: 4 h + 0.6 × 6 h.
      p90Seconds: 7.6 * 3600,
    });
    // The edge lead, changed after 5 hours, joins over 30 days.
    expect((await funnel("?days=30")).firstStatusChange).toEqual({
      leads: 8,
      changed: 6,
      medianSeconds: 3.5 * 3600,
      p90Seconds: 7.5 * 3600,
    });
  });

  it("covers 30 days when no period is given, and 90 days on request", async () => {
    const month = await funnel("");
    expect(month.days).toBe(30);
    expect(month.since).toBe("2026-05-16T21:00:00.000Z");
    expect(counts(month)).toEqual({
      chatOpened: 17,
      conversationStarted: 10,
      leftContact: 7,
      handedOver: 3,
      won: 3,
    });
    // As many won as handed over, though not the same conversations: each step counts on its own.
    expect(month.steps.at(-1)).toMatchObject({ drop: 0, dropRate: 0 });
    const quarter = await funnel("?days=90");
    expect(quarter.since).toBe("2026-03-17T21:00:00.000Z");
    expect(counts(quarter)).toEqual({
      chatOpened: 20,
      conversationStarted: 11,
      leftContact: 8,
      handedOver: 4,
      won: 3,
    });
  });

  it("answers 400 for another period and 401 without a session", async () => {
    const res = await server.get("/api/admin/funnel?days=14", token);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBeTruthy();
    expect((await server.get("/api/admin/funnel?days=7")).status).toBe(401);
  });
});
