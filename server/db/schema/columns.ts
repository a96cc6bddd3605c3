import { serial, timestamp } from "drizzle-orm/pg-core";

/** Every table's surrogate key: an auto-numbered id. */
export const id = () => serial("id").primaryKey();

/** Times are stored with their zone so two servers in different zones agree (ADR 003). */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const optionalTime = (name: string) => timestamp(name, { withTimezone: true });
