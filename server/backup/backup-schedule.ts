import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import { pruneBackups, writeBackupFile } from "./backup-files";

/** The next time the clock shows `hour`:00 after `now`, in the server's time zone. */
export function nextBackupTime(now: Date, hour: number): Date {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

/** What the last backup did, kept beside the backups for the operator (and the panel). */
export const LAST_BACKUP_FILE = "last-backup.json";

/**
 * One backup into `dir` now, then old ones pruned (7 daily, 4 weekly). Never throws: a failure
 * is logged as an error and recorded in last-backup.json like a success.
 */
export async function backupNow(db: Database, dir: string, log: Logger): Promise<void> {
  const at = new Date();
  const record = (result: Record<string, unknown>) => {
    try {
      writeFileSync(path.join(dir, LAST_BACKUP_FILE), `${JSON.stringify(result, null, 2)}\n`);
    } catch (err) {
      log.error({ err }, "the last backup's result could not be recorded");
    }
  };
  try {
    const written = await writeBackupFile(db, dir, at);
    const removed = pruneBackups(dir);
    log.info(
      { file: written.file, bytes: written.bytes, rows: written.rows, removed },
      "backup written",
    );
    record({ ok: true, ...written });
  } catch (err) {
    log.error({ err, dir }, "backup failed");
    record({
      ok: false,
      at: at.toISOString(),
      error: err instanceof Error ? err.message : String(err),
    });
  }
}

/**
 * Takes a backup into `dir` every day at `hour`:00 (backupNow). Inside the serving process, so it is safe on PGlite, whose data directory only one
 * process may open. A failure is logged as an error and recorded in last-backup.json; the next
 * day tries again. Returns a stop function.
 */
export function scheduleBackups(options: {
  db: Database;
  dir: string;
  hour: number;
  log: Logger;
}): () => void {
  const { db, dir, hour, log } = options;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const wait = nextBackupTime(new Date(), hour).getTime() - Date.now();
    timer = setTimeout(() => void backupNow(db, dir, log).finally(arm), wait);
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
