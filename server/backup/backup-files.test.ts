import { describe, expect, it } from "vitest";
import { backupFileName, backupsToKeep } from "./backup-files";
import { nextBackupTime } from "./backup-schedule";

/** One backup a day at 02:00 for `days` days back from 24 November 2026 (a Tuesday). */
function daily(days: number) {
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(2026, 10, 24 - i, 2, 0);
    return { name: backupFileName(at), at };
  });
}

describe("the backup schedule", () => {
  it("runs at the configured hour today if it is still ahead, else tomorrow", () => {
    expect(nextBackupTime(new Date(2026, 10, 24, 1, 59), 2)).toEqual(new Date(2026, 10, 24, 2, 0));
    expect(nextBackupTime(new Date(2026, 10, 24, 2, 0), 2)).toEqual(new Date(2026, 10, 25, 2, 0));
    expect(nextBackupTime(new Date(2026, 10, 30, 23, 0), 2)).toEqual(new Date(2026, 11, 1, 2, 0));
  });

  it("names files by local date and time, so they sort in time order", () => {
    expect(backupFileName(new Date(2026, 0, 5, 2, 7))).toBe("kazi-2026-01-05-0207.backup.gz");
  });
});

describe("retention", () => {
  it("keeps the last 7 days and one backup for each of the 4 weeks before them", () => {
    const backups = daily(60);
    const keep = backupsToKeep(backups);
    const kept = backups.filter((b) => keep.has(b.name)).map((b) => b.at.getDate());
    // 24..18 November daily (they cover the weeks from Monday 23 and 16 November); then the
    // newest of the weeks from Monday 9 and 2 November and 26 and 19 October.
    expect(kept).toEqual([24, 23, 22, 21, 20, 19, 18, 15, 8, 1, 25]);
    expect(keep.size).toBe(11);
  });

  it("keeps the newest backup of a day that has several, and everything when there are few", () => {
    const morning = { name: "kazi-2026-11-24-0200.backup.gz", at: new Date(2026, 10, 24, 2, 0) };
    const evening = { name: "kazi-2026-11-24-1800.backup.gz", at: new Date(2026, 10, 24, 18, 0) };
    expect(backupsToKeep([evening, morning])).toEqual(new Set([evening.name]));
    expect(backupsToKeep(daily(3)).size).toBe(3);
  });
});
