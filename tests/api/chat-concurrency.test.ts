import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CHAT_MESSAGE, MAX_SESSION_MESSAGES } from "../../contract/chat";
import { chatInteractions, conversationMessages } from "../../server/db/schema";
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai";
import { startTestServer, type TestServer } from "../support/server";
import { conversationOf, converse, newSessionId, say } from "./chat-support";

/**
 * Turns of one session arriving together (a script, a double submit, two servers): each is
 * answered from the state the others left, so none overwrites another's lead fields and the
 * session never passes its message cap. Runs on PGlite and, with KAZI_TEST_DB=postgres, on
 * PostgreSQL.
 *
 * The model never answers, so every turn waits out AI_TIMEOUT_MS before the offline engine
 * replies: all the turns sent together are in flight at once, as they are with a slow model.
 */
let fake: FakeOpenAI;
let server: TestServer;
let token: string;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  fake.respondWith({ kind: "hang" });
  server = await startTestServer({
    AI_PROVIDER: "openai",
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "sk-test",
    AI_MODEL: "fake-chat",
    AI_TIMEOUT_MS: "300",
    // Off: the per-session limit would otherwise decide some of these turns.
    RATE_LIMITS: "off",
  });
  token = await server.signIn();
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const messagesOf = async (sessionId: string) =>
  (await (await server.get(`/api/admin/conversation-messages/${sessionId}`, token)).json()) as {
    role: string;
    content: string;
  }[];

describe("concurrent turns in one chat session", () => {
  it("keep every lead field each turn gave and store every message once, in turn order", async () => {
    const sessionId = newSessionId();
    const lines = [
      "My name is Jane Wanjiku",
      "my email is jane@example.com",
      "my number is 0712 345 678",
      "I need help with my CV",
    ];
    const answers = await Promise.all(lines.map((line) => say(server, sessionId, line)));
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200]);

    expect(await conversationOf(server, token, sessionId)).toMatchObject({
      firstName: "Jane",
      lastName: "Wanjiku",
      email: "jane@example.com",
      phone: "+254712345678",
      serviceInterest: "CV Writing",
      messageCount: 8,
    });
    const messages = await messagesOf(sessionId);
    expect(messages.map((m) => m.role)).toEqual(Array(4).fill(["user", "assistant"]).flat());
    const visitorLines = messages.filter((m) => m.role === "user").map((m) => m.content);
    expect(visitorLines.toSorted()).toEqual(lines.toSorted());
  });

  it(`never let a session pass ${MAX_SESSION_MESSAGES} messages`, async () => {
    const sessionId = newSessionId();
    const { db } = server.services;
    await db.insert(chatInteractions).values({ sessionId, firstName: "Otieno" });
    const stored = MAX_SESSION_MESSAGES - 4;
    await db.insert(conversationMessages).values(
      Array.from({ length: stored }, (_, i) => ({
        sessionId,
        role: i % 2 === 0 ? "user" : "assistant",
        content: `earlier message ${i}`,
        messageIndex: i,
      })),
    );

    // Room for two more turns; four arrive at once.
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => say(server, sessionId, `what are your hours? (${n})`)),
    );
    const statuses = answers.map((a) => a.res.status).toSorted();
    expect(statuses).toEqual([200, 200, 429, 429]);
    for (const refused of answers.filter((a) => a.res.status === 429)) {
      expect(refused.body.error?.message).toContain(`limit of ${MAX_SESSION_MESSAGES} messages`);
    }
    expect((await conversationOf(server, token, sessionId))?.messageCount).toBe(
      MAX_SESSION_MESSAGES,
    );
    expect(await messagesOf(sessionId)).toHaveLength(MAX_SESSION_MESSAGES);
  });

  it("answer a burst of hostile turns without freezing the server (security review H1)", async () => {
    const sessionId = newSessionId();
    // Two turns bring the assistant to "How many years of experience do you have?", the
    // question whose answer a backtracking regex once took seconds to read.
    const [, asked] = await converse(server, sessionId, [
      "Hi, I need CV writing. My name is John Kamau, phone 0712345678",
      "I'm a teacher",
    ]);
    expect(asked!.message).toContain("How many years of experience");
    const hostile = `1${" ".repeat(MAX_CHAT_MESSAGE - 2)}x`;

    const burst = Promise.all(Array.from({ length: 20 }, () => say(server, sessionId, hostile)));
    let slowestHealth = 0;
    let done = false;
    void burst.then(() => {
      done = true;
    });
    while (!done) {
      const start = performance.now();
      expect((await server.get("/api/health")).status).toBe(200);
      slowestHealth = Math.max(slowestHealth, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answers = await burst;

    expect(slowestHealth).toBeLessThan(1000);
    const accepted = answers.filter((a) => a.res.status === 200);
    const refused = answers.filter((a) => a.res.status === 429);
    // One turn answered and three waiting behind it; a script's twentieth turn is told to wait.
    expect(accepted).toHaveLength(4);
    expect(refused).toHaveLength(16);
    for (const r of refused) expect(r.body.error?.message).toContain("faster than we can answer");
    expect((await messagesOf(sessionId)).filter((m) => m.content === hostile)).toHaveLength(4);
  }, 60_000);
});
