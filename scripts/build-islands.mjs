// `npm run build`, after `react-router build`: the island entry of the public pages (ADR 023),
// app/islands/entry.client.tsx, built on its own. React Router's Vite plugin owns the client
// build's inputs, and this entry shares nothing with the router's bundle: a public page loads
// this entry and the chunks of the islands it has, never the router's.
//
// Built by Vite (Rolldown) rather than esbuild: Rolldown can keep what the entry loads (React,
// the navbar) in the entry's file, where esbuild's splitting puts each module shared with a
// lazy island into a chunk of its own, one more request each (about 0.9 KB of headers).
//
// Output: content-hashed files in build/client/assets (served immutable), and
// build/server/islands.json naming the entry, which the server render reads
// (app/islands/entry-url.server.ts) to write the page's one <script type="module">.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const outDir = process.env.ISLANDS_OUT_DIR ?? path.join(root, "build/client");
const entryModule = path.join(root, "app/islands/entry.client.tsx");

const output = await build({
  configFile: false,
  root,
  logLevel: "warn",
  mode: "production",
  define: { "process.env.NODE_ENV": '"production"' },
  build: {
    outDir,
    emptyOutDir: false,
    // Library mode for what it leaves out: an app build wraps every dynamic import in Vite's
    // preload helper (1.8 KB minified, 0.6 KB brotli, in the entry), even with modulePreload
    // off, since it also loads a chunk's CSS; these chunks have none. File names, minifying
    // and entry signatures are set below as an app build has them.
    lib: { entry: entryModule, formats: ["es"] },
    // No modulepreload polyfill: the entry imports what it needs itself.
    modulePreload: false,
    // Styles come with the page (app.css); an island never loads its own.
    cssCodeSplit: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Radix and lucide mark their modules "use client", which means nothing in a bundle.
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
      input: { islands: entryModule },
      // The entry exports nothing: modules it shares with lazy islands may join its file.
      preserveEntrySignatures: false,
      output: {
        entryFileNames: "assets/islands-[hash].js",
        // Island chunks (chat-panel-*.js, contact-form-*.js...) and what they share.
        chunkFileNames: "assets/[name]-[hash].js",
        // Library mode keeps whitespace and annotations for a consumer's bundler; this is
        // what the browser runs.
        minify: true,
        comments: false,
        // Everything the entry imports statically in one file with it. Left alone, Rolldown
        // puts React (shared with every lazy island) in a chunk of its own, one more request
        // before idle: 3 KB brotli plus 0.9 KB of response headers, where inside the entry it
        // adds 2.2 KB. Dependencies are captured recursively, so the group is exactly the
        // entry's static graph; lazy islands stay in their chunks.
        codeSplitting: { groups: [{ name: "islands", test: /app\/islands\/entry\.client\.tsx$/ }] },
      },
    },
  },
});

const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
  "output" in o ? o.output : [],
);
const entry = chunks.find((c) => c.type === "chunk" && c.isEntry);
if (!entry) throw new Error("the island build wrote no entry");
const entryUrl = `/${entry.fileName}`;
if (!process.env.ISLANDS_OUT_DIR) {
  writeFileSync(
    path.join(root, "build/server/islands.json"),
    `${JSON.stringify({ entry: entryUrl })}\n`,
  );
}
console.log(`island entry ${entryUrl}`);
