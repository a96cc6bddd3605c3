import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Only one process may open a PGlite data directory; two would corrupt it. */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dir} is in use by process ${pid} (a running Kazi?).`);
    this.name = "DataDirInUse";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user; it is still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Claims `dir` for this process with a `kazi.pid` file; a file left by a process that is gone
 * (a crash, a kill -9) is taken over. Throws DataDirInUse when a live process holds it.
 * Returns the release function.
 */
export function claimDataDir(dir: string): () => void {
  const file = path.join(dir, "kazi.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      return () => {
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new DataDirInUse(dir, holder);
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not claim the data directory ${dir}`);
}
