import { describe, expect, it } from "vitest";
import { readTimeLabel } from "./format";

describe("readTimeLabel (the post's readTime, or 5 min read)", () => {
  it("shows the stored reading time", () => {
    expect(readTimeLabel(1)).toBe("1 min read");
    expect(readTimeLabel(12)).toBe("12 min read");
  });
  it("falls back to 5 min read when the post has none", () => {
    expect(readTimeLabel(null)).toBe("5 min read");
    expect(readTimeLabel(undefined)).toBe("5 min read");
    expect(readTimeLabel(0)).toBe("5 min read");
  });
});
