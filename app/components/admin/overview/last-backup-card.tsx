import { useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import {
  type BackupStatusResponse,
  backupFileUrl,
  backupStatusUrl,
} from "../../../../contract/admin-backups";
import { readAdminSession } from "../../../lib/admin-session";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { downloadFile } from "../file-download";
import { formatDateTime } from "../format";
import { LoadError, Loading } from "../states";

const size = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 1 });

/** 1536 -> "1.5 KB": backups run from kilobytes to a few hundred megabytes. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${size.format(value)} ${units[unit]}`;
}

/**
 * When the last backup ran and whether it worked (its error if not); an owner can download its
 * file (the server refuses anyone else, this only spares a consultant a button that fails).
 */
export function LastBackupCard() {
  const owner = readAdminSession()?.admin.role === "owner";
  const status = useQuery<BackupStatusResponse>({
    queryKey: [backupStatusUrl],
    refetchInterval: 60_000,
  });
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function downloadBackup() {
    setDownloadError(null);
    try {
      await downloadFile(backupFileUrl, "kazi.backup.gz");
    } catch (error) {
      setDownloadError(`Download failed: ${(error as Error).message}`);
    }
  }

  return (
    <Card role="region" aria-labelledby="last-backup">
      <CardHeader>
        <CardTitle id="last-backup">Last backup</CardTitle>
        <CardDescription>
          {status.data?.daily
            ? `A backup of all data is taken every day at ${String(status.data.hour).padStart(2, "0")}:00 (server time).`
            : "Daily backups are off on this server."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {status.isPending ? (
          <Loading label="Loading backup status..." />
        ) : status.isError ? (
          <LoadError error={status.error} />
        ) : status.data.last === null ? (
          <p className="text-slate-600">No backup has run yet.</p>
        ) : status.data.last.ok ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant="success">Succeeded</Badge>
              <span>
                {formatDateTime(status.data.last.at)}, {formatBytes(status.data.last.bytes)},{" "}
                {status.data.last.rows.toLocaleString("en-KE")}{" "}
                {status.data.last.rows === 1 ? "row" : "rows"}
              </span>
            </p>
            {owner ? (
              <Button variant="outline" onClick={downloadBackup}>
                <DownloadIcon aria-hidden="true" />
                Download backup
              </Button>
            ) : (
              <p className="text-slate-600">An owner can download it.</p>
            )}
          </div>
        ) : (
          <div role="alert" className="flex flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant="danger">Failed</Badge>
              <span>{formatDateTime(status.data.last.at)}</span>
            </p>
            <p className="text-red-800">{status.data.last.error}</p>
          </div>
        )}
        {downloadError ? (
          <p role="alert" className="text-red-700">
            {downloadError}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
