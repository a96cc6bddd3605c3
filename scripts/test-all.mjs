// `npm test`: lint, typecheck, build, unit, API (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set; under CI=true it must be) and end-to-end tests in the system
// Chromium. Ends with one line "N passed, N failed, N skipped" over every test run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = mkdtempSync(path.join(tmpdir(), "kazi-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function vitest(name, projects, env = {}) {
  const outputFile = path.join(reports, `${name.replace(/\W+/g, "-")}.json`);
  const projectArgs = projects.flatMap((p) => ["--project", p]);
  run(
    name,
    "npx",
    [
      "vitest",
      "run",
      ...projectArgs,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${outputFile}`,
    ],
    env,
  );
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A file that failed before its tests ran (a hook, an import) reports them as skipped: they failed.
    for (const file of report.testResults) {
      const results = file.assertionResults ?? [];
      if (file.status === "failed" && !results.some((r) => r.status === "failed")) {
        const notRun = results.filter((r) => r.status !== "passed").length || 1;
        totals.failed += notRun;
        totals.skipped -= results.filter((r) => r.status === "pending").length;
      }
    }
  }
}

function findChromium() {
  return [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (p) => p && existsSync(p),
  );
}

run("lint", "npm", ["run", "lint", "--silent"]);
run("typecheck", "npm", ["run", "typecheck", "--silent"]);
const built = run("build", "npm", ["run", "build", "--silent"]);
vitest("unit and API tests on PGlite", ["unit", "api"]);
if (process.env.TEST_DATABASE_URL) {
  vitest("API tests on PostgreSQL", ["api"], { KAZI_TEST_DB: "postgres" });
} else if (process.env.CI === "true") {
  // CI must prove both databases: a forgotten variable must not pass on PGlite alone.
  console.log("\nTEST_DATABASE_URL is not set: failing under CI, which must test PostgreSQL too.");
  failedSteps.push("API tests on PostgreSQL (no TEST_DATABASE_URL)");
} else {
  console.log("\nTEST_DATABASE_URL is not set: API tests ran on PGlite only.");
}
if (!built) {
  failedSteps.push("end-to-end tests (no build)");
} else if (findChromium()) {
  vitest("end-to-end tests in Chromium", ["e2e"]);
} else if (process.env.CI === "true") {
  console.log(
    "\nNo Chromium found (install Debian's chromium or set CHROMIUM_PATH): failing under CI.",
  );
  failedSteps.push("end-to-end tests (no Chromium)");
} else {
  console.log(
    "\nNo Chromium found (install Debian's chromium or set CHROMIUM_PATH): browser tests skipped.",
  );
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
