import { afterAll, describe, expect, it } from "vitest";
import { createWorkerClient, WorkerLimitError } from "./rpc";
import type { testWorkerApi } from "./rpc-test-worker";

const script = new URL("./rpc-test-worker.ts", import.meta.url);
const client = createWorkerClient<typeof testWorkerApi>(script, {
  maxMemoryMb: 48,
  callTimeoutMs: 5000,
});
afterAll(() => client.close());

describe("worker RPC", () => {
  it("answers calls and passes errors back as rejections", async () => {
    expect(await client.call("echo", "hello")).toBe("echo:hello");
    await expect(client.call("fail", "bad file")).rejects.toThrow("bad file");
  });

  it("survives a worker that runs out of memory: that call fails, the next one works", async () => {
    await expect(client.call("exhaustMemory")).rejects.toThrow("exhaustMemory ran out of memory");
    expect(await client.call("echo", "again")).toBe("echo:again");
  }, 60_000);

  it("stops a call that grows the process past its memory limit outside the V8 heap; the next call works", async () => {
    const capped = createWorkerClient<typeof testWorkerApi>(script, {
      maxMemoryMb: 48,
      maxCallGrowthMb: 256,
    });
    try {
      expect(await capped.call("hoardBuffers", 64)).toBe(64);
      // 2 GB of Buffers: well past 48 MB of heap, which does not count them.
      const hoarding = capped.call("hoardBuffers", 2048);
      await expect(hoarding).rejects.toThrow("hoardBuffers used more than 256 MB of memory");
      await expect(hoarding).rejects.toBeInstanceOf(WorkerLimitError);
      expect(await capped.call("echo", "after")).toBe("echo:after");
    } finally {
      await capped.close();
    }
  }, 60_000);

  it("fails a call that overruns its limit and runs the calls queued behind it on a new worker", async () => {
    const quick = createWorkerClient<typeof testWorkerApi>(script, { callTimeoutMs: 1000 });
    try {
      const started = Date.now();
      const hung = quick.call("hang");
      const queued = [quick.call("echo", "one"), quick.call("echo", "two")];
      await expect(hung).rejects.toThrow("hang took longer than 1 s");
      expect(await Promise.all(queued)).toEqual(["echo:one", "echo:two"]);
      // The queue waited for the hung call's limit, not longer.
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await quick.close();
    }
  }, 30_000);

  it("ends a worker that asks to retire once its answer is in; the calls queued behind run on a new one", async () => {
    const retiring = client.call("retire");
    const queued = [client.call("threadId"), client.call("echo", "next")];
    const retired = await retiring;
    const [next, echoed] = await Promise.all(queued);
    expect(next).not.toBe(retired);
    expect(echoed).toBe("echo:next");
  });

  it("ends an idle worker, and starts a new one for the next call", async () => {
    const idle = createWorkerClient<typeof testWorkerApi>(script, { idleExitMs: 300 });
    try {
      const first = await idle.call("threadId");
      // Calls closer together than the idle time keep the same worker.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await idle.call("threadId")).toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const next = await idle.call("threadId");
      expect(next).not.toBe(first);
      expect(await idle.call("echo", "still answers")).toBe("echo:still answers");
    } finally {
      await idle.close();
    }
  }, 30_000);

  it("fails the calls still waiting when it is closed", async () => {
    const closing = createWorkerClient<typeof testWorkerApi>(script);
    const outcomes = Promise.allSettled([closing.call("hang"), closing.call("echo", "never")]);
    await closing.close();
    expect((await outcomes).map((o) => o.status === "rejected" && String(o.reason))).toEqual([
      "Error: the worker was stopped",
      "Error: the worker was stopped",
    ]);
  });
});
