// `npm run build`, second half: bundles server/ (and the content/ and contract/ it imports)
// into build/kazi/server.js, started by build/kazi/main.js. Packages stay external
// (node_modules). One file to load instead of hundreds of TypeScript modules through tsx more
// than halves the start time (ADR 011).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

await build({
  entryPoints: [path.join(root, "server/main.ts")],
  outfile: path.join(root, "build/kazi/server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  jsx: "automatic",
  logLevel: "warning",
});

// The entry `npm start` runs. The build is the production build however it is started (`node
// build/kazi/main.js` as a container's command included: security review L5). React, React
// Router and our config read NODE_ENV as they load, and static imports load before any code of
// the importing file runs, so the variable is set here and the server is imported after it.
// `npm run dev` runs the sources, never this file.
writeFileSync(
  path.join(root, "build/kazi/main.js"),
  `process.env.NODE_ENV = "production";\nconst { runMain } = await import("./server.js");\nrunMain();\n`,
);
