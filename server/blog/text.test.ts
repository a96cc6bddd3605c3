import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countWords, htmlToText, parseTags, readingMinutes, slugify, truncateWords } from "./text";

describe("slugify", () => {
  it("lowercases, drops non-word characters, hyphenates spaces, collapses hyphens", () => {
    expect(slugify("How to Write a CV: 7 Tips for 2026!")).toBe(
      "how-to-write-a-cv-7-tips-for-2026",
    );
    expect(slugify("LinkedIn -- the   basics")).toBe("linkedin-the-basics");
    expect(slugify("  Kenya's Job Market  ")).toBe("kenyas-job-market");
  });
  it("always yields a URL-safe slug", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(slugify(s)).toMatch(/^([a-z0-9_]+(-[a-z0-9_]+)*)?$/);
      }),
    );
  });
});

describe("reading time (words / 200 rounded up)", () => {
  it("counts words of the visible text", () => {
    expect(countWords(htmlToText("<p>One two</p><p>three&nbsp;four</p>"))).toBe(4);
    expect(readingMinutes(`<p>${"word ".repeat(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(201)}</p>`)).toBe(2);
    expect(readingMinutes("")).toBe(0);
  });
});

describe("tags and truncation", () => {
  it("parses comma-separated tags, trimmed, blanks dropped", () => {
    expect(parseTags(" cv, ,kenya ,, interviews,cv ")).toEqual(["cv", "kenya", "interviews"]);
  });
  it("cuts at a word boundary within the limit", () => {
    const cut = truncateWords("Learn how to write a CV that Kenyan recruiters read", 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut.endsWith("…")).toBe(true);
  });
});
