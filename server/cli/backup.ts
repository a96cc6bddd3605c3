import { readFileSync } from "node:fs";
import path from "node:path";
import { type WrittenBackup, writeBackupFile } from "../backup/backup-files";
import { BackupRefused } from "../backup/backup-format";
import { requestBackup } from "../backup/backup-socket-client";
import { restoreBackup } from "../backup/restore-backup";
import { type Config, loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { DataDirInUse } from "../db/data-dir-lock";

/**
 * Backups from the terminal, against the configured database (DATABASE_URL, else DATA_DIR):
 *   npm run backup [-- <directory>]            a backup file into <directory> (BACKUP_DIR)
 *   npm run restore -- <file> [--replace]      a backup into an empty database
 * On PostgreSQL both run beside the site. A PGlite data directory can be opened by one process
 * only: while the site runs on it, the backup is asked of the site (backup-socket.ts), and a
 * restore waits until it is stopped.
 */
const usage = "usage: npm run backup [-- <directory>] | npm run restore -- <file> [--replace]";

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const replace = args.includes("--replace");
  const target = args.find((a) => !a.startsWith("--"));
  if (command === "restore" && !target) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  if (command !== "backup" && command !== "restore") {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  if (command === "backup") {
    const dir = target ? path.resolve(target) : config.BACKUP_DIR;
    if (!dir)
      throw new BackupRefused("Say where to write the backup: npm run backup -- <directory>");
    const written = await backUp(config, dir);
    process.stdout.write(
      `Backup written: ${written.file} (${written.rows} rows, ${written.bytes} bytes)\n`,
    );
    return 0;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    const restored = await restoreBackup(database.db, readFileSync(target as string), {
      replace,
    });
    process.stdout.write(
      `Restored ${restored.rows} rows from the backup of ${restored.createdAt}.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

/** Reads the database directly, or asks the running site that holds the PGlite data directory. */
async function backUp(config: Config, dir: string): Promise<WrittenBackup> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirInUse) return requestBackup(error.dir, dir);
    throw error;
  }
  try {
    await database.migrate();
    return await writeBackupFile(database.db, dir);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof BackupRefused || error instanceof DataDirInUse;
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    process.stderr.write(
      known || missing
        ? `${(error as Error).message}${error instanceof DataDirInUse ? " Stop it first." : ""}\n`
        : `${(error as Error).stack ?? String(error)}\n`,
    );
    process.exit(1);
  },
);
