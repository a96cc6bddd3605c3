import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import {
  fakeModelRuntime,
  fakeOpenAIForThisFile,
  memoryBudget,
} from "../../tests/support/ai-runtime";
import { capturedLogger } from "../../tests/support/log-capture";
import { type AiTask, withFallback } from "./with-fallback";

const fake = fakeOpenAIForThisFile();

const task: AiTask<string> = {
  name: "test-task",
  maxOutputTokens: 100,
  promptChars: 30,
  llm: async ({ call }) => (await generateText({ ...call, prompt: "Say something useful." })).text,
  offline: () => "offline answer",
};

describe("withFallback: one path and one log line for every model call", () => {
  it("logs the task, who answered, why not the model, and what the call was charged", async () => {
    const { log, lines } = capturedLogger();
    const budget = memoryBudget(10_000);
    const runtime = { ...fakeModelRuntime(fake(), { budget, timeoutMs: 200 }), log };

    fake().respondWith({ kind: "reply", content: "model answer", totalTokens: 42 });
    expect(await withFallback(runtime, task)).toEqual({ value: "model answer", source: "llm" });
    fake().respondWith({ kind: "hang" });
    expect(await withFallback(runtime, task)).toEqual({
      value: "offline answer",
      source: "offline",
      reason: "timeout",
    });
    // 42 billed, then a time-out keeps its whole reservation: 30 characters / 3 + 100.
    expect(budget.used).toBe(42 + 110);
    const spent = { ...runtime, budget: memoryBudget(50) };
    expect((await withFallback(spent, task)).source).toBe("offline");

    const shape = (line: Record<string, unknown>) => ({
      task: line.task,
      source: line.source,
      reason: line.reason,
      tokens: line.tokens,
    });
    expect(lines.map(shape)).toEqual([
      { task: "test-task", source: "llm", reason: undefined, tokens: 42 },
      { task: "test-task", source: "offline", reason: "timeout", tokens: 110 },
      { task: "test-task", source: "offline", reason: "budget", tokens: 0 },
    ]);
    // Never the prompt or the answer: they hold visitors' personal details.
    expect(JSON.stringify(lines)).not.toMatch(/useful|model answer/);
  });

  it("answers offline without a call or a log line when no model is configured", async () => {
    const { log, lines } = capturedLogger();
    const runtime = { ...fakeModelRuntime(fake()), model: null, log };
    expect(await withFallback(runtime, task)).toEqual({
      value: "offline answer",
      source: "offline",
      reason: "offline",
    });
    expect(fake().requests).toHaveLength(0);
    expect(lines).toHaveLength(0);
  });
});
