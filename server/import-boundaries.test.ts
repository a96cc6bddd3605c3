import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules, checked over the import graph of every source folder:
 * - one import style: a specifier is a package name or a relative path, never an alias
 *   (`~/`, `#x/`, `@/`) nor an absolute path, so every tool resolves it without configuration
 *   and the path says where the file is;
 * - nothing under server/ imports app/ (the UI depends on the server, never the reverse;
 *   app/ may import types from server/);
 * - capabilities do not import their transport: only server/http/ itself and the composition
 *   roots (main.ts, services.ts) import server/http/.
 * Type-only imports count: a type cycle is still a cycle. Written as a tokenizer rather than
 * with esbuild's metafile because esbuild drops `import type` before it resolves anything.
 */
const sourceFolders = ["app", "bench", "content", "contract", "server", "tests"];
const compositionRoots = new Set(["server/main.ts", "server/services.ts"]);

// Static imports and export-from (possibly over several lines, `import type` included), bare
// side-effect imports, and dynamic imports of a literal path. A dynamic import is code only
// where an expression can start (after a space, an operator, a bracket or `=>`), so the text of
// an inline `<script>import("/assets/...")</script>` in a test's HTML string is not one.
const specifierPatterns = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /(?:^|[\s=(,:;!?&|{}[]|=>)import\(\s*["']([^"']+)["']\s*\)/gm,
];

function specifiersOf(source: string): string[] {
  return specifierPatterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1] as string),
  );
}

// A scoped package starts with "@scope/", so "@/" can only be an alias.
const isAliasOrAbsolute = (specifier: string) => /^(?:[~#/]|@\/)/.test(specifier);

const isUnder = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

function crossingOf(file: string, specifier: string): string | null {
  if (isAliasOrAbsolute(specifier)) return "not a relative path";
  if (!specifier.startsWith(".") || !isUnder(file, "server")) return null;
  const target = path.posix.join(path.posix.dirname(file), specifier);
  if (isUnder(target, "app")) return "server imports app";
  if (isUnder(target, "server/http") && !isUnder(file, "server/http")) {
    return compositionRoots.has(file) ? null : "a capability imports server/http";
  }
  return null;
}

async function sourceFilesOf(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true }).catch(() => []);
  return entries
    .filter((entry) => /\.tsx?$/.test(entry))
    .map((entry) => path.posix.join(folder, entry.split(path.sep).join("/")));
}

/** Every import under `root` that breaks a rule, as "from -> to (rule)". */
async function findCrossings(root: string): Promise<string[]> {
  const files = (await Promise.all(sourceFolders.map((folder) => sourceFilesOf(root, folder))))
    .flat()
    .sort();
  const crossings: string[] = [];
  for (const file of files) {
    for (const specifier of specifiersOf(await readFile(path.join(root, file), "utf8"))) {
      const rule = crossingOf(file, specifier);
      if (rule) crossings.push(`${file} -> ${specifier} (${rule})`);
    }
  }
  return crossings;
}

describe("import boundaries", () => {
  it("holds over the import graph of every source folder", async () => {
    expect(await findCrossings(path.resolve(import.meta.dirname, ".."))).toEqual([]);
  });

  it("finds a deliberately wrong import of each kind, type-only or over several lines", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "kazi-boundaries-"));
    const write = async (file: string, source: string) => {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), source);
    };
    try {
      // Allowed: the roots and http/ itself import http/; http/ imports a capability; packages,
      // scoped ones included; app/ imports server types and content relatively.
      await write("server/main.ts", 'import { createApp } from "./http/app";\n');
      await write("server/http/app.ts", 'import { Hono } from "hono";\nimport "../errors";\n');
      await write("server/errors.ts", "export class AppError extends Error {}\n");
      await write(
        "app/lib/app-context.ts",
        'import { Slot } from "@radix-ui/react-slot";\nimport type { S } from "../../server/services";\n',
      );
      // Wrong: a capability reaching into http/, http/ into the UI, and aliases anywhere.
      await write(
        "server/auth/sign-in.ts",
        'import {\n  formatWait,\n  rateLimit,\n} from "../http/middleware/rate-limit";\n',
      );
      await write("server/http/pages.ts", 'import type { A } from "../../app/lib/app-context";\n');
      await write("server/pdf/render.tsx", 'const m = await import("../http/read-body");\n');
      await write("app/routes/home.tsx", 'import { seo } from "~/lib/seo";\n');
      await write("content/home.ts", 'import { s } from "#contract/site";\n');
      await write("tests/api/x.test.ts", 'import { a } from "@/support/server";\n');
      // Not imports: HTML in a string, with an inline module script.
      await write(
        "bench/page.test.ts",
        'const html = \'<script type="module">import("/assets/entry.js");</script>\';\n',
      );
      await write("server/pdf/lazy.ts", 'const load = () =>import("../http/read-body");\n');

      expect(await findCrossings(root)).toEqual([
        "app/routes/home.tsx -> ~/lib/seo (not a relative path)",
        "content/home.ts -> #contract/site (not a relative path)",
        "server/auth/sign-in.ts -> ../http/middleware/rate-limit (a capability imports server/http)",
        "server/http/pages.ts -> ../../app/lib/app-context (server imports app)",
        "server/pdf/lazy.ts -> ../http/read-body (a capability imports server/http)",
        "server/pdf/render.tsx -> ../http/read-body (a capability imports server/http)",
        "tests/api/x.test.ts -> @/support/server (not a relative path)",
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
