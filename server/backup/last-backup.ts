import { readFileSync } from "node:fs";
import path from "node:path";
import type { LastBackup } from "../../contract/admin-backups";
import { isBackupFileName } from "./backup-files";
import { LAST_BACKUP_FILE } from "./backup-schedule";

/**
 * What last-backup.json in `dir` says, or null when there is none yet (or it is unreadable:
 * the panel then shows that no backup is known, and the next run rewrites it).
 */
export function readLastBackup(dir: string): LastBackup | null {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(readFileSync(path.join(dir, LAST_BACKUP_FILE), "utf8"));
  } catch {
    return null;
  }
  const { ok, at, file, bytes, rows, error } = record;
  if (typeof at !== "string") return null;
  if (ok === true && typeof file === "string" && typeof bytes === "number") {
    return { ok, at, name: path.basename(file), bytes, rows: Number(rows) };
  }
  if (ok === false) return { ok, at, error: String(error) };
  return null;
}

/**
 * The bytes of the last successful backup in `dir`, with its name; null when there is none.
 * Only a backup file in `dir` itself is ever read, whatever last-backup.json names.
 */
export function readLastBackupFile(dir: string): { name: string; bytes: Buffer } | null {
  const last = readLastBackup(dir);
  if (!last?.ok || !isBackupFileName(last.name)) return null;
  try {
    return { name: last.name, bytes: readFileSync(path.join(dir, last.name)) };
  } catch {
    return null;
  }
}
