import { mkdirSync, readdirSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../db/client";
import { readBackup } from "./backup-format";
import { createBackup } from "./create-backup";

/** `kazi-2026-11-24-0200.backup.gz`: local date and time, so names sort in time order. */
const namePattern = /^kazi-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})\.backup\.gz$/;

/** A name the backups in a directory have (never a path). */
export const isBackupFileName = (name: string) => namePattern.test(name);

const two = (n: number) => String(n).padStart(2, "0");

export function backupFileName(at: Date): string {
  const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `kazi-${date}-${two(at.getHours())}${two(at.getMinutes())}.backup.gz`;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  rows: number;
  at: string;
}

/**
 * Writes a backup of `db` into `dir`. The file appears whole or not at all (written beside it,
 * then renamed), so a crash mid-way never leaves a file that looks like a backup.
 */
export async function writeBackupFile(
  db: Database,
  dir: string,
  now = new Date(),
): Promise<WrittenBackup> {
  const gzipped = await createBackup(db, now);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  writeFileSync(partial, gzipped, { flush: true, mode: 0o600 });
  renameSync(partial, file);
  return {
    file,
    bytes: gzipped.length,
    rows: readBackup(gzipped).rows.length,
    at: now.toISOString(),
  };
}

/** The backups in `dir`, newest first, with the local time each was taken. */
export function listBackups(dir: string): { name: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const m = namePattern.exec(name);
      if (!m) return [];
      const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
      return [{ name, at: new Date(y, mo - 1, d, h, mi) }];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Monday of the week `at` falls in, as a key: weeks are counted Monday to Sunday. */
function weekOf(at: Date): string {
  const monday = new Date(at.getFullYear(), at.getMonth(), at.getDate() - ((at.getDay() + 6) % 7));
  return monday.toDateString();
}

/**
 * Which backups to keep (`backups` newest first): the newest of each of the last `daily` days
 * that have one, then the newest of each older week that those days do not cover, for up to
 * `weekly` weeks. Everything else may go.
 */
export function backupsToKeep(
  backups: { name: string; at: Date }[],
  retention: { daily: number; weekly: number } = { daily: 7, weekly: 4 },
): Set<string> {
  const keep = new Set<string>();
  const days = new Set<string>();
  for (const { name, at } of backups) {
    const day = at.toDateString();
    if (days.has(day)) continue;
    days.add(day);
    if (days.size > retention.daily) break;
    keep.add(name);
  }
  const weeks = new Set(backups.filter((b) => keep.has(b.name)).map((b) => weekOf(b.at)));
  let weekly = 0;
  for (const { name, at } of backups) {
    if (weekly >= retention.weekly) break;
    const week = weekOf(at);
    if (keep.has(name) || weeks.has(week)) continue;
    weeks.add(week);
    keep.add(name);
    weekly++;
  }
  return keep;
}

/** Deletes the backups in `dir` that `backupsToKeep` lets go; returns their names. */
export function pruneBackups(dir: string): string[] {
  const backups = listBackups(dir);
  const keep = backupsToKeep(backups);
  const removed = backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
  for (const name of removed) unlinkSync(path.join(dir, name));
  return removed;
}
