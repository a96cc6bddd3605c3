import { afterAll, describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "../../server/http/page-cache";
import { type SpawnedServer, spawnServer } from "../support/spawn-server";

/**
 * Security review L5: the built server runs in production mode however it is started. A
 * container that runs `node build/kazi/main.js` with no NODE_ENV, or with a stray
 * NODE_ENV=development, must not render in development mode (unsanitised loader errors in the
 * page, page cache off). The page cache, on only in production, is what a client can see.
 */
const started: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of started) {
    await server.stop("SIGKILL");
    server.cleanup();
  }
});

describe("the production build", () => {
  for (const [label, value] of [
    ["without NODE_ENV", undefined],
    ["with NODE_ENV=development", "development"],
  ] as const) {
    it(`serves in production mode when started ${label}`, async () => {
      const server = await spawnServer({ NODE_ENV: value }, { entry: "bundle" });
      started.push(server);
      const first = await fetch(`${server.url}/`);
      await first.text();
      const second = await fetch(`${server.url}/`);
      await second.text();
      expect(second.status).toBe(200);
      expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    }, 90_000);
  }
});
