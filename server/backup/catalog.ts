import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { SchemaVersion } from "./backup-format";

/** The driver's rows, the same shape on node-postgres and PGlite. */
async function rowsOf<T>(
  db: Pick<Database, "execute">,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Kazi's tables, parents before the tables that reference them (restore order). */
export async function tablesInDependencyOrder(db: Pick<Database, "execute">): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of references) {
      if (child === table && parent !== table) place(parent, path);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) place(name, new Set());
  return ordered;
}

/** The primary-key columns of `table`, to read its rows in a stable order page by page. */
export async function primaryKeyOf(
  db: Pick<Database, "execute">,
  table: string,
): Promise<string[]> {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public.${quoteIdent(table)}`}::regclass and i.indisprimary
        order by a.attnum`,
  );
  return columns.map((c) => c.name);
}

/** The migrations applied, so a backup is restored only into the schema it was made with. */
export async function schemaVersionOf(db: Pick<Database, "execute">): Promise<SchemaVersion> {
  const rows = await rowsOf<{ migrations: number | string; latest: string | null }>(
    db,
    sql`select count(*) as migrations,
        (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as latest
        from drizzle.__drizzle_migrations`,
  );
  return { migrations: Number(rows[0]?.migrations ?? 0), latest: rows[0]?.latest ?? null };
}

/** A table or column name as a quoted identifier (names come from the catalog, never input). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export { rowsOf };
