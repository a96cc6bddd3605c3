import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extractText, getDocumentProxy } from "unpdf";
import { chatInteractions, conversationMessages } from "../../server/db/schema";
import type { TestServer } from "../support/server";

/** A conversation as the chat assistant stores it (the chat helper's tables). */
export async function seedConversation(server: TestServer, sessionId: string) {
  const db = server.services.db;
  await db.insert(chatInteractions).values({
    sessionId,
    firstName: "Grace",
    lastName: "Achieng",
    email: "grace@example.com",
    phone: "+254712000111",
    serviceInterest: "CV Writing",
    conversationData: JSON.stringify({
      currentRole: "Accountant",
      yearsExperience: "6",
      industry: "Banking",
      careerGoal: "Move into a finance manager role",
      company: "Equity Bank",
    }),
  });
  await db.insert(conversationMessages).values([
    { sessionId, role: "assistant", content: "Hello! How can I help?", messageIndex: 0 },
    {
      sessionId,
      role: "user",
      content: "I need a CV. I reduced month-end close from 10 days to 4 days.",
      messageIndex: 1,
    },
  ]);
}

export async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

export async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}

/**
 * An OpenAI-compatible chat-completions server on loopback that always answers `reply`;
 * `requests` holds the bodies it was sent (what the model was asked).
 */
export async function startFakeModel(
  reply: string,
): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push(Buffer.concat(chunks).toString("utf8"));
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: 0,
          model: "fake",
          choices: [
            { index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
