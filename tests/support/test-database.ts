import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../server/db/client";

/**
 * Where an API test's server keeps its data. PGlite in memory by default; with
 * KAZI_TEST_DB=postgres, a fresh database on the server at TEST_DATABASE_URL, dropped after.
 */
export interface TestDatabase {
  /** DATABASE_URL for the server under test, or undefined for PGlite. */
  databaseUrl?: string;
  /** For PGlite: a migrated in-memory database to start from (skips initdb). */
  pgliteTemplate?: Blob;
  drop(): Promise<void>;
}

let template: Promise<Blob> | undefined;

/** One migrated PGlite per test process, dumped once; every server starts from a copy. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const handle = await openDatabase({ dataDir: null });
    await handle.migrate();
    const dump = await handle.dump?.();
    await handle.close();
    if (!dump) throw new Error("PGlite could not dump its data directory");
    return dump;
  })();
  return template;
}

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.KAZI_TEST_DB === "postgres" ? "postgres" : "pglite";
}

export async function createTestDatabase(
  kind: "pglite" | "postgres" = testDatabaseKind(),
): Promise<TestDatabase> {
  if (kind === "pglite") {
    return { pgliteTemplate: await pgliteTemplate(), drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("a PostgreSQL test database needs TEST_DATABASE_URL");
  const name = `kazi_test_${randomBytes(6).toString("hex")}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => {}),
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
