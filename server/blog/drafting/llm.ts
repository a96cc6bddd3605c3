import { z } from "zod";
import type { GeneratedBlog } from "../../../contract/blog";
import { type AiRuntime, withFallback } from "../../ai";
import { countWords, htmlToText } from "../text";
import type { BlogDrafting } from "./index";
import { offlineDrafting } from "./index";

/**
 * Output ceilings. A 600-900-word article is about 1,200 tokens of HTML plus its SEO fields;
 * an edit returns the whole article, which the staff form caps far above any real post.
 */
const DRAFT_MAX_OUTPUT_TOKENS = 3000;
const MODIFY_MAX_OUTPUT_TOKENS = 6000;

const draftSchema = z.object({
  content: z.string().describe("The article body as HTML: h2/h3 headings, p, ul/ol, strong, em, a"),
  excerpt: z.string().describe("One or two sentences, at most 200 characters"),
  metaDescription: z.string().describe("120 to 155 characters, contains the focus keyphrase"),
  focusKeyword: z.string().describe("The focus keyphrase: 1 to 4 words taken from the title"),
  keywords: z.array(z.string()).describe("5 to 8 related search keywords"),
});

const SYSTEM = `You write blog articles for a Kenyan career-services consultancy (CV writing, cover letters, LinkedIn optimisation, interview coaching, corporate training). Readers are job seekers and professionals in Kenya. Write original, practical, accurate advice in British English. Never invent statistics, laws or prices. Structure: a short introduction that uses the focus keyphrase in its first sentence, 4 to 6 sections with h2 headings (some containing the keyphrase), short paragraphs and sentences, transition words, a list where useful, and a closing call to action linking to /services/cv-writing. Output HTML fragments only: no <html>, <body>, <h1>, scripts, styles or inline event handlers.`;

/** A draft the editor can use: enough words, real sections, fields within their limits. */
function checkDraft(draft: GeneratedBlog): GeneratedBlog {
  const words = countWords(htmlToText(draft.content));
  if (words < 250 || !/<h2[\s>]/i.test(draft.content)) throw new Error("draft too thin");
  return {
    content: draft.content,
    excerpt: draft.excerpt.trim().slice(0, 300),
    metaDescription: draft.metaDescription.trim().slice(0, 160),
    focusKeyword: draft.focusKeyword.trim().slice(0, 100),
    keywords: draft.keywords
      .map((k) => k.trim())
      .filter(Boolean)
      .slice(0, 10),
  };
}

/**
 * The LLM engine (AI SDK, structured output) on the staff budget, falling back to the offline
 * engine when there is no model, the budget is spent, or the call fails (server/ai withFallback).
 */
export function createLlmDrafting(ai: AiRuntime): BlogDrafting {
  return {
    async generate(request, library) {
      const prompt = `Title: ${request.title}\nCategory: ${request.category}\nAuthor's instructions: ${request.additionalInstructions || "none"}\n\nWrite the article (600 to 900 words) and its SEO fields.`;
      const result = await withFallback<GeneratedBlog>(ai, {
        name: "blog-draft",
        maxOutputTokens: DRAFT_MAX_OUTPUT_TOKENS,
        promptChars: SYSTEM.length + prompt.length,
        offline: () => offlineDrafting.generate(request, library),
        async llm({ call }) {
          // The AI SDK loads with the first model call: an offline server never needs it (ADR 022).
          const { generateText, Output } = await import("ai");
          const response = await generateText({
            ...call,
            system: SYSTEM,
            prompt,
            output: Output.object({ schema: draftSchema }),
          });
          return checkDraft(draftSchema.parse(response.output));
        },
      });
      return result.value;
    },

    async modify(request) {
      const system = `${SYSTEM}\nYou now edit an existing article. Apply only the requested change; keep the author's facts, links and structure unless asked otherwise.`;
      const prompt = `Title: ${request.title || "(untitled)"}\nRequested change: ${request.modificationRequest}\n\nArticle HTML:\n${request.originalContent}`;
      const result = await withFallback<string | null>(ai, {
        name: "blog-modify",
        maxOutputTokens: MODIFY_MAX_OUTPUT_TOKENS,
        promptChars: system.length + prompt.length,
        // The offline engine refuses requests it does not understand: let that reach the author.
        offline: () => null,
        async llm({ call }) {
          // The AI SDK loads with the first model call: an offline server never needs it (ADR 022).
          const { generateText, Output } = await import("ai");
          const response = await generateText({
            ...call,
            system,
            prompt,
            output: Output.object({ schema: z.object({ modifiedContent: z.string() }) }),
          });
          const { modifiedContent } = z
            .object({ modifiedContent: z.string().min(1) })
            .parse(response.output);
          return modifiedContent;
        },
      });
      return result.value ?? offlineDrafting.modify(request);
    },
  };
}
