import { workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { durablePgliteOptions } from "./pglite-durable";

/** Creates the PGlite data directory `workerData.dataPath` (initdb) and exits: see pglite-initdb.ts. */
const pg = await PGlite.create(durablePgliteOptions(workerData.dataPath as string).options);
await pg.close();
