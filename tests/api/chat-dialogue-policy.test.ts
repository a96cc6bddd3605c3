import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";
import { conversationOf, converse, newSessionId } from "./chat-support";

/**
 * The dialogue policy over HTTP: a visitor the assistant cannot read the name of is not lost.
 * After two asks it moves on, and a phone and a service are enough for the WhatsApp hand-over.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

describe("a visitor whose name is never understood", () => {
  it("is asked for it at most twice and still reaches the hand-over", async () => {
    const sessionId = newSessionId();
    const answers = await converse(server, sessionId, [
      "I need help with my CV",
      "??",
      "🙂",
      "0712 345 678",
    ]);
    const askedName = answers.map((a) => /May I have your name/.test(a.message));
    expect(askedName.slice(0, 3)).toEqual([true, true, false]);
    const last = answers.at(-1)!;
    expect(last.readyForWhatsApp).toBe(true);
    expect(last.whatsappMessage).toContain("+254712345678");
    expect(await conversationOf(server, token, sessionId)).toMatchObject({
      phone: "+254712345678",
      firstName: null,
    });
  });
});

describe("a number valid in no region the chat points to", () => {
  it("is asked about instead of stored, and stored abroad once the visitor confirms it", async () => {
    const sessionId = newSessionId();
    const answers = await converse(server, sessionId, [
      "LinkedIn profile please",
      "Achieng",
      "0722 481 9031",
    ]);
    const asked = answers.at(-1)!;
    expect(asked.message).toContain("is 0722 481 9031 a UK number, or could you check it?");
    expect(asked.readyForWhatsApp).toBe(false);
    expect(await conversationOf(server, token, sessionId)).toMatchObject({ phone: null });
    const [confirmed] = await converse(server, sessionId, ["yes, UK"]);
    expect(confirmed!.readyForWhatsApp).toBe(true);
    expect(confirmed!.whatsappMessage).toContain("+447224819031");
  });
});

describe("a reply with no letters-worth of content to an optional question", () => {
  it("fills nothing and counts as a miss: asked once more, then the next question", async () => {
    const sessionId = newSessionId();
    const answers = await converse(server, sessionId, [
      "I need a CV",
      "Jane Njeri",
      "0712 345 678",
      // The longest message the widget may send: 1,999 spaces and a letter.
      `${" ".repeat(1999)}x`,
      " . ",
    ]);
    const [, , handOver, first, second] = answers;
    expect(handOver!.message).toContain("what's your current role?");
    expect(first!.message).not.toContain("that helps the consultant prepare");
    expect(first!.message).toContain("what's your current role?");
    expect(second!.message).not.toContain("what's your current role?");
    const stored = await conversationOf(server, token, sessionId);
    expect(JSON.parse(stored?.conversationData ?? "{}")?.currentRole ?? null).toBeNull();
  });
});
