import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInquiries } from "../../server/db/schema";
import { floodPost, lateOf, type Outcome, refusalOf, whileDatabaseHeld } from "../support/flood";
import { startTestServer, type TestServer } from "../support/server";
import { testDatabaseKind } from "../support/test-database";

/**
 * A flood of contact messages (ADR 027): each visitor gets an answer within a few seconds, a
 * success (stored) or a refusal with a message (stored nothing), never a hang.
 */

const CONCURRENT = 50;
/** "A few seconds": the write's wait (3 s) and the answer, with room for a slow host. */
const ANSWER_WITHIN_MS = 5000;

const valid = {
  firstName: "Amina",
  lastName: "Wanjiku",
  email: "amina@example.co.ke",
  phone: "0712 345 678",
  service: "cv-writing",
};

/** CONCURRENT valid inquiries at once, each with its own message. */
async function flood(server: TestServer, tag: string): Promise<Outcome[]> {
  const messages = Array.from({ length: CONCURRENT }, (_, i) => `${tag}: inquiry ${i} of a flood.`);
  return floodPost(
    server,
    "/api/contact",
    messages.map((message) => ({ ...valid, message })),
    (body) => body.message,
  );
}

async function storedOf(server: TestServer, messages: string[]): Promise<string[]> {
  const rows = await server.services.db
    .select({ message: contactInquiries.message })
    .from(contactInquiries)
    .where(inArray(contactInquiries.message, messages));
  return rows.map((row) => row.message ?? "").sort();
}

/** Every answer in time, a success or a 429/503 with a message; successes stored, refusals not. */
async function expectAnsweredAndStored(server: TestServer, outcomes: Outcome[]) {
  expect(lateOf(outcomes, ANSWER_WITHIN_MS)).toEqual([]);
  for (const o of outcomes) {
    if (o.status === 200) {
      expect(JSON.parse(o.text)).toMatchObject({ success: true, message: expect.any(String) });
      continue;
    }
    expect([429, 503]).toContain(o.status);
    const refusal = refusalOf(o);
    expect(refusal.message).toMatch(/try again/i);
    expect(refusal.retryAfter).toBeGreaterThan(0);
  }
  const acknowledged = outcomes.filter((o) => o.status === 200).map((o) => o.tag);
  // Every acknowledged message is stored, once; a refused one is not (a resend is no duplicate).
  expect(
    await storedOf(
      server,
      outcomes.map((o) => o.tag),
    ),
  ).toEqual(acknowledged.sort());
}

describe.each(["off", "on"])("POST /api/contact with rate limits %s", (limits) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: limits });
  });
  afterAll(() => server.close());

  it(`answers ${CONCURRENT} inquiries sent at once in time, stores every one it acknowledges`, async () => {
    const outcomes = await flood(server, `limits ${limits}`);
    await expectAnsweredAndStored(server, outcomes);
    if (limits === "off") {
      // Fifty at once is well within what the database keeps up with: no one is turned away.
      expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    } else {
      expect(outcomes.filter((o) => o.status === 200)).toHaveLength(5);
    }
  });
});

// PGlite has one connection: a transaction held open holds every other query, as a long piece
// of work on the database would. (On PostgreSQL a held transaction blocks nobody.)
describe.runIf(testDatabaseKind() === "pglite")(
  "POST /api/contact while the database is held past the write's wait",
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ RATE_LIMITS: "off" });
    });
    afterAll(() => server.close());

    it(`refuses all ${CONCURRENT} with 503 and a message within a few seconds, stores none, then takes the next`, async () => {
      const outcomes = await whileDatabaseHeld(server, 7000, () => flood(server, "held"));
      await expectAnsweredAndStored(server, outcomes);
      expect(outcomes.map((o) => o.status)).toEqual(outcomes.map(() => 503));

      const next = await server.post("/api/contact", { ...valid, message: "After the flood." });
      expect(next.status).toBe(200);
      expect(await storedOf(server, ["After the flood."])).toEqual(["After the flood."]);
    }, 20_000);
  },
);
