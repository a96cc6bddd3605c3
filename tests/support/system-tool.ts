import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Whether a system program a test drives (Java for the W3C checker, poppler's pdftoppm,
 * LibreOffice) is on this machine. CI installs each one (.ci/run), so there a missing program
 * is an error; on a developer's machine with only Node and npm the test is reported as skipped,
 * with the package to install, instead of failing `npm test`.
 */
export async function systemToolReady(
  command: string,
  versionArgs: string[],
  debianPackage: string,
): Promise<boolean> {
  try {
    await run(command, versionArgs, { timeout: 30_000 });
    return true;
  } catch {
    if (process.env.CI)
      throw new Error(`${command} is required here (apt-get install ${debianPackage})`);
    console.warn(`${command} is not installed (apt-get install ${debianPackage}): test skipped`);
    return false;
  }
}
