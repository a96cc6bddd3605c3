import { describe, expect, it } from "vitest";
import { bareServer, cpuMs } from "./lib";

describe("bareServer", () => {
  it("answers each path with its bytes and type from a thread of its own, and 404 otherwise", async () => {
    const bare = await bareServer({
      "/api/health": { type: "application/json", body: Buffer.from('{"status":"ok"}') },
    });
    try {
      const res = await fetch(`${bare.url}/api/health`);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("content-length")).toBe("15");
      expect(await res.text()).toBe('{"status":"ok"}');
      expect((await fetch(`${bare.url}/elsewhere`)).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("sends exactly the headers an answer carries, to repeat another server's response", async () => {
    const body = Buffer.from('{"status":"ok"}');
    const bare = await bareServer({
      "/api/health": {
        type: "application/json",
        body,
        headers: [
          "content-type",
          "application/json",
          "content-length",
          "15",
          "x-frame-options",
          "DENY",
        ],
      },
    });
    try {
      const res = await fetch(`${bare.url}/api/health`);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(await res.text()).toBe('{"status":"ok"}');
    } finally {
      await bare.close();
    }
  });
});

describe("cpuMs", () => {
  it("counts the CPU a process has used, which grows with work done", () => {
    const before = cpuMs(process.pid);
    const until = performance.now() + 150;
    let spins = 0;
    while (performance.now() < until) spins++;
    expect(spins).toBeGreaterThan(0);
    // 150 ms of spinning, in 10 ms ticks; a loaded host may give this thread less of it.
    expect(cpuMs(process.pid)).toBeGreaterThan(before);
  });
});
