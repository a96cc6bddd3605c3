import { describe, expect, it } from "vitest";
import { shareInFlight } from "./share-in-flight";

describe("shareInFlight", () => {
  it("lets callers of one turn and callers during the run share it, then starts anew", async () => {
    let runs = 0;
    let finish: (value: number) => void = () => {};
    const check = shareInFlight(
      () =>
        new Promise<number>((resolve) => {
          runs++;
          finish = resolve;
        }),
    );
    const burst = [check(), check()];
    await new Promise((r) => setImmediate(r));
    expect(runs).toBe(1);
    const late = check(); // arrives while the run is in flight
    finish(7);
    expect(await Promise.all([...burst, late])).toEqual([7, 7, 7]);

    const next = check();
    await new Promise((r) => setImmediate(r));
    expect(runs).toBe(2);
    finish(8);
    expect(await next).toBe(8);
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
