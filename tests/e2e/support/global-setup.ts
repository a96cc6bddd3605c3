import type { TestProject } from "vitest/node";
import { type SpawnedServer, spawnServer } from "../../support/spawn-server";
import { findChromium } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

let server: SpawnedServer | undefined;

/**
 * One production server for the e2e run, the bundle `npm start` runs (rate limits off so tests
 * do not trip them).
 */
export async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath)
    throw new Error("No Chromium found: install Debian's chromium or set CHROMIUM_PATH");
  server = await spawnServer({ RATE_LIMITS: "off", DEMO_CONTENT: "on" }, { entry: "bundle" });
  project.provide("baseUrl", server.url);
  project.provide("chromiumPath", chromiumPath);
}

export async function teardown() {
  await server?.stop();
  server?.cleanup();
}
