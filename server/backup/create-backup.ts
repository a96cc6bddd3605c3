import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { BACKUP_FORMAT, backupWriter } from "./backup-format";
import {
  primaryKeyOf,
  quoteIdent,
  rowsOf,
  schemaVersionOf,
  tablesInDependencyOrder,
} from "./catalog";

/** Rows read per statement: PGlite's memory grows with its largest statement and never shrinks. */
const PAGE_ROWS = 500;

/**
 * A consistent backup of every Kazi table while the site keeps serving: one read-only,
 * repeatable-read transaction sees a single snapshot, so every write acknowledged before it
 * began is in the backup and none half-done is. Returns the gzip'd file (backup-format.ts).
 */
export async function createBackup(db: Database, now = new Date()): Promise<Buffer> {
  return db.transaction(
    async (tx) => {
      const tables = await tablesInDependencyOrder(tx);
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const [row] = await rowsOf<{ n: number | string }>(
          tx,
          sql.raw(`select count(*) as n from ${quoteIdent(table)}`),
        );
        counts[table] = Number(row?.n ?? 0);
      }
      const writer = backupWriter({
        kaziBackup: BACKUP_FORMAT,
        createdAt: now.toISOString(),
        schema: await schemaVersionOf(tx),
        tables: counts,
      });
      const parts = [writer.first];
      for (const table of tables) {
        const key = await primaryKeyOf(tx, table);
        const order = key.length > 0 ? key.map(quoteIdent).join(", ") : "ctid";
        for (let offset = 0; offset < (counts[table] ?? 0); offset += PAGE_ROWS) {
          const page = await rowsOf<{ j: string }>(
            tx,
            sql.raw(
              `select row_to_json(t)::text as j from ${quoteIdent(table)} t order by ${order} limit ${PAGE_ROWS} offset ${offset}`,
            ),
          );
          for (const { j } of page) parts.push(writer.row(table, j));
        }
      }
      parts.push(writer.last());
      return gzipSync(parts.join(""));
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
