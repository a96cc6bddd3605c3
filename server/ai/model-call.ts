import type { LanguageModel, LanguageModelUsage } from "ai";
import type { Logger } from "../log";
import type { ModelSource } from "./provider";
import type { TokenBudget } from "./token-budget";

/** Model access for one budget scope (chat, or the staff tools). */
export interface AiRuntime {
  /** null when AI_PROVIDER is "offline". */
  model: ModelSource | null;
  /** AI_TIMEOUT_MS: one model call may take this long before the offline engine answers. */
  timeoutMs: number;
  budget: TokenBudget;
  log?: Logger;
}

/** What bounds one call's cost: it is reserved from the budget before the call is made. */
export interface CallLimits {
  /** Names the capability in logs, e.g. "chat" or "blog-draft". */
  name: string;
  /** The most the model may write; sent to the provider, which stops there. */
  maxOutputTokens: number;
  /** Characters of the prompt (system and messages), to estimate its tokens. */
  promptChars: number;
}

/** Spread into generateText: the model, the ceiling, the time-out and the usage counter. */
export interface CallSettings {
  model: LanguageModel;
  abortSignal: AbortSignal;
  /** One attempt only: the timeout bounds the whole call, and the fallback is the retry. */
  maxRetries: 0;
  maxOutputTokens: number;
  /** Counts what the provider reports it billed, whatever the task then does with the output. */
  onStepEnd(step: { usage: LanguageModelUsage }): void;
}

export class BudgetSpentError extends Error {
  constructor(name: string) {
    super(`the daily token budget cannot cover a ${name} call`);
    this.name = "BudgetSpentError";
  }
}

export class ModelTimeoutError extends Error {
  constructor(ms: number) {
    super(`model call exceeded ${ms} ms`);
    this.name = "TimeoutError";
  }
}

/**
 * What a call reserves: the prompt at 3 characters a token (tokenizers average nearer 4 for
 * English, so this errs high, and the JSON schema of a structured answer is not counted) plus
 * every token the model may write.
 */
export const reservationFor = (limits: CallLimits) =>
  Math.ceil(limits.promptChars / 3) + limits.maxOutputTokens;

/** How one call ended, and the tokens it was charged (0 when the budget refused it). */
export type CallOutcome<T> =
  | { ok: true; value: T; tokens: number }
  | { ok: false; error: unknown; tokens: number };

/**
 * One model call under the budget: reserve its most likely cost first (BudgetSpentError when
 * the day's budget cannot cover it), run it under AI_TIMEOUT_MS (ModelTimeoutError), then
 * settle with the usage the provider reported. A call that times out, fails without a usage
 * report, or never passes `settings` to the SDK stays charged its whole reservation: the
 * provider may have billed it, and what we cannot see we count. Never throws: the outcome
 * says what happened, for withFallback to answer and log.
 */
export async function callModel<T>(
  runtime: AiRuntime,
  model: ModelSource,
  limits: CallLimits,
  run: (settings: CallSettings) => Promise<T>,
): Promise<CallOutcome<T>> {
  // The packages load before the clock starts: AI_TIMEOUT_MS is the provider's time to answer,
  // and a first call that spent it loading modules would always fall back offline.
  let loaded: LanguageModel;
  try {
    loaded = await model();
  } catch (error) {
    return { ok: false, error, tokens: 0 };
  }
  const reserved = reservationFor(limits);
  const reservation = await runtime.budget.reserve(reserved);
  if (!reservation) return { ok: false, error: new BudgetSpentError(limits.name), tokens: 0 };
  let reported: number | undefined;
  let timedOut = false;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new ModelTimeoutError(runtime.timeoutMs));
    }, runtime.timeoutMs);
  });
  const settings: Omit<CallSettings, "model"> = {
    abortSignal: controller.signal,
    maxRetries: 0,
    maxOutputTokens: limits.maxOutputTokens,
    onStepEnd({ usage }) {
      if (usage.totalTokens !== undefined) reported = (reported ?? 0) + usage.totalTokens;
    },
  };
  let outcome: CallOutcome<T>;
  try {
    outcome = {
      ok: true,
      value: await Promise.race([run({ ...settings, model: loaded }), timeout]),
      tokens: 0,
    };
  } catch (error) {
    outcome = { ok: false, error, tokens: 0 };
  } finally {
    clearTimeout(timer);
  }
  const charged = timedOut ? undefined : reported;
  await reservation.settle(charged);
  return { ...outcome, tokens: charged ?? reserved };
}
