import type { LanguageModel } from "ai";
import type { Logger } from "../log";
import type { TokenBudget } from "./token-budget";

/** Model access shared by every AI capability (chat, blog drafts, CV writing). */
export interface AiRuntime {
  /** null when AI_PROVIDER is "offline". */
  model: LanguageModel | null;
  /** AI_TIMEOUT_MS: one model call may take this long before the offline engine answers. */
  timeoutMs: number;
  budget: TokenBudget;
  log?: Logger;
}

/** What a model task gets: spread `call` into generateText/streamText. */
export interface ModelCall {
  model: LanguageModel;
  call: {
    model: LanguageModel;
    abortSignal: AbortSignal;
    /** One attempt only: the timeout bounds the whole call, and the fallback is the retry. */
    maxRetries: 0;
  };
}

export type FallbackReason = "offline" | "budget" | "timeout" | "error";

export type AiResult<T> =
  | { value: T; source: "llm" }
  | { value: T; source: "offline"; reason: FallbackReason };

export interface AiTask<T> {
  /** Names the capability in logs, e.g. "chat" or "blog-draft". */
  name: string;
  /**
   * Calls the model. Return the value and the tokens spent (usage.totalTokens). Throw to
   * fall back, e.g. when the model's output fails validation.
   */
  llm(model: ModelCall): Promise<{ value: T; tokens: number | undefined }>;
  /** The deterministic answer used whenever the model cannot be. */
  offline(): T | Promise<T>;
}

class TimeoutError extends Error {
  constructor(ms: number) {
    super(`model call exceeded ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/**
 * Try the LLM, fall back to offline. The model is skipped when none is configured or the
 * daily token budget is spent; a model error, a timeout or an invalid answer falls back to
 * the offline engine, so no request fails because a provider did.
 *
 * ```ts
 * const result = await withFallback(runtime, {
 *   name: "blog-draft",
 *   llm: async ({ call }) => {
 *     const r = await generateText({ ...call, prompt });
 *     return { value: r.text, tokens: r.usage.totalTokens };
 *   },
 *   offline: () => draftFromTemplate(title),
 * });
 * ```
 */
export async function withFallback<T>(runtime: AiRuntime, task: AiTask<T>): Promise<AiResult<T>> {
  const offline = async (reason: FallbackReason): Promise<AiResult<T>> => ({
    value: await task.offline(),
    source: "offline",
    reason,
  });
  const model = runtime.model;
  if (!model) return offline("offline");
  if ((await runtime.budget.remaining()) <= 0) {
    runtime.log?.info({ task: task.name }, "AI daily token budget spent; offline engine answers");
    return offline("budget");
  }
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(runtime.timeoutMs));
    }, runtime.timeoutMs);
  });
  try {
    const { value, tokens } = await Promise.race([
      task.llm({ model, call: { model, abortSignal: controller.signal, maxRetries: 0 } }),
      timeout,
    ]);
    await runtime.budget.spend(tokens ?? 0);
    return { value, source: "llm" };
  } catch (error) {
    const reason: FallbackReason = error instanceof TimeoutError ? "timeout" : "error";
    // Never log the prompt or the answer: they hold visitors' personal details.
    runtime.log?.warn(
      { task: task.name, reason, error: error instanceof Error ? error.name : "unknown" },
      "AI call failed; offline engine answers",
    );
    return offline(reason);
  } finally {
    clearTimeout(timer);
  }
}
