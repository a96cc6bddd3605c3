import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Logger } from "../log";
import type { BootstrapOutcome } from "./bootstrap-admin";

export const firstPasswordFileName = "first-admin-password.txt";

/**
 * Writes the generated first password where only this OS user can read it. Stdout is no
 * place for it: docker, systemd and PaaS logs capture stdout along with the JSON logs.
 * Without a DATA_DIR (in-memory PGlite) a private temporary directory stands in.
 */
export function writeFirstPasswordFile(
  dataDir: string | null,
  account: { username: string; password: string },
  signInUrl: string,
): string {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "kazi-first-admin-"));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, firstPasswordFileName);
  // A file left by an earlier install may be readable by others: start from a new inode, and
  // `wx` refuses to follow a link planted in its place.
  rmSync(file, { force: true });
  writeFileSync(
    file,
    [
      `# The first staff account of Kazi, created ${new Date().toISOString()}.`,
      `# Sign in at ${signInUrl}: you will be asked to choose your own password.`,
      "# This password is of no use after that: delete this file then.",
      `username: ${account.username}`,
      `password: ${account.password}`,
      "",
    ].join("\n"),
    { mode: 0o600, flag: "wx" },
  );
  return file;
}

/**
 * Tells the operator what the start did to the staff accounts. A generated password goes to
 * a file and only its path is printed; every other case is one log line.
 */
export function reportBootstrap(
  outcome: BootstrapOutcome,
  options: { dataDir: string | null; siteUrl: string; log: Logger; print(text: string): void },
): void {
  const { log } = options;
  switch (outcome.kind) {
    case "generated": {
      const signInUrl = `${options.siteUrl}/admin`;
      const file = writeFirstPasswordFile(options.dataDir, outcome, signInUrl);
      log.info({ username: outcome.username, file }, "created the first staff account");
      options.print(
        `\nCreated the first staff account "${outcome.username}". Its password is in\n  ${file}\n(readable only by this user). Sign in at ${signInUrl}; you will be asked to choose a new password.\n\n`,
      );
      return;
    }
    case "created":
      log.info({ username: outcome.username }, "created the staff account of ADMIN_USERNAME");
      return;
    case "kept":
      log.info(
        { username: outcome.username },
        "ADMIN_USERNAME exists: its password is kept (ADMIN_PASSWORD_RESET=1 resets it to ADMIN_PASSWORD)",
      );
      return;
    case "reset":
      log.warn(
        { username: outcome.username, revokedSessions: outcome.revokedSessions },
        `ADMIN_PASSWORD_RESET: the password of ${outcome.username} was set to ADMIN_PASSWORD and its sessions revoked; remove ADMIN_PASSWORD_RESET`,
      );
      return;
    case "reset-already-applied":
      log.warn(
        { username: outcome.username },
        `ADMIN_PASSWORD_RESET: this ADMIN_PASSWORD was already applied to ${outcome.username}, so nothing was changed; remove ADMIN_PASSWORD_RESET`,
      );
      return;
    case "none":
      return;
  }
}
