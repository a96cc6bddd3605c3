import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import { writeBackupFile } from "./backup-files";

/**
 * A PGlite data directory is open in one process only, so `npm run backup` cannot read it while
 * the site runs; instead it asks the site. The request travels over a Unix socket inside the
 * data directory (no network address at all, so nothing outside the machine can reach it) and
 * carries a secret the server writes beside it at each start, readable only by its user.
 */
export const backupSocket = (dataDir: string) => ({
  socket: path.join(dataDir, "backup.sock"),
  secret: path.join(dataDir, "backup.secret"),
});

/** The one request the socket takes: POST /backup {"dir": "<absolute directory>"}. */
export const BACKUP_PATH = "/backup";

/** Bodies are one small JSON object; anything larger is not a backup request. */
const MAX_BODY = 4096;

function answer(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) {
        resolve(null);
        req.destroy();
      }
    });
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function sameSecret(given: string | undefined, expected: Buffer): boolean {
  const bytes = Buffer.from(given?.replace(/^Bearer /, "") ?? "", "utf8");
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/**
 * Serves backup requests on the data directory's socket until the returned function is called
 * (which also removes the socket and the secret). A socket path the system cannot take (too
 * long, say) is logged and skipped: the site serves on, and the CLI says to use the daily backup.
 */
export async function serveBackupRequests(options: {
  db: Database;
  dataDir: string;
  log: Logger;
}): Promise<() => Promise<void>> {
  const { db, dataDir, log } = options;
  const files = backupSocket(dataDir);
  const secret = Buffer.from(randomBytes(32).toString("base64url"), "utf8");

  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== BACKUP_PATH) {
      return answer(res, 404, { error: `Only POST ${BACKUP_PATH} is served here.` });
    }
    if (!sameSecret(req.headers.authorization, secret)) {
      return answer(res, 401, { error: `The secret in ${files.secret} is required.` });
    }
    const body = await readBody(req);
    let dir: unknown;
    try {
      dir = (JSON.parse(body ?? "") as { dir?: unknown }).dir;
    } catch {
      dir = undefined;
    }
    if (typeof dir !== "string" || !path.isAbsolute(dir)) {
      return answer(res, 400, { error: 'Send {"dir": "<absolute directory>"}.' });
    }
    try {
      const written = await writeBackupFile(db, dir);
      log.info({ file: written.file, bytes: written.bytes, rows: written.rows }, "backup written");
      answer(res, 200, { ...written });
    } catch (err) {
      log.error({ err, dir }, "backup failed");
      answer(res, 500, { error: err instanceof Error ? err.message : String(err) });
    }
  });

  // We hold the data directory (kazi.pid), so a socket left here is a crashed run's.
  rmSync(files.socket, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(files.socket, () => resolve());
    });
  } catch (err) {
    log.warn({ err, socket: files.socket }, "npm run backup cannot reach this server");
    return async () => {};
  }
  chmodSync(files.socket, 0o600);
  // Written anew (never over an old file, which would keep that file's mode).
  rmSync(files.secret, { force: true });
  writeFileSync(files.secret, secret, { mode: 0o600, flag: "wx" });
  return async () => {
    rmSync(files.secret, { force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(files.socket, { force: true });
  };
}
