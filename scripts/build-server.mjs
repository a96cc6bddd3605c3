// `npm run build`, second half: bundles server/ (and the content/ and contract/ it imports)
// into build/kazi/server.js, started by build/kazi/main.js. Packages stay external
// (node_modules). One file to load instead of hundreds of TypeScript modules through tsx more
// than halves the start time (ADR 011).
//
// Code splitting: a module the server imports with `await import()` (the brochure's PDF
// renderer, the AI SDK) goes into a chunk of its own beside server.js. Without it esbuild
// inlines the module and hoists its package imports to the top of server.js, so a package
// meant to load on first use loaded at start (@react-pdf/renderer: 58 MB resident; ADR 022).
//
// drizzle-orm is bundled, not loaded from node_modules: its package.json is 179 KB (an exports
// map of every dialect), and Node 24 parses it again for each of the 112 ES modules the server
// loads from the package, which took 0.4-0.6 s of every start and left 20 MB resident (ADR 022).
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/** Packages bundled into server.js; every other package is loaded from node_modules. */
const bundledPackages = new Set(["drizzle-orm"]);

/** esbuild's `packages: "external"`, except for `bundledPackages`. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const [scope = "", name = ""] = args.path.split("/");
      const packageName = scope.startsWith("@") ? `${scope}/${name}` : scope;
      return bundledPackages.has(packageName) ? undefined : { external: true };
    });
  },
};

const root = path.resolve(import.meta.dirname, "..");

const outdir = path.join(root, "build/kazi");
// Chunk names carry a hash: old ones would pile up build after build.
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { server: path.join(root, "server/main.ts") },
  // Chunks sit beside server.js, at the same depth: server/paths.ts finds the project root by
  // walking up from whichever file it ends up in.
  outdir,
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  plugins: [externalPackages],
  jsx: "automatic",
  logLevel: "warning",
});

// The entry `npm start` runs. The build is the production build however it is started (`node
// build/kazi/main.js` as a container's command included: security review L5). React, React
// Router and our config read NODE_ENV as they load, and static imports load before any code of
// the importing file runs, so the variable is set here and the server is imported after it.
// `npm run dev` runs the sources, never this file.
// Node's compile cache (os.tmpdir()/node-compile-cache, or NODE_COMPILE_CACHE) keeps V8's code for
// server.js and the packages it loads, so a restart skips compiling them (ADR 011); the server
// flushes it once it is up (server/main.ts), since a killed process writes nothing at exit.
writeFileSync(
  path.join(outdir, "main.js"),
  [
    `import { enableCompileCache } from "node:module";`,
    `process.env.NODE_ENV = "production";`,
    `enableCompileCache();`,
    `const { runMain } = await import("./server.js");`,
    `runMain();`,
    "",
  ].join("\n"),
);
