import { describe, expect, it } from "vitest";
import { formatDuration, formatShare } from "./format";

describe("formatDuration", () => {
  it("says minutes under an hour, hours under two days, days after", () => {
    expect(formatDuration(20)).toBe("under a minute");
    expect(formatDuration(90)).toBe("2 min");
    expect(formatDuration(3 * 3600)).toBe("3 h");
    expect(formatDuration(7.6 * 3600)).toBe("7.6 h");
    expect(formatDuration(47 * 3600)).toBe("47 h");
    expect(formatDuration(60 * 3600)).toBe("2.5 days");
  });
});

describe("formatShare", () => {
  it("rounds to whole percent", () => {
    expect(formatShare(3 / 11)).toBe("27%");
    expect(formatShare(-0.5)).toBe("-50%");
  });
});
