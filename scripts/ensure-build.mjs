// Runs before `npm start`: builds the site when there is no build or the sources are newer.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// Both halves of `npm run build`: the React Router bundle and the server bundle.
const buildFiles = ["build/server/index.js", "build/kazi/main.js"].map((f) => path.join(root, f));
const sources = [
  "server",
  "app",
  "content",
  "contract",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = Math.min(...buildFiles.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? "No build yet: building the site..." : "Sources changed: rebuilding...",
  );
  execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
}
