import { describe, expect, it } from "vitest";
import { blogListQuery } from "./blog";

describe("blogListQuery", () => {
  it("reads a category and a page", () => {
    expect(blogListQuery.parse({ category: " CV Writing ", page: "2" })).toEqual({
      category: "CV Writing",
      page: 2,
    });
  });

  it("falls back to all posts and the first page for what it cannot read", () => {
    for (const query of [
      {},
      { page: "x" },
      { page: "0" },
      { page: "1.5" },
      { category: "" },
      { category: "x".repeat(101) },
    ]) {
      expect(blogListQuery.parse(query), JSON.stringify(query)).toEqual({
        category: null,
        page: 1,
      });
    }
  });
});
