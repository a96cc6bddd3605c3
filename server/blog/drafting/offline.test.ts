import { afterAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "../../../contract/blog";
import { createSeoAnalyzer } from "../../seo/analyzer";
import { sanitizePostHtml } from "../sanitize";
import { slugify } from "../text";
import { applyModifications } from "./modify";
import { generateOfflineDraft } from "./offline";

const analyzer = createSeoAnalyzer({ idleMs: 1000 });
afterAll(() => analyzer.close());

const titles: Record<string, string> = {
  "Career Tips": "How to Ask for a Promotion in Kenya",
  "CV Writing": "How to Write a CV for the Kenyan Job Market",
  "Interview Preparation": "Interview Preparation for Banking Jobs",
  "Professional Development": "Building a Personal Development Plan",
  "Industry Insights": "Fintech Careers in Nairobi",
  "Job Search": "Job Search Strategies for Graduates",
};

describe("offline drafting engine", () => {
  it.each(BLOG_CATEGORIES)(
    "drafts a structured %s post that scores at least 70",
    async (category) => {
      const title = titles[category] ?? "Career growth";
      const draft = generateOfflineDraft({ title, category, additionalInstructions: "" });
      expect(draft.content).toMatch(/<h2>/);
      expect(draft.content).toMatch(/href="\//); // internal link (call to action)
      expect(sanitizePostHtml(draft.content)).toContain("<h2>");
      expect(draft.metaDescription.length).toBeLessThanOrEqual(160);
      expect(draft.focusKeyword.length).toBeGreaterThan(0);
      expect(draft.keywords.length).toBeGreaterThan(0);
      const report = await analyzer.analyze({
        title,
        slug: slugify(title),
        content: draft.content,
        metaDescription: draft.metaDescription,
        focusKeyword: draft.focusKeyword,
      });
      const weak = report.checks
        .filter((c) => c.rating !== "good")
        .map((c) => `${c.label}: ${c.message}`);
      expect(report.score, weak.join("\n")).toBeGreaterThanOrEqual(70);
    },
  );

  it("follows the author's instructions about the audience and the tone", () => {
    const draft = generateOfflineDraft({
      title: "Writing Your First CV",
      category: "CV Writing",
      additionalInstructions: "aimed at fresh graduates, friendly tone",
    });
    expect(draft.content).toContain("Advice for graduates");
    expect(draft.content).toContain("Let's walk through it");
  });

  it("escapes markup in the title", () => {
    const draft = generateOfflineDraft({
      title: "<script>alert(1)</script> CVs",
      category: "CV Writing",
      additionalInstructions: "",
    });
    expect(draft.content).not.toContain("<script>");
  });
});

describe("offline modifications", () => {
  const original = generateOfflineDraft({
    title: "Interview Tips for Nairobi Jobs",
    category: "Interview Preparation",
    additionalInstructions: "",
  }).content;
  const words = (html: string) =>
    html
      .replace(/<[^>]*>/g, " ")
      .split(/\s+/)
      .filter(Boolean).length;

  it("shortens and expands", () => {
    expect(words(applyModifications(original, "Make it shorter", "t").content)).toBeLessThan(
      words(original),
    );
    expect(
      words(applyModifications(original, "Please expand with more detail", "t").content),
    ).toBeGreaterThan(words(original));
  });

  it("makes the text formal or friendly", () => {
    const casual = "<p>You'll love this. Don't worry, it's awesome!</p>";
    expect(applyModifications(casual, "make it more formal", "t").content).toBe(
      "<p>You will love this. Do not worry, it's excellent.</p>".replace("it's", "it is"),
    );
    const stiff = "<p>You will love this. Do not worry.</p>";
    expect(applyModifications(stiff, "make it friendlier", "t").content).toContain("Don't worry");
    // "have" that owns a noun is no auxiliary: "you've little experience" is not friendlier.
    expect(
      applyModifications(
        "<p>If you have little work experience, say what you have learned.</p>",
        "make it friendlier",
        "t",
      ).content,
    ).toContain("If you have little work experience, say what you've learned.");
    const clauseEnd = "<p>Say who you are, what you do and where you are.</p>";
    expect(applyModifications(clauseEnd, "make it friendlier", "t").content).toContain(
      "Say who you are, what you do and where you are.",
    );
  });

  it("adds headings, a conclusion and a call to action", () => {
    const plain =
      "First paragraph here.\n\nSecond paragraph here.\n\nThird paragraph about referees.\n\nFourth paragraph.";
    const result = applyModifications(
      plain,
      "add headings, a conclusion and a call to action",
      "Referees on your CV",
    );
    expect(result.applied).toEqual(["headings", "conclusion", "call to action"]);
    expect(result.content).toContain("<h2>Conclusion</h2>");
    expect(result.content).toContain('href="/services/cv-writing"');
    expect((result.content.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it("reports a request it does not understand", () => {
    expect(applyModifications(original, "translate to French", "t").applied).toEqual([]);
  });
});
