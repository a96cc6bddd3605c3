import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { fromRoot } from "../paths";
import type { DatabaseHandle } from "./client";
import { claimDataDir } from "./data-dir-lock";
import { durablePgliteOptions } from "./pglite-durable";
import { initPgliteDataDir } from "./pglite-initdb";
import * as schema from "./schema";

/** PGlite stored in `dataDir`, or in memory when it is null (see openDatabase). */
export async function openPglite(
  dataDir: string | null,
  template: Blob | undefined,
): Promise<DatabaseHandle> {
  let dataPath: string | undefined;
  let release = () => {};
  if (dataDir) {
    dataPath = path.join(dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
    release = claimDataDir(dataDir);
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
    : await PGlite.create({ loadDataDir: template });
  const db = drizzle(client, { schema });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrate(db, { migrationsFolder: fromRoot("drizzle") }),
    close: async () => {
      await client.close();
      release();
    },
    dump: () => client.dumpDataDir("none"),
    wasmMemoryBytes: durable?.wasmMemoryBytes,
  };
}
