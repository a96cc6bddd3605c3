import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai";
import { startTestServer, type TestServer } from "../support/server";
import { conversationOf, converse, newSessionId, say } from "./chat-support";

const emptyLead = {
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  services: null,
  currentRole: null,
  yearsExperience: null,
  industry: null,
  budget: null,
  careerGoal: null,
  company: null,
  urgency: null,
  specificChallenge: null,
};

let fake: FakeOpenAI;
let server: TestServer;
let token: string;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    AI_PROVIDER: "openai",
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "sk-test",
    AI_MODEL: "fake-chat",
    AI_TIMEOUT_MS: "400",
    RATE_LIMITS: "off",
  });
  token = await server.signIn();
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe("POST /api/chat with an OpenAI-compatible model (real AI SDK, fake server on loopback)", () => {
  it("answers with the model's text and stores the structured lead it extracted", async () => {
    const sessionId = newSessionId();
    fake.respondWith({
      kind: "reply",
      content: {
        reply: "Karibu Wanjiru! A consultant will call you shortly.",
        lead: {
          ...emptyLead,
          firstName: "Wanjiru",
          phone: "0722 123 456",
          services: ["editing"],
          urgency: "By Friday",
        },
      },
      totalTokens: 50,
    });
    const { body } = await say(
      server,
      sessionId,
      "Naitwa Wanjiru, 0722 123 456, nataka editing by Friday",
    );
    expect(body.message).toMatch(/^Karibu Wanjiru! A consultant will call you shortly\./);
    expect(body.readyForWhatsApp).toBe(true);
    expect(body.whatsappMessage).toContain("Editing & Proofreading");
    expect(fake.requests).toHaveLength(1);
    expect(String(fake.requests[0]!.body.messages?.[0]?.content)).toContain(
      "Kenyan career-services consultancy",
    );
    const stored = await conversationOf(server, token, sessionId);
    expect(stored).toMatchObject({
      firstName: "Wanjiru",
      phone: "+254722123456",
      serviceInterest: "Editing & Proofreading",
    });
    expect(JSON.parse(stored!.conversationData!).urgency).toBe("By Friday");
  });

  it.each([
    ["a 500 from the provider", { kind: "error" } as const],
    ["a timeout", { kind: "hang" } as const],
    ["malformed model output", { kind: "reply", content: "I think your name is Jane?" } as const],
  ])("falls back to the offline engine on %s, keeping the lead", async (_, behaviour) => {
    const sessionId = newSessionId();
    fake.respondWith({
      kind: "reply",
      content: { reply: "Which service?", lead: { ...emptyLead, firstName: "Jane" } },
    });
    await converse(server, sessionId, ["Hi, I'm Jane"]);
    fake.respondWith(behaviour);
    const started = Date.now();
    const { res, body } = await say(server, sessionId, "I need a CV, call me on 0712 345 678");
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    // The model was asked (once: the fallback is the retry) before the offline engine answered.
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.messages?.at(-1)).toMatchObject({
      role: "user",
      content: "I need a CV, call me on 0712 345 678",
    });
    // The offline engine's words, and the hand-over built from the stored lead.
    expect(body.message).toContain("your reference is");
    expect(body.readyForWhatsApp).toBe(true);
    expect(body.whatsappMessage).toContain("Jane");
    expect(await conversationOf(server, token, sessionId)).toMatchObject({
      firstName: "Jane",
      phone: "+254712345678",
      serviceInterest: "CV Writing",
      messageCount: 4,
    });
  });
});

describe("the daily token budget", () => {
  let budgeted: TestServer;
  beforeAll(async () => {
    budgeted = await startTestServer({
      AI_PROVIDER: "openai",
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: "fake-chat",
      // The chat's share is half: 50,000 tokens.
      AI_DAILY_TOKEN_BUDGET: "100000",
      RATE_LIMITS: "off",
    });
  });
  afterAll(() => budgeted.close());

  it("answers offline, without calling the model, once today's tokens are spent", async () => {
    // The provider bills more than was reserved: the real figure is what counts.
    fake.respondWith({
      kind: "reply",
      content: { reply: "From the model", lead: emptyLead },
      totalTokens: 60_000,
    });
    const first = await say(budgeted, newSessionId(), "hello");
    // The model's words, then the question the server chose.
    expect(first.body.message).toMatch(/^From the model Which service can we help you with/);
    expect(fake.requests).toHaveLength(1);
    const second = await say(budgeted, newSessionId(), "hello");
    expect(second.body.message).not.toContain("From the model");
    expect(second.body.message).toMatch(/Which service can we help you with/);
    expect(fake.requests).toHaveLength(1);
  });
});
