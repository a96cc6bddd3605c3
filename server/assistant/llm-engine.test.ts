import { describe, expect, it } from "vitest";
import {
  fakeModelRuntime,
  fakeOpenAIForThisFile,
  memoryBudget,
} from "../../tests/support/ai-runtime";
import type { TokenBudget } from "../ai/token-budget";
import { createLlmEngine, type LlmTurn, systemPrompt } from "./llm-engine";
import { offlineReply } from "./offline-engine";
import { catalog, serviceNames } from "./services";
import { siteKnowledge } from "./site-knowledge";
import type { AssistantInput } from "./types";

const emptyLead: LlmTurn["lead"] = {
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

const fakeServer = fakeOpenAIForThisFile();

function engine(options: { timeoutMs?: number; budget?: TokenBudget } = {}) {
  const runtime = fakeModelRuntime(fakeServer(), options);
  return createLlmEngine({ runtime, knowledge: siteKnowledge, brand: "Kazi Career Services" });
}

const turn = (message: string, lead = {}): AssistantInput => ({
  sessionId: "llm-session",
  history: [
    { role: "user", content: "Hello" },
    { role: "assistant", content: "Hi! How can we help?" },
  ],
  message,
  lead,
});

describe("the system prompt", () => {
  const prompt = systemPrompt({ knowledge: siteKnowledge, brand: "Kazi Career Services" }, {});

  it.each(catalog.map((s) => [s.id, s.name] as const))(
    "offers the catalogue service %s (%s) by its id",
    (id, name) => {
      expect(prompt).toContain(`${id} (${name})`);
    },
  );

  it("asks for the services as asked, not the option they are filed under", () => {
    expect(prompt).toMatch(/LinkedIn help gets linkedin-optimization/);
    expect(prompt).not.toMatch(/belongs? to/);
  });
});

describe("LLM assistant engine over a fake OpenAI-compatible server", () => {
  it("answers a normal turn with the model's text, sending a system prompt built from content", async () => {
    const budget = memoryBudget(100_000);
    fakeServer().respondWith({
      kind: "reply",
      content: {
        reply: "Happy to help with your CV! May I have your name?",
        lead: { ...emptyLead, services: ["cv-writing"] },
      },
      totalTokens: 321,
    });
    const reply = await engine({ budget }).reply(turn("I need help with my CV"));
    expect(reply.engine).toBe("llm");
    expect(reply.message).toBe("Happy to help with your CV! May I have your name?");
    expect(reply.lead.services).toEqual(["cv-writing"]);
    expect(reply.handOver).toBeNull();
    expect(budget.used).toBe(321);
    const request = fakeServer().requests[0]!;
    expect(request.body.max_tokens).toBe(1000);
    expect(request.authorization).toBe("Bearer test-key");
    expect(request.body.model).toBe("fake-model");
    expect(request.body.response_format?.type).toBe("json_schema");
    const system = request.body.messages?.[0];
    expect(system?.role).toBe("system");
    expect(String(system?.content)).toContain("Monday - Friday 8:00 AM - 6:00 PM");
    expect(request.body.messages?.at(-1)).toMatchObject({
      role: "user",
      content: "I need help with my CV",
    });
  });

  it("validates the structured lead: E.164 phone, known service, and the server decides readiness", async () => {
    fakeServer().respondWith({
      kind: "reply",
      content: {
        reply: "Thanks Jane! A consultant will reach out.",
        lead: {
          ...emptyLead,
          firstName: "Jane",
          lastName: "Wanjiku",
          phone: "0712 345 678",
          services: ["LinkedIn optimisation", "cv-writing", "astrology"],
          currentRole: "Accountant",
        },
      },
    });
    const reply = await engine().reply(
      turn("I'm Jane Wanjiku, an accountant, 0712 345 678, LinkedIn please"),
    );
    expect(reply.engine).toBe("llm");
    expect(reply.lead).toMatchObject({
      firstName: "Jane",
      lastName: "Wanjiku",
      phone: "+254712345678",
      services: ["linkedin-optimization", "cv-writing"],
      currentRole: "Accountant",
    });
    expect(reply.handOver?.message).toContain("Jane Wanjiku");
    expect(reply.message).toContain(reply.handOver!.referenceCode);
  });

  it("keeps only the details the visitor actually wrote", async () => {
    fakeServer().respondWith({
      kind: "reply",
      content: {
        reply: "Thanks John!",
        lead: {
          ...emptyLead,
          firstName: "John",
          phone: "0799 999 999",
          email: "john@example.com",
          services: ["cv-writing"],
          company: "Google",
          yearsExperience: "12 years",
        },
      },
    });
    const reply = await engine().reply(turn("I'm Peter and I need a CV, 0712 345 678"));
    expect(reply.lead).toMatchObject({ firstName: "Peter", phone: "+254712345678" });
    expect(reply.lead.email).toBeUndefined();
    expect(reply.lead.company).toBeUndefined();
    expect(reply.lead.yearsExperience).toBeUndefined();
  });

  it("asks the server's question, and never the same one a third time in a row", async () => {
    fakeServer().respondWith({
      kind: "reply",
      content: { reply: "No worries. What's your name?", lead: emptyLead },
    });
    const reply = await engine().reply({
      sessionId: "llm-session",
      history: [
        { role: "user", content: "I need a CV" },
        { role: "assistant", content: "Great! May I have your name?" },
        { role: "user", content: "hmm" },
        { role: "assistant", content: "Sorry, I didn't quite catch that. May I have your name?" },
      ],
      message: "🤔",
      lead: { services: ["cv-writing"] },
    });
    expect(reply.engine).toBe("llm");
    expect(reply.message).not.toMatch(/name/i);
    expect(reply.message).toMatch(/^No worries\. What's the best phone number/);
  });

  it("does not hand over when the model claims readiness without a valid contact", async () => {
    fakeServer().respondWith({
      kind: "reply",
      content: {
        reply: "All set, let's go to WhatsApp!",
        lead: { ...emptyLead, firstName: "Jane", phone: "12", services: ["cv-writing"] },
      },
    });
    const reply = await engine().reply(turn("ok"));
    expect(reply.lead.phone).toBeUndefined();
    expect(reply.handOver).toBeNull();
  });

  it.each([
    ["a 500", { kind: "error" } as const, "reservation"],
    ["malformed model output", { kind: "reply", content: "Sure! Your name please?" } as const, 120],
    [
      "output that fails the schema",
      { kind: "reply", content: { reply: "", lead: {} } } as const,
      120,
    ],
    ["a body that is not a completion", { kind: "garbage" } as const, "reservation"],
  ])(
    "falls back to the offline engine on %s with the lead intact, and charges the call",
    async (_, behaviour, charge) => {
      const budget = memoryBudget(100_000);
      fakeServer().respondWith(behaviour);
      const reply = await engine({ budget }).reply(
        turn("my number is 0712345678", { firstName: "Jane", services: ["cv-writing"] }),
      );
      expect(fakeServer().requests.length).toBe(1);
      expect(reply.engine).toBe("offline");
      expect(reply.lead).toMatchObject({
        firstName: "Jane",
        services: ["cv-writing"],
        phone: "+254712345678",
      });
      expect(reply.handOver).not.toBeNull();
      // What the provider reported it billed; without a report, the whole reservation.
      expect(budget.used).toBe(charge === "reservation" ? budget.reserved[0] : charge);
    },
  );

  it("falls back when the model exceeds the timeout, charged its whole reservation", async () => {
    const budget = memoryBudget(100_000);
    fakeServer().respondWith({ kind: "hang" });
    const started = Date.now();
    const reply = await engine({ timeoutMs: 300, budget }).reply(
      turn("I need editing, I'm Tom", {}),
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reply.engine).toBe("offline");
    expect(reply.lead).toMatchObject({ firstName: "Tom", services: ["editing"] });
    expect(budget.reserved).toHaveLength(1);
    expect(budget.used).toBe(budget.reserved[0]);
    expect(budget.used).toBeGreaterThan(1000);
  });

  it("sends the model only the last 12 messages, within 6,000 characters", async () => {
    fakeServer().respondWith({ kind: "reply", content: { reply: "Noted.", lead: emptyLead } });
    const exchange = (i: number, length = 20) => [
      { role: "user" as const, content: `visitor ${i} `.padEnd(length, "v") },
      { role: "assistant" as const, content: `assistant ${i} `.padEnd(length, "a") },
    ];
    const sent = async (history: AssistantInput["history"]) => {
      fakeServer().requests.length = 0;
      await engine().reply({ sessionId: "llm-session", history, message: "and now?", lead: {} });
      const messages = fakeServer().requests[0]!.body.messages!;
      expect(messages[0]?.role).toBe("system");
      expect(messages.at(-1)).toEqual({ role: "user", content: "and now?" });
      return messages.slice(1, -1).map((m) => String(m.content));
    };

    const short = await sent(Array.from({ length: 40 }, (_, i) => exchange(i)).flat());
    expect(short).toHaveLength(12);
    expect(short[0]).toMatch(/^visitor 34 /);
    expect(short.at(-1)).toMatch(/^assistant 39 /);

    // Near-full messages (1,900 characters): the character cap keeps the last 3, which would
    // start with an assistant message, so the visitor's message before it is dropped too.
    const long = await sent(Array.from({ length: 10 }, (_, i) => exchange(i, 1900)).flat());
    expect(long.map((m) => m.split(" ", 2).join(" "))).toEqual(["visitor 9", "assistant 9"]);
    expect(long.join("").length).toBeLessThanOrEqual(6000);
  });

  it("answers offline without calling the model once the daily budget is spent", async () => {
    fakeServer().respondWith({ kind: "reply", content: { reply: "unused", lead: emptyLead } });
    const reply = await engine({ budget: memoryBudget(0) }).reply(turn("I need a CV"));
    expect(fakeServer().requests.length).toBe(0);
    expect(reply.engine).toBe("offline");
    expect(reply.lead.services).toEqual(["cv-writing"]);
  });
});

describe("the model's reading checked by the server", () => {
  const reply = (lead: Partial<LlmTurn["lead"]>) =>
    fakeServer().respondWith({
      kind: "reply",
      content: { reply: "Sure.", lead: { ...emptyLead, ...lead } },
    });

  it("drops a greeting or an acknowledgement the model took for a name", async () => {
    reply({ firstName: "Niaje", services: ["cv-writing"] });
    const first = await engine().reply(turn("Niaje, nataka CV"));
    expect(first.lead.firstName).toBeUndefined();
    reply({ firstName: "Ok", lastName: "Sure", services: ["cv-writing"] });
    const second = await engine().reply(turn("ok sure", { services: ["cv-writing"] }));
    expect(second.lead.firstName).toBeUndefined();
    expect(second.lead.lastName).toBeUndefined();
  });

  it("keeps a first name that is also an English word", async () => {
    reply({ firstName: "Will", lastName: "Kamau", services: ["cv-writing"] });
    const result = await engine().reply(turn("Will Kamau, I need a CV"));
    expect(result.lead).toMatchObject({ firstName: "Will", lastName: "Kamau" });
  });

  it("reads the model's local number in the country the visitor named", async () => {
    reply({ phone: "07911 123456", services: ["cv-writing"] });
    const result = await engine().reply(turn("I'm in London, CV please. 07911 123456"));
    expect(result.lead.phone).toBe("+447911123456");
  });

  it("drops the model's guess of a country for a number no region the chat points to reads", async () => {
    reply({ phone: "+447224819031", services: ["cv-writing"] });
    const result = await engine().reply(turn("CV please, 07224819031"));
    expect(result.lead.phone).toBeUndefined();
    expect(result.message).toContain("is 07224819031 a UK number, or could you check it?");
  });

  it("keeps the visitor's correction of the phone when the model repeats the old number", async () => {
    reply({ phone: "+254712345678", services: ["cv-writing"] });
    const stored = { phone: "+254712345678", services: ["cv-writing" as const] };
    const result = await engine().reply({
      ...turn("sorry, last digit is 7", stored),
      history: [
        { role: "user", content: "CV please, 0712 345 678" },
        { role: "assistant", content: "Thanks, I've noted +254712345678." },
      ],
    });
    expect(result.lead.phone).toBe("+254712345677");
  });

  it("keeps a phone the visitor typed with the letter O or spelt in words", async () => {
    reply({ phone: "0722415880", services: ["linkedin-optimization"] });
    const typed = await engine().reply(turn("LinkedIn please, O722 415 880"));
    expect(typed.lead.phone).toBe("+254722415880");
    reply({ phone: "0722415880", services: ["linkedin-optimization"] });
    const spoken = await engine().reply(
      turn("LinkedIn, zero seven double two four one five eight eight zero"),
    );
    expect(spoken.lead.phone).toBe("+254722415880");
  });

  it.each([
    ["how much is LinkedIn?", ["cv-writing", "linkedin-optimization"], ["cv-writing"]],
    ["also LinkedIn please", ["linkedin-optimization"], ["cv-writing", "linkedin-optimization"]],
    ["actually, only LinkedIn", ["cv-writing", "linkedin-optimization"], ["linkedin-optimization"]],
    ["I'd like the CV done first", ["linkedin-optimization"], ["cv-writing"]],
  ])(
    "applies the also / only / not rules to the model's services: %j",
    async (message, fromModel, services) => {
      reply({ services: fromModel });
      const result = await engine().reply(turn(message, { services: ["cv-writing"] }));
      expect(result.engine).toBe("llm");
      expect(result.lead.services).toEqual(services);
    },
  );

  it("drops the service the visitor no longer wants, whatever the model kept", async () => {
    reply({ services: ["cv-writing", "cover-letter"] });
    const result = await engine().reply(
      turn("no need for the cover letter anymore", { services: ["cv-writing", "cover-letter"] }),
    );
    expect(result.lead.services).toEqual(["cv-writing"]);
  });

  it("drops a title or a child's name the model took for the visitor's name", async () => {
    reply({ firstName: "Rtd", lastName: "Wanyama", services: ["cv-writing"] });
    const retired = await engine().reply(turn("Capt. (Rtd) Joseph Wanyama, I need a civilian CV"));
    expect(retired.lead).toMatchObject({ firstName: "Joseph", lastName: "Wanyama" });
    reply({ firstName: "Brian", services: ["cv-writing"] });
    const parent = await engine().reply(turn("I'm his mum, Mama Brian. He needs a CV"));
    expect(parent.lead.firstName).toBeUndefined();
    reply({ firstName: "Kevin", lastName: "Otieno aka Kevo", services: ["cv-writing"] });
    const nickname = await engine().reply(turn("I'm Kevin Otieno aka Kevo, CV please"));
    expect(nickname.lead).toMatchObject({ firstName: "Kevin", lastName: "Otieno" });
  });

  it("keeps a training's subject out of the services, whatever the model listed", async () => {
    reply({ services: ["corporate-training", "business-writing"] });
    const result = await engine().reply(
      turn("We need a proposal writing workshop for 20 of our field officers"),
    );
    expect(result.lead.services).toEqual(["corporate-training"]);
  });

  it("swaps the service when the visitor says 'badala yake', whatever the model kept", async () => {
    reply({ services: ["linkedin-optimization", "cover-letter"] });
    const result = await engine().reply(
      turn("badala yake nifanyie cover letter", { services: ["linkedin-optimization"] }),
    );
    expect(result.lead.services).toEqual(["cover-letter"]);
  });

  it("takes a service only the model could read when none was stored", async () => {
    reply({ services: ["linkedin-optimization"] });
    const result = await engine().reply(turn("I want recruiters to find me when they search"));
    expect(result.lead.services).toEqual(["linkedin-optimization"]);
  });
});

describe("what the server says whichever engine writes, as the offline engine says it", () => {
  const offline = { knowledge: siteKnowledge, brand: "Kazi Career Services" };
  /** A chat whose last answer is the offline engine's own reply to `first`. */
  const chatAfter = (first: string, message: string, lead = {}): AssistantInput => {
    const answer = offlineReply(
      { sessionId: "llm-session", history: [], message: first, lead },
      offline,
    );
    return {
      sessionId: "llm-session",
      history: [
        { role: "user", content: first },
        { role: "assistant", content: answer.message },
      ],
      message,
      lead: answer.lead,
    };
  };
  const modelSays = (text: string, lead: Partial<LlmTurn["lead"]> = {}) =>
    fakeServer().respondWith({
      kind: "reply",
      content: { reply: text, lead: { ...emptyLead, ...lead } },
    });

  it("answers 'and a cover letter?' after the CV's prices with the content's prices, not the model's", async () => {
    modelSays("A cover letter is KSh 99,999.", { services: ["cv-writing", "cover-letter"] });
    const input = chatAfter("what are your CV prices", "and a cover letter?");
    const result = await engine().reply(input);
    expect(result.message).toContain(`${serviceNames(["cover-letter"])} prices`);
    expect(result.message).not.toContain("99,999");
    expect(result.lead.services).toEqual(["cv-writing", "cover-letter"]);
  });

  it("answers 'how much for both?' with the prices of each service stored", async () => {
    modelSays("Both are KSh 1.", { services: ["cv-writing", "linkedin-optimization"] });
    const input = chatAfter("I need a CV and LinkedIn", "how much for both?");
    const result = await engine().reply(input);
    expect(result.message).toContain(`${serviceNames(["cv-writing"])} prices`);
    expect(result.message).toContain(`${serviceNames(["linkedin-optimization"])} prices`);
    expect(result.message).not.toContain("KSh 1.");
  });

  it("tells a visitor who asks for a person that a consultant takes over, in both languages", async () => {
    modelSays("Sure thing!");
    const english = await engine().reply(turn("can I talk to a real person please"));
    expect(english.message).toContain("a consultant takes over from me on WhatsApp");
    expect(english.message).toContain("the service you'd like help with");
    modelSays("Sawa!");
    const swahili = await engine().reply(turn("naomba kuongea na mtu tafadhali"));
    expect(swahili.message).toContain("mshauri ataendelea nawe kwenye WhatsApp");
  });

  it("offers the hand-over in the offline engine's words, the reference code in them", async () => {
    modelSays("Great, noted!", {
      firstName: "Jane",
      phone: "0712 345 678",
      services: ["cv-writing"],
    });
    const result = await engine().reply(turn("Jane, 0712 345 678, CV please"));
    expect(result.handOver).not.toBeNull();
    expect(result.message).toContain(
      `Thank you, Jane! I have what a consultant needs. Continue on WhatsApp and they'll pick it up from here; your reference is ${result.handOver!.referenceCode}.`,
    );
  });
});
