import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The dependency direction of the server, checked over its import graph:
 * - nothing under server/ imports app/ (the UI depends on the server, never the reverse;
 *   app/ may import types from server/);
 * - capabilities do not import their transport: only server/http/ itself and the composition
 *   roots (main.ts, services.ts) import server/http/.
 * Type-only imports count: a type cycle is still a cycle. Written as a tokenizer rather than
 * with esbuild's metafile because esbuild drops `import type` before it resolves anything.
 */
const compositionRoots = new Set(["server/main.ts", "server/services.ts"]);

// Static imports and export-from (possibly over several lines, `import type` included), bare
// side-effect imports, and dynamic imports of a literal path.
const specifierPatterns = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

function specifiersOf(source: string): string[] {
  return specifierPatterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1] as string),
  );
}

/** The repository-relative path an import points at, or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return path.posix.join("app", specifier.slice(2));
  if (!specifier.startsWith(".")) return null;
  return path.posix.join(path.posix.dirname(file), specifier);
}

const isUnder = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

function crossingOf(file: string, target: string): string | null {
  if (isUnder(target, "app")) return "server imports app";
  if (isUnder(target, "server/http") && !isUnder(file, "server/http")) {
    return compositionRoots.has(file) ? null : "a capability imports server/http";
  }
  return null;
}

/** Every import under `root`/server that crosses a boundary, as "from -> to (rule)". */
async function findCrossings(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, "server"), { recursive: true });
  const files = entries
    .filter((entry) => /\.tsx?$/.test(entry))
    .map((entry) => path.posix.join("server", entry.split(path.sep).join("/")));
  const crossings: string[] = [];
  for (const file of files.sort()) {
    for (const specifier of specifiersOf(await readFile(path.join(root, file), "utf8"))) {
      const target = targetOf(file, specifier);
      const rule = target === null ? null : crossingOf(file, target);
      if (rule) crossings.push(`${file} -> ${specifier} (${rule})`);
    }
  }
  return crossings;
}

describe("import boundaries", () => {
  it("holds over the server's import graph", async () => {
    expect(await findCrossings(path.resolve(import.meta.dirname, ".."))).toEqual([]);
  });

  it("finds a deliberately wrong import, of either kind, type-only or over several lines", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "kazi-boundaries-"));
    const write = async (file: string, source: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), source);
    };
    try {
      // Allowed: the roots and http/ itself import http/; http/ imports a capability; packages.
      await write("server/main.ts", 'import { createApp } from "./http/app";\n');
      await write("server/http/app.ts", 'import { Hono } from "hono";\nimport "../errors";\n');
      await write("server/errors.ts", "export class AppError extends Error {}\n");
      // Wrong: a capability reaching into http/, and http/ into the UI.
      await write(
        "server/auth/sign-in.ts",
        'import {\n  formatWait,\n  rateLimit,\n} from "../http/middleware/rate-limit";\n',
      );
      await write("server/http/pages.ts", 'import type { A } from "../../app/lib/app-context";\n');
      await write("server/http/feeds.ts", 'export { paths } from "~/lib/public-pages";\n');
      await write("server/pdf/render.tsx", 'const m = await import("../http/read-body");\n');

      expect(await findCrossings(root)).toEqual([
        "server/auth/sign-in.ts -> ../http/middleware/rate-limit (a capability imports server/http)",
        "server/http/feeds.ts -> ~/lib/public-pages (server imports app)",
        "server/http/pages.ts -> ../../app/lib/app-context (server imports app)",
        "server/pdf/render.tsx -> ../http/read-body (a capability imports server/http)",
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
