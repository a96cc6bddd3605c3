import type { AiRuntime } from "../ai";
import type { Knowledge } from "./knowledge";
import { createLlmEngine } from "./llm-engine";
import { createOfflineEngine } from "./offline-engine";
import type { Assistant } from "./types";

export type { Assistant, AssistantInput, AssistantReply, ChatTurn, Lead } from "./types";

/** The chat assistant chosen by AI_PROVIDER: the LLM engine (with offline fallback) or offline. */
export function createAssistant(options: {
  runtime: AiRuntime;
  knowledge: Knowledge;
  brand: string;
}): Assistant {
  return options.runtime.model ? createLlmEngine(options) : createOfflineEngine(options);
}
