import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

let server: SpawnedServer | undefined;
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** Names of a process's threads (Linux): Node names a worker thread's "WorkerThread". */
function threadNames(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`).map((task) =>
    readFileSync(`/proc/${pid}/task/${task}/comm`, "utf8").trim(),
  );
}

describe("the first start with demo content", () => {
  it("scores the demo posts and leaves no SEO worker running once it serves", {
    timeout: 120_000,
  }, async () => {
    server = await spawnServer({ DEMO_CONTENT: "on", LOG_LEVEL: "info" });
    expect(server.output()).toContain("seeded demo blog posts");
    const posts = (await (await fetch(`${server.url}/api/blog-posts`)).json()) as unknown[];
    expect(posts.length).toBeGreaterThan(0);
    expect(threadNames(server.process.pid ?? 0)).not.toContain("WorkerThread");
  });
});
