import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMessages } from "../../server/db/schema";
import { floodPost, lateOf, type Outcome, refusalOf, whileDatabaseHeld } from "../support/flood";
import { startTestServer, type TestServer } from "../support/server";
import { testDatabaseKind } from "../support/test-database";
import { newSessionId, say } from "./chat-support";

/**
 * A flood of chat messages (ADR 028): each visitor gets the assistant's reply or a refusal with
 * a message and a Retry-After within a few seconds, never a hang; a reply given means the turn
 * is stored, a refusal stored nothing of it.
 */

const CONCURRENT = 50;
/** "A few seconds": a turn's waits for the database (ADR 028), with room for a slow host. */
const ANSWER_WITHIN_MS = 5000;
const MESSAGE = "Hi, I need help with my CV for a banking job";

/** CONCURRENT first messages at once, each opening its own conversation. */
function flood(server: TestServer): Promise<Outcome[]> {
  const bodies = Array.from({ length: CONCURRENT }, () => ({
    sessionId: newSessionId(),
    message: MESSAGE,
    messages: [],
  }));
  return floodPost(server, "/api/chat", bodies, (body) => body.sessionId);
}

/** Stored messages of each session: 2 (the visitor's and the reply) or 0. */
async function storedCounts(server: TestServer, sessionIds: string[]) {
  const rows = await server.services.db
    .select({ sessionId: conversationMessages.sessionId })
    .from(conversationMessages)
    .where(inArray(conversationMessages.sessionId, sessionIds));
  const counts = new Map(sessionIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.sessionId, (counts.get(row.sessionId) ?? 0) + 1);
  return counts;
}

async function expectAnsweredAndStored(server: TestServer, outcomes: Outcome[]) {
  expect(lateOf(outcomes, ANSWER_WITHIN_MS)).toEqual([]);
  const counts = await storedCounts(
    server,
    outcomes.map((o) => o.tag),
  );
  for (const o of outcomes) {
    if (o.status === 200) {
      expect(JSON.parse(o.text)).toMatchObject({ success: true, message: expect.any(String) });
      // A reply given means the turn is stored: the visitor's message and the reply.
      expect({ session: o.tag, stored: counts.get(o.tag) }).toEqual({ session: o.tag, stored: 2 });
      continue;
    }
    // A limit used up (429) or a database that cannot keep up (503): either way a message.
    expect([429, 503]).toContain(o.status);
    const refusal = refusalOf(o);
    expect(refusal.message).toMatch(/try again/i);
    expect(refusal.retryAfter).toBeGreaterThan(0);
    // A refusal stored nothing of the turn: sending it again is no duplicate.
    expect({ session: o.tag, stored: counts.get(o.tag) }).toEqual({ session: o.tag, stored: 0 });
  }
}

describe.each(["off", "on"])("POST /api/chat with rate limits %s", (limits) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: limits });
  });
  afterAll(() => server.close());

  it(`answers ${CONCURRENT} first messages sent at once, each reply stored`, async () => {
    const outcomes = await flood(server);
    await expectAnsweredAndStored(server, outcomes);
    // Fifty at once is well within what the database keeps up with (and within the address's
    // 60 new chats an hour): no one is turned away.
    expect(outcomes.filter((o) => o.status !== 200).map((o) => o.text)).toEqual([]);
  });
});

// PGlite has one connection: a transaction held open holds every other query, as a long piece
// of work on the database would. (On PostgreSQL a held transaction blocks nobody.) With limits
// on, the rate limiter's own update is what waits first (ADR 028).
describe.runIf(testDatabaseKind() === "pglite").each(["off", "on"])(
  "POST /api/chat with rate limits %s while the database is held past a turn's wait",
  (limits) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ RATE_LIMITS: limits });
    });
    afterAll(() => server.close());

    it(`refuses all ${CONCURRENT} with 503 and a message in time, stores none, then answers the next`, async () => {
      const outcomes = await whileDatabaseHeld(server, 7000, () => flood(server));
      await expectAnsweredAndStored(server, outcomes);
      expect(outcomes.map((o) => o.status)).toEqual(outcomes.map(() => 503));
      expect(refusalOf(outcomes[0] as Outcome).message).toMatch(/not sent/i);

      const sessionId = newSessionId();
      const next = await say(server, sessionId, MESSAGE);
      expect(next.res.status).toBe(200);
      expect((await storedCounts(server, [sessionId])).get(sessionId)).toBe(2);
    }, 30_000);
  },
);
