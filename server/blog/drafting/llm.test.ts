import { describe, expect, it } from "vitest";
import { fakeModelRuntime, fakeOpenAIForThisFile } from "../../../tests/support/ai-runtime";
import { createLlmDrafting } from "./llm";

/** A fake OpenAI-compatible server on loopback; the drafting runs through server/ai's withFallback. */
const fake = fakeOpenAIForThisFile();

const engine = () => createLlmDrafting(fakeModelRuntime(fake()));

const longHtml = `<p>Intro.</p><h2>Section</h2><p>${"Practical advice for Kenyan job seekers. ".repeat(60)}</p>`;

describe("LLM drafting engine", () => {
  it("uses the model's structured draft", async () => {
    fake().respondWith({
      kind: "reply",
      content: {
        content: longHtml,
        excerpt: "An excerpt.",
        metaDescription: "A meta description.",
        focusKeyword: "job seekers",
        keywords: ["cv", "kenya"],
      },
    });
    const draft = await engine().generate({
      title: "Job search",
      category: "Job Search",
      additionalInstructions: "",
    });
    expect(draft.content).toBe(longHtml);
    expect(draft.focusKeyword).toBe("job seekers");
    expect(fake().requests[0]?.body.response_format?.type).toBe("json_schema");
    expect(fake().requests[0]?.body.max_tokens).toBe(3000);
  });

  it("falls back to the offline draft when the model fails or answers too thin a draft", async () => {
    const thin = {
      content: "<p>short</p>",
      excerpt: "",
      metaDescription: "",
      focusKeyword: "",
      keywords: [],
    };
    for (const reply of [{ kind: "error" }, { kind: "reply", content: thin }] as const) {
      fake().respondWith(reply);
      fake().requests.length = 0;
      const draft = await engine().generate({
        title: "Interview Tips",
        category: "Interview Preparation",
        additionalInstructions: "",
      });
      // The model was asked once (the fallback is the retry), then the offline engine drafted.
      expect(fake().requests).toHaveLength(1);
      expect(draft.content).toContain("<h2>");
      expect(draft.content).not.toContain("<p>short</p>");
    }
  });

  it("modifies through the model, and offline when the model fails", async () => {
    fake().respondWith({ kind: "reply", content: { modifiedContent: "<p>Shorter.</p>" } });
    expect(
      await engine().modify({
        originalContent: longHtml,
        modificationRequest: "shorten",
        title: "t",
      }),
    ).toBe("<p>Shorter.</p>");
    expect(fake().requests[0]?.body.max_tokens).toBe(6000);
    fake().respondWith({ kind: "error" });
    const offline = await engine().modify({
      originalContent: longHtml,
      modificationRequest: "add a conclusion",
      title: "t",
    });
    expect(offline).toContain("<h2>Conclusion</h2>");
  });
});
