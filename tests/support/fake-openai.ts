import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake answers the next chat-completions request. */
export type FakeBehaviour =
  /** 200 with `content` as the assistant message (a string, or an object sent as JSON). */
  | { kind: "reply"; content: string | object; totalTokens?: number }
  /**
   * A model that runs on: it writes `words` words (one token each) unless the request's
   * `max_tokens` stops it first, as a real provider does (finish_reason "length"). Its usage
   * counts the prompt at 4 characters a token plus every word written.
   */
  | { kind: "long"; words: number }
  /** 500 with an OpenAI-style error body. */
  | { kind: "error"; status?: number }
  /** Accepts the request and never answers (until the server closes). */
  | { kind: "hang" }
  /** 200 whose body is not a chat completion at all. */
  | { kind: "garbage" };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: unknown }[];
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
    max_tokens?: number;
    [key: string]: unknown;
  };
}

export interface FakeOpenAI {
  /** Base URL to put in AI_BASE_URL, e.g. http://127.0.0.1:12345/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets the behaviour for every following request (default: a fixed reply). */
  respondWith(behaviour: FakeBehaviour | ((request: RecordedRequest) => FakeBehaviour)): void;
  close(): Promise<void>;
}

/** A 200 chat completion carrying `content` and the usage a provider would bill. */
function sendCompletion(
  res: ServerResponse,
  body: RecordedRequest["body"],
  content: string,
  finishReason: "stop" | "length",
  tokens: { prompt: number; completion: number },
) {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      id: `chatcmpl-fake-${randomUUID()}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? "fake-model",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content },
          finish_reason: finishReason,
          logprobs: null,
        },
      ],
      usage: {
        prompt_tokens: tokens.prompt,
        completion_tokens: tokens.completion,
        total_tokens: tokens.prompt + tokens.completion,
      },
    }),
  );
}

/**
 * A fake OpenAI-compatible chat-completions server on loopback, speaking the real protocol
 * over real HTTP, so tests exercise the AI SDK's request building and response parsing.
 */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let behaviour: FakeBehaviour | ((request: RecordedRequest) => FakeBehaviour) = {
    kind: "reply",
    content: "Hello from the fake model",
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? "/";
    if (req.method !== "POST" || !path.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
      return;
    }
    let body: RecordedRequest["body"] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      // Recorded as an empty body; the SDK never sends invalid JSON.
    }
    const request: RecordedRequest = { path, authorization: req.headers.authorization, body };
    requests.push(request);
    const now = typeof behaviour === "function" ? behaviour(request) : behaviour;
    switch (now.kind) {
      case "hang":
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      case "error":
        res.writeHead(now.status ?? 500, { "content-type": "application/json" });
        res.end(
          JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }),
        );
        return;
      case "garbage":
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"unexpected": true');
        return;
      case "reply": {
        const content = typeof now.content === "string" ? now.content : JSON.stringify(now.content);
        const total = now.totalTokens ?? 120;
        sendCompletion(res, body, content, "stop", { prompt: total - 20, completion: 20 });
        return;
      }
      case "long": {
        const written = Math.min(now.words, body.max_tokens ?? Number.POSITIVE_INFINITY);
        const prompt = Math.ceil(JSON.stringify(body.messages ?? []).length / 4);
        const finish = written < now.words ? "length" : "stop";
        const content = "and then ".repeat(Math.ceil(written / 2)).trim();
        sendCompletion(res, body, content, finish, { prompt, completion: written });
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      behaviour = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
