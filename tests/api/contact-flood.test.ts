import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInquiries } from "../../server/db/schema";
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

interface Outcome {
  message: string;
  status: number | "hung";
  ms: number;
  text: string;
  retryAfter: string | null;
}

/** CONCURRENT valid inquiries at once, each with its own message; a client gives up after 8 s. */
async function flood(server: TestServer, tag: string): Promise<Outcome[]> {
  const messages = Array.from({ length: CONCURRENT }, (_, i) => `${tag}: inquiry ${i} of a flood.`);
  return Promise.all(
    messages.map(async (message): Promise<Outcome> => {
      const started = performance.now();
      try {
        const res = await server.fetch("/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...valid, message }),
          signal: AbortSignal.timeout(8000),
        });
        const text = await res.text();
        const ms = performance.now() - started;
        return {
          message,
          status: res.status,
          ms,
          text,
          retryAfter: res.headers.get("retry-after"),
        };
      } catch {
        return {
          message,
          status: "hung",
          ms: performance.now() - started,
          text: "",
          retryAfter: null,
        };
      }
    }),
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
  const late = outcomes.filter((o) => o.status === "hung" || o.ms > ANSWER_WITHIN_MS);
  expect(late.map((o) => `${o.status} after ${Math.round(o.ms)} ms`)).toEqual([]);
  for (const o of outcomes) {
    if (o.status === 200) {
      expect(JSON.parse(o.text)).toMatchObject({ success: true, message: expect.any(String) });
      continue;
    }
    expect([429, 503]).toContain(o.status);
    const body = JSON.parse(o.text) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(/try again/i);
    expect(Number(o.retryAfter)).toBeGreaterThan(0);
  }
  const acknowledged = outcomes.filter((o) => o.status === 200).map((o) => o.message);
  // Every acknowledged message is stored, once; a refused one is not (a resend is no duplicate).
  expect(
    await storedOf(
      server,
      outcomes.map((o) => o.message),
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
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding: () => void = () => {};
      const isHolding = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const transaction = server.services.db.transaction(async () => {
        holding();
        await held;
      });
      await isHolding;
      const timer = setTimeout(release, 7000);
      let outcomes: Outcome[];
      try {
        outcomes = await flood(server, "held");
      } finally {
        clearTimeout(timer);
        release();
        await transaction;
      }
      await expectAnsweredAndStored(server, outcomes);
      expect(outcomes.map((o) => o.status)).toEqual(outcomes.map(() => 503));

      const next = await server.post("/api/contact", { ...valid, message: "After the flood." });
      expect(next.status).toBe(200);
      expect(await storedOf(server, ["After the flood."])).toEqual(["After the flood."]);
    }, 20_000);
  },
);
