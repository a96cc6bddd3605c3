import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type domain code sees: the same on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** One round trip; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Applies pending migrations from drizzle/. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (a template for `pgliteTemplate`). */
  dump?(): Promise<Blob>;
  /** PGlite on disk only: bytes of its WebAssembly memory, which grows and never shrinks. */
  wasmMemoryBytes?(): number | undefined;
}

/**
 * PostgreSQL through a pool when a URL is given, else PGlite stored in `dataDir`
 * (in memory when `dataDir` is null). Same schema and migrations on both (ADR 003).
 *
 * Each driver loads only when it is used: with DATABASE_URL, PGlite's module and its
 * WebAssembly are never loaded, and on PGlite neither is the PostgreSQL client (ADR 022).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /**
   * For an in-memory PGlite: start from this dump (see `dumpDatabase`) instead of running
   * initdb, which takes seconds. Tests start many servers from one migrated template.
   */
  pgliteTemplate?: Blob;
  /** Told when PostgreSQL drops an idle connection (the pool recovers by itself). */
  onConnectionLost?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { openPostgres } = await import("./postgres-client");
    return openPostgres(options.databaseUrl, options.onConnectionLost);
  }
  const { openPglite } = await import("./pglite-client");
  return openPglite(options.dataDir, options.pgliteTemplate);
}
