import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yield-to-main";

describe("yieldToMain", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("resumes in a later task, after work already queued", async () => {
    vi.stubGlobal("scheduler", undefined);
    const order: string[] = [];
    setTimeout(() => order.push("queued task"));
    await yieldToMain();
    order.push("resumed");
    expect(order).toEqual(["queued task", "resumed"]);
  });

  it("uses scheduler.yield where the browser has it", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldTask });
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
