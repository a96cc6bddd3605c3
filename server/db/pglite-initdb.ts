import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { workerExecArgv, workerScript } from "../paths";

/**
 * PGlite creates a new data directory with initdb, a second WebAssembly module whose memory
 * (about 300 MB) the process would keep until a garbage collection that an idle server may
 * never run: a first start held 650 MB where a restart on the same directory holds 230 MB. So
 * a new directory is created in a worker thread that exits, which frees all of it, and the
 * server then opens the directory as it would after a restart.
 */
export async function initPgliteDataDir(dataPath: string): Promise<void> {
  if (existsSync(path.join(dataPath, "PG_VERSION"))) return;
  const worker = new Worker(workerScript("server/db/pglite-initdb-worker.ts"), {
    workerData: { dataPath },
    execArgv: workerExecArgv,
  });
  const code = await new Promise<number>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", resolve);
  });
  if (code !== 0)
    throw new Error(`creating the PGlite data directory ${dataPath} failed (exit ${code})`);
}
