import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import type { AiRuntime } from "./model-call";
import { createLanguageModel } from "./provider";
import { createTokenBudget } from "./token-budget";

export type { AiRuntime, CallLimits, CallSettings } from "./model-call";
export type { AiResult, AiTask, ModelCall } from "./with-fallback";
export { withFallback } from "./with-fallback";

/** The process's model access, one runtime per budget: see ADR 017. */
export interface AiRuntimes {
  /** The public chat assistant: AI_CHAT_DAILY_TOKEN_BUDGET. */
  chat: AiRuntime;
  /** Staff tools (CVs, cover letters, blog drafts): the rest of AI_DAILY_TOKEN_BUDGET. */
  staff: AiRuntime;
}

/** Built once in server/services.ts from config; both runtimes share the one model. */
export function createAiRuntimes(config: Config, db: Database, log?: Logger): AiRuntimes {
  const model = createLanguageModel(config);
  const runtime = (budget: AiRuntime["budget"]): AiRuntime => ({
    model,
    timeoutMs: config.AI_TIMEOUT_MS,
    budget,
    log,
  });
  const chatLimit = config.AI_CHAT_DAILY_TOKEN_BUDGET;
  return {
    chat: runtime(createTokenBudget(db, "chat", chatLimit)),
    staff: runtime(createTokenBudget(db, "staff", config.AI_DAILY_TOKEN_BUDGET - chatLimit)),
  };
}
