import { describe, expect, it } from "vitest";
import { createFloodGate } from "./flood-gate";

describe("flood gate", () => {
  it("lets a burst through, then one request per refill, per subject", async () => {
    const gate = createFloodGate({ burst: 3, perSecond: 10 }, true);
    expect([1, 2, 3, 4].map(() => gate("a").allowed)).toEqual([true, true, true, false]);
    expect(gate("a").retryAfterSeconds).toBe(1);
    expect(gate("b").allowed).toBe(true);
    await new Promise((r) => setTimeout(r, 150));
    expect(gate("a").allowed).toBe(true);
    expect(gate("a").allowed).toBe(false);
  });

  it("holds a bounded number of subjects", () => {
    const gate = createFloodGate({ burst: 1, perSecond: 0.001 }, true, 2);
    expect(gate("a").allowed).toBe(true);
    expect(gate("a").allowed).toBe(false);
    gate("b");
    gate("c"); // evicts "a", which starts again with a full bucket
    expect(gate("a").allowed).toBe(true);
  });

  it("lets everything through when limits are off", () => {
    const gate = createFloodGate({ burst: 1, perSecond: 0.001 }, false);
    expect([1, 2, 3].map(() => gate("a").allowed)).toEqual([true, true, true]);
  });
});
