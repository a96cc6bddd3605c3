import { readFileSync } from "node:fs";
import { request } from "node:http";
import type { WrittenBackup } from "./backup-files";
import { BackupRefused } from "./backup-format";
import { BACKUP_PATH, backupSocket } from "./backup-socket";

/**
 * Asks the server that holds `dataDir` to write a backup into `dir` (absolute) and waits for
 * it. Throws BackupRefused with the server's reason, or with what to do when it cannot be asked.
 */
export async function requestBackup(dataDir: string, dir: string): Promise<WrittenBackup> {
  const files = backupSocket(dataDir);
  let secret: string;
  try {
    secret = readFileSync(files.secret, "utf8");
  } catch {
    throw new BackupRefused(
      `The running server takes no backup requests (no ${files.secret}): use its daily backup in BACKUP_DIR, or stop it and run npm run backup again.`,
    );
  }
  const body = JSON.stringify({ dir });
  const { status, text } = await new Promise<{ status: number; text: string }>(
    (resolve, reject) => {
      const req = request(
        {
          socketPath: files.socket,
          path: BACKUP_PATH,
          method: "POST",
          headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          res.on("error", reject);
        },
      );
      req.on("error", (err) =>
        reject(
          new BackupRefused(
            `The running server could not be asked for a backup (${err.message}): use its daily backup in BACKUP_DIR, or stop it and run npm run backup again.`,
          ),
        ),
      );
      req.end(body);
    },
  );
  const answer = JSON.parse(text) as WrittenBackup & { error?: string };
  if (status !== 200)
    throw new BackupRefused(`The server could not take the backup: ${answer.error}`);
  return answer;
}
