import { chromium } from "playwright-core";
import { spawnServer } from "../tests/support/spawn-server";
import { MEASURED_PAGES } from "./lighthouse-targets";

/**
 * npm run bench:js-before-idle (after `npm run build`): the JavaScript each public page fetches
 * before it is idle, counted as Lighthouse counts it (each script's `Network.loadingFinished`
 * encoded length: the body as served plus the response headers), without Lighthouse's cost. Each
 * page loads with the cache off and is watched past the chat's auto-open at 3 s (SPEC §4), on
 * the system Chromium. The budget is 70 KB (ARCHITECTURE.md; ADR 023); prints one line a page.
 */
const WATCH_MS = 6000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const server = await spawnServer({}, { entry: "bundle" });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
try {
  for (const path of MEASURED_PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const scripts = new Map<string, string>();
    const files: string[] = [];
    let bytes = 0;
    cdp.on("Network.responseReceived", (event) => {
      if (event.type === "Script") scripts.set(event.requestId, event.response.url);
    });
    cdp.on("Network.loadingFinished", (event) => {
      const url = scripts.get(event.requestId);
      if (!url) return;
      bytes += event.encodedDataLength;
      files.push(`${new URL(url).pathname} ${event.encodedDataLength}`);
    });
    await page.goto(server.url + path, { waitUntil: "load" });
    await page.waitForTimeout(WATCH_MS);
    console.log(`${path}: ${bytes} bytes as served (${files.join(", ")})`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  server.cleanup();
}
