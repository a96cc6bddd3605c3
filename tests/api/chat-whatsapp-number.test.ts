import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";
import { converse, newSessionId } from "./chat-support";

/**
 * WHATSAPP_NUMBER written the way the site prints a phone number ("+254 700 123 456") once
 * stopped the start. It is read like any phone number, and the hand-over carries it in a form
 * whose digits make the wa.me link.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    WHATSAPP_NUMBER: "+254 700 123 456",
  });
});
afterAll(() => server.close());

describe("a WhatsApp number written with spaces", () => {
  it("starts the server and hands over to its digits", async () => {
    const answers = await converse(server, newSessionId(), [
      "Hello, I need a CV",
      "Jane Wanjiku",
      "0712 345 678",
    ]);
    const handOver = answers.find((a) => a.readyForWhatsApp);
    expect(handOver?.whatsappNumber?.replace(/\D/g, "")).toBe("254700123456");
  });
});
