import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Written by scripts/build-islands.mjs beside the server build (build/server/index.js). */
export const ISLANDS_MANIFEST = "islands.json";

let cached: string | undefined;

/**
 * The island entry's URL: the content-hashed file of the production build, read once from the
 * manifest the build wrote; under Vite's dev server, the source module itself.
 */
export function islandEntryUrl(): string {
  if (import.meta.env.DEV) return "/app/islands/entry.client.tsx";
  if (cached === undefined) {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const manifest = JSON.parse(readFileSync(path.join(dir, ISLANDS_MANIFEST), "utf8")) as {
      entry: string;
    };
    cached = manifest.entry;
  }
  return cached;
}
