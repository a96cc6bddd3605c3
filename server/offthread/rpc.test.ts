import { afterAll, describe, expect, it } from "vitest";
import { createWorkerClient } from "./rpc";
import type { testWorkerApi } from "./rpc-test-worker";

const client = createWorkerClient<typeof testWorkerApi>(
  new URL("./rpc-test-worker.ts", import.meta.url),
  {
    maxMemoryMb: 48,
  },
);
afterAll(() => client.close());

describe("worker RPC", () => {
  it("answers calls and passes errors back as rejections", async () => {
    expect(await client.call("echo", "hello")).toBe("echo:hello");
    await expect(client.call("fail", "bad file")).rejects.toThrow("bad file");
  });

  it("survives a worker that runs out of memory: that call fails, the next one works", async () => {
    await expect(client.call("exhaustMemory")).rejects.toThrow();
    expect(await client.call("echo", "again")).toBe("echo:again");
  }, 60_000);
});
