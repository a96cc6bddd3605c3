import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The project folder (the one with package.json). Found by walking up from this module, so it
 * is the same whether the server runs from its sources (server/) or from the production bundle
 * (build/kazi/server.js), which sit at different depths.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);

/** A path inside the project: `fromRoot("drizzle")`. */
export function fromRoot(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}

/**
 * A worker thread's script. Workers always run from the TypeScript sources through tsx (they
 * start on first use, off the start-up path), so the bundle needs no second build for them.
 */
export function workerScript(sourcePath: string): URL {
  return pathToFileURL(fromRoot(sourcePath));
}

/** execArgv for those workers. Only the loader: workers reject per-process flags (--expose-gc). */
export const workerExecArgv = ["--import", "tsx"];
