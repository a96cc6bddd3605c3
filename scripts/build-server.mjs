// `npm run build`, second half: bundles server/ (and the content/ and contract/ it imports)
// into build/kazi/main.js. Packages stay external (node_modules). One file to load instead of
// hundreds of TypeScript modules through tsx more than halves the start time (ADR 011).
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

await build({
  entryPoints: [path.join(root, "server/main.ts")],
  outfile: path.join(root, "build/kazi/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  jsx: "automatic",
  logLevel: "warning",
});
