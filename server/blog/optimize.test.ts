import { describe, expect, it } from "vitest";
import { type OptimizablePost, planOptimization } from "./optimize";

const content = `<h2>Salary talks</h2><p>${"Know your market rate before the interview. ".repeat(40)}</p>`;

function post(overrides: Partial<OptimizablePost> = {}): OptimizablePost {
  return {
    title: "How to negotiate your first salary in Nairobi without underselling yourself",
    excerpt: "What to say when the recruiter asks for your expected salary.",
    content,
    category: "Job Search",
    tags: ["salary"],
    metaDescription: "Short meta.",
    focusKeyword: "salary negotiation",
    seoTitle: null,
    seoDescription: null,
    keywords: null,
    readTime: null,
    ...overrides,
  };
}

describe("planOptimization (fills what is empty, never what the author wrote)", () => {
  it("keeps a short meta description the author wrote and suggests improving it", () => {
    const plan = planOptimization(post());
    expect(plan.values).not.toHaveProperty("metaDescription");
    expect(plan.values).not.toHaveProperty("focusKeyword");
    expect(plan.values).not.toHaveProperty("tags");
    expect(plan.values.seoDescription).toBe("Short meta.");
    expect(plan.suggestions).toEqual([
      "the meta description has 11 characters; 120-160 fill the search result",
    ]);
  });

  it("fills the empty fields, each within its column's limit", () => {
    const plan = planOptimization(
      post({ metaDescription: null, focusKeyword: null, tags: [], readTime: 3 }),
    );
    expect(plan.values.metaDescription?.length).toBeGreaterThan(50);
    expect(plan.values.metaDescription?.length).toBeLessThanOrEqual(160);
    expect(plan.values.seoDescription).toBe(plan.values.metaDescription);
    expect(plan.values.focusKeyword).toBeTruthy();
    expect(plan.values.tags?.length).toBeGreaterThan(0);
    expect(plan.values.readTime).toBe(2); // 2 + 7 x 40 = 282 words
    expect(plan.suggestions).toEqual([]);
  });

  it("fills the keyword and tags with the title's noun phrases, never a verb or a stop word", () => {
    const plan = planOptimization(post({ focusKeyword: null, tags: [], keywords: null }));
    expect(plan.values.focusKeyword).toBe("first salary");
    expect(plan.values.tags).toEqual(["Job Search", "first salary", "Nairobi"]);
    const moving = planOptimization(
      post({
        title: "Moving from county government to an NGO",
        focusKeyword: null,
        tags: [],
        keywords: null,
      }),
    );
    expect(moving.values.tags).toEqual(["Job Search", "county government", "NGO"]);
    expect(moving.values.keywords).not.toContain("moving");
  });

  it("derives a search title of at most 60 characters and leaves the title alone", () => {
    const plan = planOptimization(post());
    expect(plan.values.seoTitle?.length).toBeLessThanOrEqual(60);
    expect(plan.values.seoTitle?.startsWith("How to negotiate your first salary")).toBe(true);
    expect(plan.values).not.toHaveProperty("title");
    expect(planOptimization(post({ seoTitle: "Salary talks" })).values).not.toHaveProperty(
      "seoTitle",
    );
  });

  it("changes nothing on a post with every field set", () => {
    const complete = post({
      metaDescription: "m".repeat(130),
      seoTitle: "Salary talks",
      seoDescription: "m".repeat(130),
      keywords: ["salary"],
      readTime: 2,
    });
    expect(planOptimization(complete)).toEqual({ values: {}, notes: [], suggestions: [] });
  });
});
