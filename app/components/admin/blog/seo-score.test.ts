import { describe, expect, it } from "vitest";
import { seoScoreLabel } from "./seo-score";

describe('seoScoreLabel ("N/A" when none)', () => {
  it("shows N/A for an unscored post and the score out of 100 otherwise", () => {
    expect(seoScoreLabel(0)).toBe("N/A");
    expect(seoScoreLabel(1)).toBe("1/100");
    expect(seoScoreLabel(73)).toBe("73/100");
  });
});
