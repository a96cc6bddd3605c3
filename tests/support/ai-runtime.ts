import { afterAll, beforeAll, beforeEach } from "vitest";
import type { AiRuntime } from "../../server/ai";
import { createLanguageModel } from "../../server/ai/provider";
import type { TokenBudget } from "../../server/ai/token-budget";
import { type FakeOpenAI, startFakeOpenAI } from "./fake-openai";

/**
 * A fake OpenAI-compatible server for the calling test file: started before its tests, its
 * request log emptied before each, closed after. Call the returned function inside a test.
 */
export function fakeOpenAIForThisFile(): () => FakeOpenAI {
  let fake: FakeOpenAI | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    if (fake) fake.requests.length = 0;
  });
  return () => {
    if (!fake) throw new Error("fakeOpenAIForThisFile: the fake server starts in beforeAll");
    return fake;
  };
}

/**
 * An in-memory budget with the TokenBudget contract (the table-backed one is tested over the
 * API, on PGlite and PostgreSQL): `reserved` lists each reservation, `used` what is charged.
 */
export function memoryBudget(limit: number): TokenBudget & { used: number; reserved: number[] } {
  const budget = {
    used: 0,
    reserved: [] as number[],
    async reserve(tokens: number) {
      if (budget.used + tokens > limit) return null;
      budget.used += tokens;
      budget.reserved.push(tokens);
      return {
        async settle(usedTokens: number | undefined) {
          if (usedTokens !== undefined) budget.used += usedTokens - tokens;
        },
      };
    },
  };
  return budget;
}

/** Model access as server/ai builds it, pointed at the fake OpenAI-compatible server. */
export function fakeModelRuntime(
  fake: FakeOpenAI,
  options: { timeoutMs?: number; budget?: TokenBudget } = {},
): AiRuntime {
  return {
    model: createLanguageModel({
      AI_PROVIDER: "openai",
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: "test-key",
      AI_MODEL: "fake-model",
    }),
    timeoutMs: options.timeoutMs ?? 2000,
    budget: options.budget ?? memoryBudget(100_000),
  };
}
