import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { workerExecArgv, workerScript } from "../paths";

/**
 * PGlite creates a new data directory with initdb, a second WebAssembly module whose memory
 * (about 300 MB) the process would keep until a garbage collection that an idle server may
 * never run: a first start held 650 MB where a restart on the same directory holds 230 MB. So
 * a new directory is created in a child process that exits, and the server then opens the
 * directory as it would after a restart. A process, not a worker thread: a thread's small
 * allocations stay in the process's malloc arena after it ends (38 MB resident for good after
 * initdb in a worker), a process gives everything back (ADR 022).
 */
export async function initPgliteDataDir(dataPath: string): Promise<void> {
  if (existsSync(path.join(dataPath, "PG_VERSION"))) return;
  const child = fork(workerScript("server/db/pglite-initdb-process.ts"), [dataPath], {
    execArgv: workerExecArgv,
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0)
    throw new Error(`creating the PGlite data directory ${dataPath} failed (exit ${code})`);
}
