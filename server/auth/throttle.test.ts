import { describe, expect, it } from "vitest";
import { failureSubject } from "./throttle";

describe("failure counter subject", () => {
  it("treats case and surrounding spaces of a username as the same account", () => {
    expect(failureSubject(" Admin ", "1.2.3.4")).toBe(failureSubject("admin", "1.2.3.4"));
    expect(failureSubject("admin", "1.2.3.4")).not.toBe(failureSubject("admin", "1.2.3.5"));
  });
  it("stays short enough for the rate_limits key column (255)", () => {
    expect(failureSubject("x".repeat(5000), "y".repeat(500)).length).toBeLessThanOrEqual(200);
  });
});
