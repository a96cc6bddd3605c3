import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";

/**
 * A Kazi backup file: gzip'd JSON lines, the same for PGlite and PostgreSQL (a logical dump, so
 * no server tools are needed and one can move between the two).
 *
 *   {"kaziBackup":1,"createdAt":"…","schema":{"migrations":6,"latest":"<hash>"},"tables":{"t":n,…}}
 *   {"t":"<table>","r":<the row as PostgreSQL's row_to_json gives it>}      (one per row)
 *   {"end":true,"rows":<n>,"sha256":"<hex of every line above, each with its newline>"}
 *
 * The closing line makes a truncated file detectable, the digest a corrupted one; rows are in
 * an order that satisfies foreign keys (parents first).
 */
export const BACKUP_FORMAT = 1;

export interface BackupHeader {
  kaziBackup: typeof BACKUP_FORMAT;
  createdAt: string;
  schema: SchemaVersion;
  /** Row count per table, in restore order. */
  tables: Record<string, number>;
}

export interface SchemaVersion {
  migrations: number;
  latest: string | null;
}

export interface BackupRow {
  t: string;
  r: Record<string, unknown>;
}

/** What a backup holds, checked whole before anything is restored from it. */
export interface VerifiedBackup {
  header: BackupHeader;
  rows: BackupRow[];
}

/** A backup that cannot be restored; the message says why, for the operator. */
export class BackupRefused extends Error {
  override name = "BackupRefused";
}

/** Builds the lines of a backup as they are written, keeping the running digest. */
export function backupWriter(header: BackupHeader) {
  const digest = createHash("sha256");
  let rows = 0;
  const line = (value: unknown) => {
    const text = `${JSON.stringify(value)}\n`;
    digest.update(text);
    return text;
  };
  return {
    first: line(header),
    row(table: string, json: string): string {
      rows++;
      // The row is PostgreSQL's own JSON text: spliced, not parsed and re-serialised.
      const text = `{"t":${JSON.stringify(table)},"r":${json}}\n`;
      digest.update(text);
      return text;
    },
    last: () => `${JSON.stringify({ end: true, rows, sha256: digest.digest("hex") })}\n`,
  };
}

/** Reads and checks a whole backup: gzip intact, header known, closing line present, digest equal. */
export function readBackup(gzipped: Buffer): VerifiedBackup {
  let text: string;
  try {
    text = gunzipSync(gzipped).toString("utf8");
  } catch {
    throw new BackupRefused("This is not a Kazi backup, or it is damaged: it does not decompress.");
  }
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const closing = lines.pop();
  const parsed = (line: string | undefined) => {
    try {
      return line === undefined ? undefined : (JSON.parse(line) as unknown);
    } catch {
      return undefined;
    }
  };
  const header = parsed(lines[0]) as Partial<BackupHeader> | undefined;
  if (header?.kaziBackup !== BACKUP_FORMAT || !header.tables || !header.schema) {
    throw new BackupRefused(
      "This is not a Kazi backup (format 1): its first line is not a backup header.",
    );
  }
  const end = parsed(closing) as { end?: boolean; rows?: number; sha256?: string } | undefined;
  if (end?.end !== true) {
    throw new BackupRefused(
      "This backup is incomplete: it ends before its closing line (was it cut short?).",
    );
  }
  const digest = createHash("sha256");
  for (const line of lines) digest.update(`${line}\n`);
  if (digest.digest("hex") !== end.sha256 || lines.length - 1 !== end.rows) {
    throw new BackupRefused("This backup is damaged: its contents do not match its checksum.");
  }
  const rows = lines.slice(1).map((line) => JSON.parse(line) as BackupRow);
  return { header: header as BackupHeader, rows };
}
