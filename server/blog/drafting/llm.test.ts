import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createOpenAI } from "@ai-sdk/openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLlmDrafting, type FallbackRunner } from "./llm";

/** A fake OpenAI-compatible chat-completions server on loopback (the real protocol over HTTP). */
let server: Server;
let nextContent: string | null = null;
let requests: { response_format?: { type: string } }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    requests.push(JSON.parse(body));
    if (nextContent === null) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "boom", type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1,
        model: "fake",
        choices: [
          { index: 0, message: { role: "assistant", content: nextContent }, finish_reason: "stop" },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function engine() {
  const { port } = server.address() as AddressInfo;
  const model = createOpenAI({ baseURL: `http://127.0.0.1:${port}/v1`, apiKey: "test" }).chat(
    "fake",
  );
  const sources: string[] = [];
  // The same contract as server/ai withFallback: model first, offline on any failure.
  const run: FallbackRunner = async (task) => {
    try {
      const value = await task.llm({
        call: {
          model,
          abortSignal: new AbortController().signal,
          maxRetries: 0,
          maxOutputTokens: task.maxOutputTokens,
          onStepEnd() {},
        },
      });
      sources.push("llm");
      return { value };
    } catch {
      sources.push("offline");
      return { value: await task.offline() };
    }
  };
  return { drafting: createLlmDrafting(run), sources };
}

const longHtml = `<p>Intro.</p><h2>Section</h2><p>${"Practical advice for Kenyan job seekers. ".repeat(60)}</p>`;

describe("LLM drafting engine", () => {
  it("uses the model's structured draft", async () => {
    requests = [];
    nextContent = JSON.stringify({
      content: longHtml,
      excerpt: "An excerpt.",
      metaDescription: "A meta description.",
      focusKeyword: "job seekers",
      keywords: ["cv", "kenya"],
    });
    const { drafting, sources } = engine();
    const draft = await drafting.generate({
      title: "Job search",
      category: "Job Search",
      additionalInstructions: "",
    });
    expect(sources).toEqual(["llm"]);
    expect(draft.content).toBe(longHtml);
    expect(draft.focusKeyword).toBe("job seekers");
    expect(requests[0]?.response_format?.type).toBe("json_schema");
  });

  it("falls back to the offline draft when the model fails or answers too thin a draft", async () => {
    for (const content of [
      null,
      JSON.stringify({
        content: "<p>short</p>",
        excerpt: "",
        metaDescription: "",
        focusKeyword: "",
        keywords: [],
      }),
    ]) {
      nextContent = content;
      const { drafting, sources } = engine();
      const draft = await drafting.generate({
        title: "Interview Tips",
        category: "Interview Preparation",
        additionalInstructions: "",
      });
      expect(sources).toEqual(["offline"]);
      expect(draft.content).toContain("<h2>");
    }
  });

  it("modifies through the model, and offline when the model fails", async () => {
    nextContent = JSON.stringify({ modifiedContent: "<p>Shorter.</p>" });
    expect(
      await engine().drafting.modify({
        originalContent: longHtml,
        modificationRequest: "shorten",
        title: "t",
      }),
    ).toBe("<p>Shorter.</p>");
    nextContent = null;
    const offline = await engine().drafting.modify({
      originalContent: longHtml,
      modificationRequest: "add a conclusion",
      title: "t",
    });
    expect(offline).toContain("<h2>Conclusion</h2>");
  });
});
