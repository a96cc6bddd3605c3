import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FirstPasswordResponse } from "../../contract/admin-accounts";
import {
  type BackupStatusResponse,
  backupFileUrl,
  backupStatusUrl,
} from "../../contract/admin-backups";
import { readBackup } from "../../server/backup/backup-format";
import { backupNow } from "../../server/backup/backup-schedule";
import { openDatabase } from "../../server/db/client";
import { createLogger } from "../../server/log";
import { startTestServer, type TestServer } from "../support/server";

// The staff panel's view of the last backup: its time, size and result (a failure with its
// error), and its file for an owner to download.

const backupDir = mkdtempSync(path.join(tmpdir(), "kazi-backup-status-"));
const log = createLogger("silent");
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ BACKUP_DIR: backupDir, BACKUP_HOUR: "3" });
  token = await server.signIn();
});
afterAll(async () => {
  await server.close();
  rmSync(backupDir, { recursive: true, force: true });
});

const status = async () => {
  const res = await server.get(backupStatusUrl, token);
  expect(res.status).toBe(200);
  return (await res.json()) as BackupStatusResponse;
};

describe("the last backup in the staff panel", () => {
  it("is none before the first backup, and there is nothing to download", async () => {
    expect(await status()).toEqual({ daily: true, hour: 3, last: null });
    const res = await server.get(backupFileUrl, token);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: /no backup/i } });
  });

  it("shows the time, size and rows of a backup, and downloads it as an attachment", async () => {
    await server.post("/api/contact", {
      firstName: "Amina",
      lastName: "Odhiambo",
      email: "amina@example.co.ke",
      phone: "0712 345 678",
      service: "cv-writing",
      message: "Habari",
    });
    await backupNow(server.services.db, backupDir, log);
    const { last } = await status();
    expect(last).toMatchObject({
      ok: true,
      name: expect.stringMatching(/^kazi-\d{4}-\d{2}-\d{2}-\d{4}\.backup\.gz$/),
      bytes: expect.any(Number),
      rows: expect.any(Number),
    });
    expect(Date.now() - Date.parse(last!.at)).toBeLessThan(60_000);

    const res = await server.get(backupFileUrl, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${last!.ok ? last!.name : ""}"`,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const file = Buffer.from(await res.arrayBuffer());
    expect(file.length).toBe(last!.ok ? last!.bytes : 0);
    expect(readBackup(file).header.tables.contact_inquiries).toBe(1);

    const [entry] = await server.services.auth.audit.recent(1);
    expect(entry).toMatchObject({ event: "backup_downloaded", detail: last!.ok && last!.name });
  });

  it("shows a failed backup with its error, and offers no file", async () => {
    const gone = await openDatabase({ dataDir: null });
    await gone.close();
    await backupNow(gone.db, backupDir, log);
    const { last } = await status();
    expect(last).toMatchObject({ ok: false, error: expect.stringMatching(/\S/) });
    expect((await server.get(backupFileUrl, token)).status).toBe(404);
  });

  it("shows a consultant the status but lets only an owner download the file", async () => {
    await backupNow(server.services.db, backupDir, log);
    const added = await server.post(
      "/api/admin/accounts",
      { username: "otieno", email: "otieno@example.co.ke", role: "consultant" },
      token,
    );
    expect(added.status).toBe(201);
    const { firstPassword } = (await added.json()) as FirstPasswordResponse;
    const signedIn = await server.post("/api/admin/login", {
      username: "otieno",
      password: firstPassword,
    });
    const consultant = ((await signedIn.json()) as { token: string }).token;
    const changed = await server.post(
      "/api/admin/account/password",
      { currentPassword: firstPassword, newPassword: "otieno-own-password-1" },
      consultant,
    );
    expect(changed.status).toBe(200);

    const seen = await server.get(backupStatusUrl, consultant);
    expect(((await seen.json()) as BackupStatusResponse).last).toMatchObject({ ok: true });
    const refused = await server.get(backupFileUrl, consultant);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { message: "Only an owner can download a backup." },
    });
    expect((await server.get(backupFileUrl, token)).status).toBe(200);
  });

  it("is for signed-in staff only", async () => {
    for (const url of [backupStatusUrl, backupFileUrl]) {
      const res = await server.get(url);
      expect(res.status).toBe(401);
    }
  });
});
