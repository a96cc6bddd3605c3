import { Hono } from "hono";
import type { BackupStatusResponse } from "../../../../contract/admin-backups";
import { readLastBackup, readLastBackupFile } from "../../../backup/last-backup";
import { AppError } from "../../../errors";
import type { Services } from "../../../services";
import { download, fileType } from "../../download";
import type { AppEnv } from "../../env";

/** The last backup's time, size and result, and its file for an offsite copy. */
export function backupRoutes(services: Services) {
  const { BACKUPS, BACKUP_DIR, BACKUP_HOUR } = services.config;
  return new Hono<AppEnv>()
    .get("/backups/last", (c) =>
      c.json({
        daily: BACKUPS && BACKUP_DIR !== null,
        hour: BACKUP_HOUR,
        last: BACKUP_DIR ? readLastBackup(BACKUP_DIR) : null,
      } satisfies BackupStatusResponse),
    )
    .get("/backups/last/file", async (c) => {
      const file = BACKUP_DIR ? readLastBackupFile(BACKUP_DIR) : null;
      if (!file) throw new AppError("not_found", "There is no backup to download yet.");
      // All of the data leaves at once: who took it is kept in the audit log.
      await services.auth.audit.record({
        event: "backup_downloaded",
        username: c.get("admin").username,
        ip: c.get("clientIp"),
        detail: file.name,
      });
      return download(c, file.bytes, file.name, fileType.gzip);
    });
}
