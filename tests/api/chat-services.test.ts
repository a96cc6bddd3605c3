import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";
import { conversationOf, converse, newSessionId } from "./chat-support";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ WHATSAPP_NUMBER: "+254700111222" });
  token = await server.signIn();
});
afterAll(() => server.close());

describe("the service as the visitor asked for it, not the coarse contact option", () => {
  it("lists LinkedIn Optimization for a LinkedIn visitor in the staff API and the hand-over", async () => {
    const sessionId = newSessionId();
    const answers = await converse(server, sessionId, [
      "Hi, I need help with my LinkedIn profile",
      "Wanjiru",
      "0712 345 678",
    ]);
    expect(answers.at(-1)!.whatsappMessage).toContain("I'd like help with LinkedIn Optimization.");
    expect(await conversationOf(server, token, sessionId)).toMatchObject({
      serviceInterest: "LinkedIn Optimization",
    });
  });

  it("keeps two services in the order asked, across turns read back from the database", async () => {
    const sessionId = newSessionId();
    await converse(server, sessionId, ["I need both a CV and LinkedIn profile", "Otieno"]);
    expect((await conversationOf(server, token, sessionId))?.serviceInterest).toBe(
      "CV Writing, LinkedIn Optimization",
    );
    // The stored names are read back as the lead's services: a later ask adds, in order.
    const answers = await converse(server, sessionId, [
      "I also want a cover letter",
      "otieno@gmail.com",
    ]);
    expect((await conversationOf(server, token, sessionId))?.serviceInterest).toBe(
      "CV Writing, LinkedIn Optimization, Cover Letters",
    );
    expect(answers.at(-1)!.whatsappMessage).toContain(
      "help with CV Writing, LinkedIn Optimization and Cover Letters.",
    );
  });
});
