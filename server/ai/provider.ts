import type { LanguageModel } from "ai";
import type { Config } from "../config";

export type ProviderConfig = Pick<
  Config,
  "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL"
>;

/** The configured model, built on the first call and the same one after. */
export type ModelSource = () => Promise<LanguageModel>;

/**
 * The configured chat model, or null when AI_PROVIDER is "offline" (the default): callers
 * then use their offline engine. "openai" speaks OpenAI-compatible chat completions at
 * AI_BASE_URL, which covers OpenAI, Ollama, vLLM, LM Studio and OpenRouter. The provider's
 * package loads with the first model call, not at start (about 25 MB resident each, and an
 * offline server never needs one: ADR 022).
 */
export function createLanguageModel(config: ProviderConfig): ModelSource | null {
  const modelId = config.AI_MODEL;
  if (config.AI_PROVIDER === "offline" || !modelId) return null;
  let model: Promise<LanguageModel> | undefined;
  const load = async (): Promise<LanguageModel> => {
    // The SDK's core loads with the provider, so a call's own `import("ai")` finds it loaded.
    await import("ai");
    if (config.AI_PROVIDER === "anthropic") {
      const { createAnthropic } = await import("@ai-sdk/anthropic");
      return createAnthropic({ baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY })(modelId);
    }
    const { createOpenAI } = await import("@ai-sdk/openai");
    const openai = createOpenAI({
      baseURL: config.AI_BASE_URL,
      // Local servers (Ollama, LM Studio) need no key, but the SDK insists on one.
      apiKey: config.AI_API_KEY ?? "not-needed",
    });
    // .chat(): the Chat Completions API every OpenAI-compatible server implements.
    return openai.chat(modelId);
  };
  return () => {
    model ??= load().catch((error: unknown) => {
      model = undefined; // a failed load (a broken install) is tried again on the next call
      throw error;
    });
    return model;
  };
}
