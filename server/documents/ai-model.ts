import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText } from "ai";
import type { Config } from "../config";
import type { TextModel } from "./writer";

/**
 * The configured provider as the writer's TextModel, or null for the offline engine.
 * OpenAI-compatible servers (Ollama, vLLM, LM Studio) go through `openai.chat`.
 * (When the shared AI layer in server/ai/ lands, this adapter can delegate to it.)
 */
export function textModelFromConfig(config: Config): TextModel | null {
  if (config.AI_PROVIDER === "offline" || !config.AI_MODEL) return null;
  const model =
    config.AI_PROVIDER === "openai"
      ? createOpenAI({ baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY ?? "none" }).chat(
          config.AI_MODEL,
        )
      : createAnthropic({ baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY ?? "none" })(
          config.AI_MODEL,
        );
  return {
    async generate({ system, prompt, signal }) {
      // No retries: the caller falls back to the offline engine instead of waiting.
      const result = await generateText({
        model,
        system,
        prompt,
        abortSignal: signal,
        maxRetries: 0,
      });
      return result.text;
    },
  };
}
