import type { LanguageModel } from "ai";
import {
  type AiRuntime,
  BudgetSpentError,
  type CallLimits,
  type CallSettings,
  callModel,
  ModelTimeoutError,
} from "./model-call";

/** What a model task gets: spread `call` into generateText/streamText. */
export interface ModelCall {
  model: LanguageModel;
  call: CallSettings;
}

export type FallbackReason = "offline" | "budget" | "timeout" | "error";

export type AiResult<T> =
  | { value: T; source: "llm" }
  | { value: T; source: "offline"; reason: FallbackReason };

export interface AiTask<T> extends CallLimits {
  /**
   * Calls the model with `call` spread into the SDK call (that is how its usage is counted).
   * Throw to fall back, e.g. when the model's output fails validation.
   */
  llm(model: ModelCall): Promise<T>;
  /** The deterministic answer used whenever the model cannot be. */
  offline(): T | Promise<T>;
}

/**
 * Try the LLM, fall back to offline. The model is skipped when none is configured or the
 * day's token budget cannot cover the call; a model error, a timeout or an invalid answer
 * falls back to the offline engine, so no request fails because a provider did.
 *
 * ```ts
 * const result = await withFallback(runtime, {
 *   name: "blog-draft",
 *   maxOutputTokens: 3000,
 *   promptChars: prompt.length,
 *   llm: async ({ call }) => (await generateText({ ...call, prompt })).text,
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
  try {
    const value = await callModel(runtime, model, task, (call) => task.llm({ model, call }));
    return { value, source: "llm" };
  } catch (error) {
    if (error instanceof BudgetSpentError) {
      runtime.log?.info({ task: task.name }, "AI daily token budget spent; offline engine answers");
      return offline("budget");
    }
    const reason: FallbackReason = error instanceof ModelTimeoutError ? "timeout" : "error";
    // Never log the prompt or the answer: they hold visitors' personal details.
    runtime.log?.warn(
      { task: task.name, reason, error: error instanceof Error ? error.name : "unknown" },
      "AI call failed; offline engine answers",
    );
    return offline(reason);
  }
}
