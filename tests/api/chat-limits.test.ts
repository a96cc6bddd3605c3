import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SESSION_MESSAGES } from "../../contract/chat";
import { startTestServer, type TestServer } from "../support/server";
import { conversationOf, newSessionId, say } from "./chat-support";

describe("the 200-message session limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Rate limits off so that only the session cap can stop this conversation.
    server = await startTestServer({ RATE_LIMITS: "off", CONTACT_PHONE: "+254 733 000 111" });
  });
  afterAll(() => server.close());

  it("answers 429 once a session holds 200 messages, storing nothing more", async () => {
    const sessionId = newSessionId();
    for (let i = 0; i < MAX_SESSION_MESSAGES / 2; i++) {
      const { res } = await say(
        server,
        sessionId,
        i === 0 ? "Hello" : `what are your hours? (${i})`,
      );
      expect(res.status).toBe(200);
    }
    const { res, body } = await say(server, sessionId, "one more");
    expect(res.status).toBe(429);
    expect(body.error?.code).toBe("rate_limited");
    expect(body.error?.message).toContain("+254 733 000 111");
    const token = await server.signIn();
    expect((await conversationOf(server, token, sessionId))?.messageCount).toBe(200);
    // Another visit is unaffected.
    expect((await say(server, newSessionId(), "hello")).res.status).toBe(200);
  }, 120_000);
});

describe("the per-IP limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers 429 after 120 chat requests from one address in 10 minutes, whatever the session", async () => {
    let sessionId = newSessionId();
    // Six conversations of 20 turns: new conversations per address are capped too (L8).
    for (let i = 0; i < 120; i++) {
      if (i % 20 === 0) sessionId = newSessionId();
      const { res } = await say(server, sessionId, "hi");
      expect(res.status).toBe(200);
    }
    const { res } = await say(server, newSessionId(), "hi");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // The hand-over call shares the budget, so a script cannot farm it either.
    expect((await server.post("/api/chat/handoff", { sessionId: newSessionId() })).status).toBe(
      429,
    );
  }, 120_000);
});
