// `npm run build`, after `react-router build`: the island entry of the public pages (ADR 023),
// app/islands/entry.client.tsx, built on its own with esbuild. React Router's Vite plugin owns
// the client build's inputs, and this entry shares nothing with the router's bundle: a public
// page loads this entry and the chunks of the islands it has, never the router's.
//
// Output: content-hashed files in build/client/assets (served immutable), and
// build/server/islands.json naming the entry, which the server render reads
// (app/islands/entry-url.server.ts) to write the page's one <script type="module">.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const clientAssets = path.join(root, "build/client/assets");

const result = await build({
  entryPoints: { islands: path.join(root, "app/islands/entry.client.tsx") },
  outdir: clientAssets,
  entryNames: "[name]-[hash]",
  // Island chunks (navbar, chat, toaster...) and the modules they share.
  chunkNames: "island-[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  // The browsers the router's build targets (Vite's default, "baseline widely available").
  target: ["chrome111", "edge111", "firefox114", "safari16.4"],
  jsx: "automatic",
  minify: true,
  legalComments: "none",
  define: {
    "process.env.NODE_ENV": '"production"',
    "import.meta.env.DEV": "false",
  },
  // Styles come with the page (app.css); an island never loads its own.
  loader: { ".css": "empty" },
  metafile: true,
  logLevel: "warning",
});

const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)?.[0];
if (!entry) throw new Error("esbuild wrote no island entry");
const entryUrl = `/assets/${path.relative(clientAssets, path.join(root, entry))}`;
writeFileSync(
  path.join(root, "build/server/islands.json"),
  `${JSON.stringify({ entry: entryUrl })}\n`,
);
console.log(`island entry ${entryUrl}`);
