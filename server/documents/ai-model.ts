import { generateText } from "ai";
import { type AiRuntime, callModel } from "../ai";
import type { TextModel } from "./writer";

/**
 * The most a CV or cover letter may cost in output: a full two-page CV is about 1,500 tokens
 * of Markdown, a letter about 600.
 */
const DOCUMENT_MAX_OUTPUT_TOKENS = 2500;

/**
 * The staff tools' model as the writer's TextModel, or null for the offline engine. Every
 * call is reserved from the staff budget first; a spent budget throws like any model
 * failure, and the writer falls back to its offline engine.
 */
export function textModelFromRuntime(runtime: AiRuntime): TextModel | null {
  const model = runtime.model;
  if (!model) return null;
  return {
    async generate({ system, prompt, signal }) {
      const limits = {
        name: "document",
        maxOutputTokens: DOCUMENT_MAX_OUTPUT_TOKENS,
        promptChars: system.length + prompt.length,
      };
      return callModel(runtime, model, limits, async (call) => {
        const result = await generateText({
          ...call,
          system,
          prompt,
          abortSignal: AbortSignal.any([call.abortSignal, signal]),
        });
        return result.text;
      });
    },
  };
}
