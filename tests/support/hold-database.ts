import type { DatabaseHandle } from "../../server/db/client";

/**
 * Holds PGlite's one connection in an open transaction until the returned release is called
 * (which waits for the transaction to end), as a long piece of work on the database would hold
 * every other query. On PostgreSQL a held transaction blocks nobody: use it on PGlite only.
 */
export async function holdDatabase(db: DatabaseHandle["db"]): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding: () => void = () => {};
  const isHolding = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const transaction = db.transaction(async () => {
    holding();
    await held;
  });
  await isHolding;
  return async () => {
    release();
    await transaction;
  };
}
