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
  const model = runtime.model;
  // No provider configured: the offline engine is the engine, not a fallback; nothing to log.
  if (!model) return { value: await task.offline(), source: "offline", reason: "offline" };
  const outcome = await callModel(runtime, model, task, (call) =>
    task.llm({ model: call.model, call }),
  );
  // One line per model call, of one shape: the task, who answered, why not the model, and
  // what the call was charged. Never the prompt or the answer: they hold personal details.
  const line = { task: task.name, tokens: outcome.tokens };
  if (outcome.ok) {
    runtime.log?.info({ ...line, source: "llm" }, "AI call answered");
    return { value: outcome.value, source: "llm" };
  }
  const reason = fallbackReason(outcome.error);
  const error = outcome.error instanceof Error ? outcome.error.name : "unknown";
  // A spent budget is the day going as planned; a failing provider is worth a warning.
  if (reason === "budget")
    runtime.log?.info(
      { ...line, source: "offline", reason, error },
      "AI daily token budget spent; offline engine answers",
    );
  else
    runtime.log?.warn(
      { ...line, source: "offline", reason, error },
      "AI call failed; offline engine answers",
    );
  return { value: await task.offline(), source: "offline", reason };
}

function fallbackReason(error: unknown): FallbackReason {
  if (error instanceof BudgetSpentError) return "budget";
  return error instanceof ModelTimeoutError ? "timeout" : "error";
}
