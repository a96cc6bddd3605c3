import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { fromRoot } from "../paths";
import type { DatabaseHandle } from "./client";
import * as schema from "./schema";

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
    await migrate(drizzle(client, { schema }), { migrationsFolder: fromRoot("drizzle") });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** PostgreSQL through a pool (see openDatabase). */
export function openPostgres(
  databaseUrl: string,
  onConnectionLost?: (error: Error) => void,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection that the server drops (a restart, an administrator ending it) is
  // reported here; unhandled, it would end the process. The pool discards that client and the
  // next query opens a new one; until the database is back, /api/health answers 503.
  pool.on("error", (error) => onConnectionLost?.(error));
  const db = drizzle(pool, { schema });
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
