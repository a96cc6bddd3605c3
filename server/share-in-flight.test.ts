import { describe, expect, it } from "vitest";
import { shareInFlight } from "./share-in-flight";

describe("shareInFlight", () => {
  it("lets concurrent callers share one check, and starts a new one after it settles", async () => {
    let runs = 0;
    let finish: () => void = () => {};
    const check = shareInFlight(
      () =>
        new Promise<void>((resolve) => {
          runs++;
          finish = resolve;
        }),
    );
    const burst = [check(), check(), check()];
    expect(runs).toBe(1);
    finish();
    await Promise.all(burst);
    const next = check();
    expect(runs).toBe(2);
    finish();
    await next;
  });

  it("hands the failure to every sharer, then tries again", async () => {
    let runs = 0;
    const check = shareInFlight(async () => {
      runs++;
      if (runs === 1) throw new Error("database unreachable");
    });
    const results = await Promise.allSettled([check(), check()]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    await expect(check()).resolves.toBeUndefined();
    expect(runs).toBe(2);
  });
});
