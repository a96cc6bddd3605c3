import { pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Keys the server generates for itself at first use (e.g. the one that signs newsletter
 * unsubscribe links). In the database, not in DATA_DIR, so every instance signs and checks
 * with the same key, whether on PGlite or on a shared PostgreSQL.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: varchar("name", { length: 64 }).primaryKey(),
  /** base64 of random bytes. */
  value: text("value").notNull(),
  createdAt: createdAt(),
});
