import { describe, expect, it } from "vitest";
import { blogHref, blogListTitle, pageWindow } from "./pager";

describe("pageWindow (at most 5 numbers, sliding)", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it("slides with the current page and stops at the ends", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe("blogHref", () => {
  it("keeps filter and page in the URL, leaving defaults out", () => {
    expect(blogHref(null)).toBe("/blog");
    expect(blogHref("CV Writing")).toBe("/blog?category=CV+Writing");
    expect(blogHref("CV Writing", 3)).toBe("/blog?category=CV+Writing&page=3");
    expect(blogHref(null, 2)).toBe("/blog?page=2");
  });
});

describe("blogListTitle", () => {
  it("names the category's list, or the whole blog for All", () => {
    expect(blogListTitle("CV Writing")).toBe("CV Writing articles");
    expect(blogListTitle(null)).toBe("Career Advice Blog");
  });
});
