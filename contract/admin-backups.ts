/** The last backup the server took, as the staff panel shows it. */
export type LastBackup =
  | { ok: true; at: string; name: string; bytes: number; rows: number }
  | { ok: false; at: string; error: string };

/** GET /api/admin/backups/last */
export interface BackupStatusResponse {
  /** Daily backups are on (BACKUPS) and have somewhere to go (BACKUP_DIR). */
  daily: boolean;
  /** The hour of the day (server time) they run at. */
  hour: number;
  /** `null` until the first one has run. */
  last: LastBackup | null;
}

export const backupStatusUrl = "/api/admin/backups/last";
export const backupFileUrl = "/api/admin/backups/last/file";
