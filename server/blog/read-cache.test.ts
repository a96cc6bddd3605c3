import { describe, expect, it } from "vitest";
import { createReadCache } from "./read-cache";

describe("read cache", () => {
  it("serves a repeat read from memory until cleared or expired", async () => {
    const cache = createReadCache({ ttlMs: 50 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    cache.clear();
    expect(await cache.get("k", load)).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get("k", load)).toBe(3);
  });

  it("does not keep a failed read", async () => {
    const cache = createReadCache({ ttlMs: 10_000 });
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow();
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });
});
