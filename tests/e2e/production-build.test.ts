import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

/**
 * Packages the server loads on first use (ADR 022): each is tens of MB resident, and most
 * servers go hours without a brochure download, an upload, an alert email or a model call.
 */
const loadedOnFirstUse = [
  "@react-pdf/renderer",
  "ai",
  "@ai-sdk/openai",
  "@ai-sdk/anthropic",
  "mammoth",
  "unpdf",
  "word-extractor",
  "nodemailer",
  // Each database driver loads when it is opened: with DATABASE_URL, PGlite never loads.
  "@electric-sql/pglite",
  "@electric-sql/pglite/nodefs",
  "pg",
];

/** Every package a built file imports statically, following its static imports of other built files. */
function packagesLoadedWith(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  // esbuild writes static imports at the start of a line; `await import()` never starts one.
  for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(
    /^import[\s{*][^"';]*?(?:from\s*)?"([^"]+)";/gm,
  )) {
    if (!specifier.startsWith(".")) packages.add(specifier);
    else
      for (const p of packagesLoadedWith(path.resolve(path.dirname(file), specifier), seen))
        packages.add(p);
  }
  return packages;
}

describe("the server bundle", () => {
  it("leaves the packages loaded on first use out of what loads at start", () => {
    const atStart = packagesLoadedWith(
      path.resolve(import.meta.dirname, "../../build/kazi/server.js"),
    );
    // The walk sees the bundle's imports at all (a changed output format would find none).
    expect(atStart).toContain("hono");
    expect(loadedOnFirstUse.filter((name) => atStart.has(name))).toEqual([]);
  });

  it("bundles drizzle-orm, whose package.json Node would parse again for each of its modules", () => {
    const atStart = packagesLoadedWith(
      path.resolve(import.meta.dirname, "../../build/kazi/server.js"),
    );
    expect([...atStart].filter((name) => name.startsWith("drizzle-orm"))).toEqual([]);
  });
});

/**
 * ADR 011: V8's compiled code for the server and the packages it loads at start is kept on disk
 * (Node's compile cache, in the temporary directory), so a restart on a machine that has run
 * Kazi before does not compile them again: about 15% of the start's CPU.
 */
describe("the compile cache", () => {
  it("is written once the server is up, where a restart finds it", async () => {
    const tmp = mkdtempSync(path.join(tmpdir(), "kazi-compile-cache-"));
    try {
      // No NODE_COMPILE_CACHE: the cache must be the server's own doing, in os.tmpdir().
      const server = await spawnServer(
        { TMPDIR: tmp, NODE_COMPILE_CACHE: undefined },
        { entry: "bundle" },
      );
      started.push(server);
      const cached = readdirSync(path.join(tmp, "node-compile-cache"), { recursive: true });
      expect(cached.length).toBeGreaterThan(10);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 90_000);
});
