import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import { createLanguageModel } from "./provider";
import { createTokenBudget } from "./token-budget";
import type { AiRuntime } from "./with-fallback";

export type { AiResult, AiRuntime, AiTask, ModelCall } from "./with-fallback";
export { withFallback } from "./with-fallback";

/** The one AI runtime of the process, built in server/services.ts from config. */
export function createAiRuntime(config: Config, db: Database, log?: Logger): AiRuntime {
  return {
    model: createLanguageModel(config),
    timeoutMs: config.AI_TIMEOUT_MS,
    budget: createTokenBudget(db, config.AI_DAILY_TOKEN_BUDGET),
    log,
  };
}
