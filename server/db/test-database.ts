import { type DatabaseHandle, openDatabase } from "./client";

/** A migrated in-memory PGlite for unit tests of queries: no server, no files. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: null });
  await handle.migrate();
  return handle;
}
