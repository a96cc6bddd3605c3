import { describe, expect, it } from "vitest";
import { fillDays, lastDays, nairobiDay } from "./days";

describe("Nairobi days", () => {
  it("counts 21:00 UTC as the next day in Nairobi", () => {
    expect(nairobiDay(new Date("2026-03-31T20:59:59Z"))).toBe("2026-03-31");
    expect(nairobiDay(new Date("2026-03-31T21:00:00Z"))).toBe("2026-04-01");
  });

  it("lists 30 days oldest first ending today, across a month end", () => {
    const days = lastDays(new Date("2026-03-02T10:00:00Z"), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-02-01");
    expect(days.at(-1)).toBe("2026-03-02");
  });

  it("fills days without leads with zeros", () => {
    expect(
      fillDays(
        ["2026-01-01", "2026-01-02"],
        [{ day: "2026-01-02", count: 3 }],
        [{ day: "2026-01-01", count: 1 }],
      ),
    ).toEqual([
      { date: "2026-01-01", conversations: 0, inquiries: 1 },
      { date: "2026-01-02", conversations: 3, inquiries: 0 },
    ]);
  });
});
