// `npm run lint:regex`: every regular expression in the code is checked for super-linear
// backtracking (ReDoS) with eslint-plugin-regexp. A regex that backtracks polynomially on a
// chat message froze the server for seconds per request (security review H1), and Biome has no
// such rule. ESLint's TypeScript parser needs the TypeScript JS API, which TypeScript 7 no
// longer ships, so each file is first turned into plain JavaScript by esbuild (regex literals
// and `new RegExp("...")` strings pass through unchanged) and then linted from memory.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import { Linter } from "eslint";
import regexp from "eslint-plugin-regexp";

const root = path.resolve(import.meta.dirname, "..");
const folders = ["server", "app", "contract", "content", "scripts"];
const skip = new Set(["node_modules", "build", ".react-router"]);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(?:ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield full;
    }
  }
}

const config = [
  {
    plugins: { regexp },
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    rules: {
      // Exponential or polynomial backtracking when a match fails (the H1 class of bug).
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
    },
  },
];

const linter = new Linter({ configType: "flat" });
let problems = 0;
for (const folder of folders) {
  for (const file of sourceFiles(path.join(root, folder))) {
    const source = readFileSync(file, "utf8");
    const loader = path.extname(file).slice(1);
    const { code } = transformSync(source, {
      loader: loader === "mjs" ? "js" : loader,
      jsx: "automatic",
      target: "esnext",
    });
    for (const message of linter.verify(
      code,
      config,
      { filename: "source.js" } /* the flat config matches *.js */,
    )) {
      problems++;
      const line = code.split("\n")[message.line - 1]?.trim() ?? "";
      console.error(`${path.relative(root, file)}: ${message.message}\n    ${line.slice(0, 160)}`);
    }
  }
}
if (problems > 0) {
  console.error(`\n${problems} regular expression(s) can backtrack super-linearly.`);
  process.exit(1);
}
console.log("No regular expression can backtrack super-linearly.");
