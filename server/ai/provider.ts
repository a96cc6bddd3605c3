import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import type { Config } from "../config";

export type ProviderConfig = Pick<
  Config,
  "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL"
>;

/**
 * The configured chat model, or null when AI_PROVIDER is "offline" (the default): callers
 * then use their offline engine. "openai" speaks OpenAI-compatible chat completions at
 * AI_BASE_URL, which covers OpenAI, Ollama, vLLM, LM Studio and OpenRouter.
 */
export function createLanguageModel(config: ProviderConfig): LanguageModel | null {
  if (config.AI_PROVIDER === "offline" || !config.AI_MODEL) return null;
  if (config.AI_PROVIDER === "anthropic") {
    return createAnthropic({ baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY })(
      config.AI_MODEL,
    );
  }
  const openai = createOpenAI({
    baseURL: config.AI_BASE_URL,
    // Local servers (Ollama, LM Studio) need no key, but the SDK insists on one.
    apiKey: config.AI_API_KEY ?? "not-needed",
  });
  // .chat(): the Chat Completions API every OpenAI-compatible server implements.
  return openai.chat(config.AI_MODEL);
}
