import { defineConfig } from "vitest/config";

/**
 * Three projects, one runner: unit tests beside the code, API tests over real HTTP against a
 * server on an ephemeral port, and end-to-end tests driving the production build in Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server,content,contract,bench}/**/*.test.{ts,tsx}"],
          testTimeout: 20_000,
          // PGlite's first start compiles WebAssembly: slow on a busy 2-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The fuzz test measures the heap after a forced GC (tests/api/fuzz.test.ts).
          execArgv: ["--expose-gc"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // Chromium and the server share 2 cores; one file at a time keeps timings honest.
          fileParallelism: false,
        },
      },
    ],
  },
});
