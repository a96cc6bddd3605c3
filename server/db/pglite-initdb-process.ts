import { PGlite } from "@electric-sql/pglite";
import { durablePgliteOptions } from "./pglite-durable";

/** Creates the PGlite data directory given as the first argument (initdb) and exits: see pglite-initdb.ts. */
const dataPath = process.argv[2];
if (!dataPath) throw new Error("usage: pglite-initdb-process.ts DATA_PATH");
const pg = await PGlite.create(durablePgliteOptions(dataPath).options);
await pg.close();
