import { afterAll, describe, expect, it } from "vitest";
import { createSeoAnalyzer } from "./analyzer";

const analyzer = createSeoAnalyzer({ idleMs: 1000 });
afterAll(() => analyzer.close());

const body = (sentences: string) => `<p>${sentences}</p>`;

describe("SEO analysis (yoastseo in a worker thread)", () => {
  it("scores an empty post low and says why", async () => {
    const report = await analyzer.analyze({ title: "Untitled", slug: "untitled", content: "" });
    expect(report.score).toBeLessThan(50);
    const labels = report.checks.map((c) => c.label);
    expect(labels).toContain("Keyphrase length");
    expect(report.checks.find((c) => c.id === "metaDescriptionLength")?.rating).toBe("bad");
  });

  it("rewards the focus keyphrase in the title, slug, introduction and meta description", async () => {
    const text = body(
      "Interview preparation in Kenya starts with research. However, many candidates skip it. " +
        "First, read the job advert twice. Then, list the skills it asks for.",
    );
    const without = await analyzer.analyze({
      title: "Ten tips",
      slug: "ten-tips",
      content: text,
      focusKeyword: "interview preparation",
    });
    const withKeyword = await analyzer.analyze({
      title: "Interview preparation: ten tips",
      slug: "interview-preparation-tips",
      content: text,
      focusKeyword: "interview preparation",
      metaDescription:
        "Interview preparation that works in Kenya: research the employer, rehearse your answers and plan your questions with our ten practical tips.",
    });
    expect(withKeyword.seoScore).toBeGreaterThan(without.seoScore);
    expect(withKeyword.checks.find((c) => c.id === "keyphraseInSEOTitle")?.rating).toBe("good");
    for (const check of withKeyword.checks) {
      expect(check.message).not.toMatch(/<a|href/);
      expect(["good", "ok", "bad"]).toContain(check.rating);
    }
    expect(withKeyword.score).toBeGreaterThanOrEqual(0);
    expect(withKeyword.score).toBeLessThanOrEqual(100);
  });
});
