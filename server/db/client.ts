import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type ExtractTablesWithRelations, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { fromRoot } from "../paths";
import { claimDataDir } from "./data-dir-lock";
import { durablePgliteOptions } from "./pglite-durable";
import { initPgliteDataDir } from "./pglite-initdb";
import * as schema from "./schema";

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

const migrationsFolder = fromRoot("drizzle");

/** Any fixed number: the advisory lock every Kazi instance takes to migrate. */
const MIGRATION_LOCK = 4_255_208;

/**
 * Several instances starting at once on one PostgreSQL would race to apply the same migration
 * (and fail on "relation already exists"); a session advisory lock lets one migrate while the
 * others wait, then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * PostgreSQL through a pool when a URL is given, else PGlite stored in `dataDir`
 * (in memory when `dataDir` is null). Same schema and migrations on both (ADR 003).
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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server drops (a restart, an administrator ending it) is
    // reported here; unhandled, it would end the process. The pool discards that client and the
    // next query opens a new one; until the database is back, /api/health answers 503.
    pool.on("error", (error) => options.onConnectionLost?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      migrate: () => migrateOnce(pool),
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  let release = () => {};
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
    release = claimDataDir(options.dataDir);
    await initPgliteDataDir(dataPath).catch((err: unknown) => {
      release();
      throw err;
    });
  }
  // In memory (tests) there is nothing to flush, and a migrated template skips initdb; on disk
  // every commit is fsynced (ADR 006).
  const durable = dataPath ? durablePgliteOptions(dataPath) : undefined;
  const client = durable
    ? await PGlite.create(durable.options)
    : await PGlite.create({ loadDataDir: options.pgliteTemplate });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      release();
    },
    dump: () => client.dumpDataDir("none"),
    wasmMemoryBytes: durable?.wasmMemoryBytes,
  };
}
