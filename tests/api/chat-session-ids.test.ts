import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatResponse, Conversation } from "../../contract/chat";
import { capturedLogger } from "../support/log-capture";
import { startTestServer, type TestServer } from "../support/server";
import { converse, errorOf, newSessionId, say } from "./chat-support";

// Security review L1 and L8: chat session ids issued by the server, new conversations capped
// per address, the id kept out of the request log, and the staff list paginated.

type Answer = ChatResponse & { sessionId: string };

const { log, lines } = capturedLogger();
let server: TestServer;
let token: string;
beforeAll(async () => {
  // TRUST_PROXY so that each test can speak from its own address (X-Forwarded-For).
  server = await startTestServer({ TRUST_PROXY: "on" }, { log });
  token = await server.signIn();
});
afterAll(() => server.close());

let addresses = 0;
const freshAddress = () => `203.0.113.${++addresses}`;

function chatFrom(address: string, body: Record<string, unknown>) {
  return server.fetch("/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
}

describe("the conversation id in the answer (L1)", () => {
  it("answers the id the conversation is kept under; the widget sends it back", async () => {
    const sessionId = newSessionId();
    const answers = (await converse(server, sessionId, ["Hello", "I need a CV"])) as Answer[];
    expect(answers.map((a) => a.sessionId)).toEqual([sessionId, sessionId]);
    const messages = await (
      await server.get(`/api/admin/conversation-messages/${sessionId}`, token)
    ).json();
    expect(messages).toHaveLength(4);
  });
});

/** The widget's way: ask the server for an id, keep the cookie it sets, send both. */
async function issuedSession(cookie?: string) {
  const res = await server.fetch("/api/chat/session", {
    method: "POST",
    headers: cookie ? { cookie } : {},
  });
  const setCookie = res.headers.get("set-cookie");
  return {
    res,
    sessionId: ((await res.json()) as { sessionId: string }).sessionId,
    setCookie,
    cookie: cookie ?? setCookie?.split(";")[0] ?? "",
  };
}

function chatWith(cookie: string, body: Record<string, unknown>, path = "/api/chat") {
  return server.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function messageCount(sessionId: string): Promise<number> {
  const res = await server.get(`/api/admin/conversation-messages/${sessionId}`, token);
  return res.status === 200 ? ((await res.json()) as unknown[]).length : 0;
}

describe("ids issued by the server, bound to the browser (L1)", () => {
  it("hands out a fresh random id and an HttpOnly, SameSite=Strict cookie scoped to the chat API", async () => {
    const first = await issuedSession();
    expect(first.res.status).toBe(201);
    expect(first.sessionId).toMatch(/^kz_[\w-]{40,}$/);
    expect(first.setCookie).toMatch(/HttpOnly/i);
    expect(first.setCookie).toMatch(/SameSite=Strict/i);
    expect(first.setCookie).toMatch(/Path=\/api\/chat/i);
    const second = await issuedSession();
    expect(second.sessionId).not.toBe(first.sessionId);
  });

  it("continues the conversation for the browser that holds the cookie", async () => {
    const { sessionId, cookie } = await issuedSession();
    for (const message of ["Hello", "I need a CV"]) {
      const res = await chatWith(cookie, { sessionId, message });
      expect(res.status).toBe(200);
      expect(((await res.json()) as ChatResponse).sessionId).toBe(sessionId);
    }
    expect(await messageCount(sessionId)).toBe(4);
  });

  it("refuses the id without its cookie (read from a log, say) or with another browser's, and stores nothing", async () => {
    const owner = await issuedSession();
    expect(
      (await chatWith(owner.cookie, { sessionId: owner.sessionId, message: "Hello" })).status,
    ).toBe(200);
    const stranger = await issuedSession();
    for (const cookie of ["", stranger.cookie]) {
      const stolen = await chatWith(cookie, { sessionId: owner.sessionId, message: "whatsapp" });
      expect(stolen.status).toBe(403);
      expect((await errorOf(stolen)).message).toMatch(/another browser/i);
      const handoff = await chatWith(cookie, { sessionId: owner.sessionId }, "/api/chat/handoff");
      expect(handoff.status).toBe(403);
    }
    expect(await messageCount(owner.sessionId)).toBe(2);
  });

  it("refuses an id in the server's shape that it never issued", async () => {
    const { cookie } = await issuedSession();
    const forged = `kz_${"A".repeat(22)}_${"B".repeat(22)}`;
    const res = await chatWith(cookie, { sessionId: forged, message: "Hello" });
    expect(res.status).toBe(403);
    expect(await messageCount(forged)).toBe(0);
  });

  it("lets two tabs of one browser hold two conversations under the one cookie", async () => {
    const first = await issuedSession();
    const second = await issuedSession(first.cookie);
    for (const tab of [first, second]) {
      expect(
        (await chatWith(first.cookie, { sessionId: tab.sessionId, message: "Hi" })).status,
      ).toBe(200);
    }
  });

  it("still keeps ids a client proposes itself (clients that send only the body)", async () => {
    const sessionId = newSessionId();
    expect((await chatWith("", { sessionId, message: "Hello" })).status).toBe(200);
    expect(await messageCount(sessionId)).toBe(2);
  });
});

describe("the hand-over summary (L1)", () => {
  it("names the visitor's details once; asked again, it gives the reference code only", async () => {
    const sessionId = newSessionId();
    const answers = await converse(server, sessionId, [
      "Hello",
      "I need a CV",
      "Jane Wanjiku",
      "0712 345 678",
    ]);
    const first = answers.at(-1)!;
    expect(first.whatsappMessage).toContain("+254712345678");
    const reference = first.whatsappMessage!.match(/KZ-[0-9A-Z]{6}/)![0];

    const [again] = await converse(server, sessionId, ["whatsapp"]);
    expect(again!.readyForWhatsApp).toBe(true);
    expect(again!.whatsappMessage).toContain(reference);
    for (const detail of ["Jane", "Wanjiku", "+254712345678", "0712"]) {
      expect(again!.whatsappMessage).not.toContain(detail);
      expect(again!.message).not.toContain(detail);
    }
  });
});

describe("a service changed after the hand-over, in the widget's conversation", () => {
  it("brings a new summary that still names the visitor, the phone and the new services", async () => {
    const { sessionId, cookie } = await issuedSession();
    const answers: ChatResponse[] = [];
    for (const message of [
      "I need a cover letter and LinkedIn help",
      "Jane Wanjiku",
      "0712 345 678",
      "scrap the linkedin, just the letter",
    ]) {
      const res = await chatWith(cookie, { sessionId, message });
      expect(res.status).toBe(200);
      answers.push((await res.json()) as ChatResponse);
    }
    const [handedOver, changed] = answers.slice(-2);
    expect(handedOver!.whatsappMessage).toContain("Cover Letters and LinkedIn Optimization");
    expect(changed!.readyForWhatsApp).toBe(true);
    for (const detail of ["Jane Wanjiku", "+254712345678", "help with Cover Letters."]) {
      expect(changed!.whatsappMessage).toContain(detail);
    }
    expect(changed!.whatsappMessage).not.toContain("LinkedIn");
    expect(changed!.message).toContain("Thank you, Jane!");
  });
});

describe("new conversations per address (L8)", () => {
  it("answers 429 with Retry-After after 60 new conversations in an hour, storing nothing", async () => {
    const address = freshAddress();
    const kept: string[] = [];
    for (let i = 0; i < 60; i++) {
      const sessionId = newSessionId();
      const res = await chatFrom(address, { sessionId, message: "hi" });
      expect(res.status).toBe(200);
      kept.push(sessionId);
    }
    const refusedId = newSessionId();
    const refused = await chatFrom(address, { sessionId: refusedId, message: "hi" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(refused)).message).toMatch(/new chats/i);
    const list = (await (await server.get("/api/admin/conversations", token)).json()) as {
      conversations: Conversation[];
    };
    expect(list.conversations.some((c) => c.sessionId === refusedId)).toBe(false);

    // Turns of a conversation already open are not new conversations.
    expect((await chatFrom(address, { sessionId: kept[0], message: "I need a CV" })).status).toBe(
      200,
    );
    // Another address is not affected.
    expect((await chatFrom(freshAddress(), { sessionId: refusedId, message: "hi" })).status).toBe(
      200,
    );
  }, 60_000);
});

describe("the session id in logs (L1)", () => {
  it("is not written in the request line of staff routes nor in their 404 messages", async () => {
    const sessionId = newSessionId();
    await say(server, sessionId, "Hello");
    await server.get(`/api/admin/conversation-messages/${sessionId}`, token);
    const unknown = newSessionId();
    const missing = await server.fetch(`/api/admin/conversations/${unknown}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(await missing.json())).not.toContain(unknown);
    const requestLines = lines.filter((line) => line.msg === "request");
    expect(
      requestLines.some((line) =>
        String(line.path).startsWith("/api/admin/conversation-messages/"),
      ),
    ).toBe(true);
    const written = JSON.stringify(lines);
    expect(written).not.toContain(sessionId);
    expect(written).not.toContain(unknown);
  });
});

describe("the staff conversation list (L8)", () => {
  it("is paginated with ?page=&limit= and says the total", async () => {
    const all = (await (await server.get("/api/admin/conversations", token)).json()) as {
      conversations: Conversation[];
      total: number;
    };
    expect(all.total).toBe(all.conversations.length);
    expect(all.total).toBeGreaterThan(3);
    const page = async (n: number) =>
      (await (await server.get(`/api/admin/conversations?page=${n}&limit=2`, token)).json()) as {
        conversations: Conversation[];
        total: number;
      };
    const [one, two] = [await page(1), await page(2)];
    expect(one.total).toBe(all.total);
    expect(one.conversations.map((c) => c.id)).toEqual(
      all.conversations.slice(0, 2).map((c) => c.id),
    );
    expect(two.conversations.map((c) => c.id)).toEqual(
      all.conversations.slice(2, 4).map((c) => c.id),
    );
    expect((await server.get("/api/admin/conversations?limit=0", token)).status).toBe(400);
  });
});
