import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { BackupRefused, type BackupRow, readBackup } from "./backup-format";
import { quoteIdent, rowsOf, schemaVersionOf, tablesInDependencyOrder } from "./catalog";

/** Rows inserted per statement (PGlite's memory grows with its largest statement). */
const BATCH_ROWS = 200;

export interface RestoreResult {
  createdAt: string;
  rows: number;
}

/**
 * Restores a backup into a migrated database, all in one transaction: either every row is back
 * or nothing changed. Refuses a damaged or cut-short file, a backup of another schema version,
 * and a database that already holds data unless `replace` is set (then its rows are replaced).
 */
export async function restoreBackup(
  db: Database,
  gzipped: Buffer,
  options: { replace?: boolean } = {},
): Promise<RestoreResult> {
  const { header, rows } = readBackup(gzipped);
  return db.transaction(async (tx) => {
    const schema = await schemaVersionOf(tx);
    if (schema.migrations !== header.schema.migrations || schema.latest !== header.schema.latest) {
      throw new BackupRefused(
        `This backup was made with database schema ${header.schema.migrations} and this Kazi has schema ${schema.migrations}: restore it with the version that made it, then upgrade.`,
      );
    }
    const tables = await tablesInDependencyOrder(tx);
    const unknown = Object.keys(header.tables).filter((t) => !tables.includes(t));
    if (unknown.length > 0)
      throw new BackupRefused(
        `This backup holds tables this Kazi does not have: ${unknown.join(", ")}.`,
      );

    const holding: string[] = [];
    for (const table of tables) {
      const [row] = await rowsOf<{ any: boolean }>(
        tx,
        sql.raw(`select exists (select 1 from ${quoteIdent(table)}) as any`),
      );
      if (row?.any) holding.push(table);
    }
    if (holding.length > 0) {
      if (!options.replace) {
        throw new BackupRefused(
          `The database already holds data (${holding.join(", ")}). Restore into an empty data directory or database, or pass --replace to overwrite it.`,
        );
      }
      await tx.execute(
        sql.raw(`truncate ${tables.map(quoteIdent).join(", ")} restart identity cascade`),
      );
    }

    const byTable = new Map<string, BackupRow["r"][]>();
    for (const { t, r } of rows) {
      const list = byTable.get(t) ?? [];
      list.push(r);
      byTable.set(t, list);
    }
    for (const table of tables) {
      const list = byTable.get(table) ?? [];
      for (let i = 0; i < list.length; i += BATCH_ROWS) {
        const batch = JSON.stringify(list.slice(i, i + BATCH_ROWS));
        // PostgreSQL turns the JSON back into each column's own type (times, jsonb, bytea).
        await tx.execute(
          sql`insert into ${sql.raw(quoteIdent(table))} select * from json_populate_recordset(null::${sql.raw(quoteIdent(table))}, ${batch}::json)`,
        );
      }
      await resetSequences(tx, table);
    }
    return { createdAt: header.createdAt, rows: rows.length };
  });
}

/** Serial columns continue after the restored ids, so new rows never collide with them. */
async function resetSequences(tx: Pick<Database, "execute">, table: string): Promise<void> {
  const serials = await rowsOf<{ column: string; sequence: string }>(
    tx,
    sql`select a.attname as column, pg_get_serial_sequence(${quoteIdent(table)}, a.attname) as sequence
        from pg_attribute a where a.attrelid = ${`public.${quoteIdent(table)}`}::regclass and a.attnum > 0
        and not a.attisdropped and pg_get_serial_sequence(${quoteIdent(table)}, a.attname) is not null`,
  );
  for (const { column, sequence } of serials) {
    await tx.execute(
      sql.raw(
        `select setval('${sequence.replaceAll("'", "''")}', coalesce(max(${quoteIdent(column)}), 1), max(${quoteIdent(column)}) is not null) from ${quoteIdent(table)}`,
      ),
    );
  }
}
