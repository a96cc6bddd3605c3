import { randomUUID } from "node:crypto";
import type { ChatResponse, Conversation } from "../../contract/chat";
import type { TestServer } from "../support/server";

export const newSessionId = () => `chat_${randomUUID()}`;

/** Sends one visitor message the way the widget does (with its copy of the messages). */
export async function say(
  server: TestServer,
  sessionId: string,
  message: string,
  messages: unknown[] = [],
) {
  const res = await server.post("/api/chat", { sessionId, message, messages });
  return {
    res,
    body: (await res.json()) as ChatResponse & { error?: { code: string; message: string } },
  };
}

/** Plays a conversation and returns every answer; fails loudly on a non-200. */
export async function converse(server: TestServer, sessionId: string, lines: string[]) {
  const answers: ChatResponse[] = [];
  for (const line of lines) {
    const { res, body } = await say(server, sessionId, line);
    if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${JSON.stringify(body)}`);
    answers.push(body);
  }
  return answers;
}

export async function conversationOf(server: TestServer, token: string, sessionId: string) {
  const res = await server.get("/api/admin/conversations", token);
  const { conversations } = (await res.json()) as { conversations: Conversation[] };
  return conversations.find((c) => c.sessionId === sessionId);
}

export async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}
