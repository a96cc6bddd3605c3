import { date, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { optionalTime } from "./columns";

/**
 * Fixed-window rate-limit counters. In the database, not in memory, so that several
 * instances behind one load balancer share one limit.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  windowStartedAt: optionalTime("window_started_at").notNull(),
  count: integer("count").notNull(),
});

/**
 * Tokens spent on the LLM provider per UTC day and budget scope ("chat" or "staff"), shared by
 * every instance. Reserved before each call and settled after it (server/ai/token-budget.ts).
 */
export const aiTokenUsage = pgTable(
  "ai_token_usage",
  {
    day: date("day").notNull(),
    scope: varchar("scope", { length: 16 }).notNull(),
    tokensUsed: integer("tokens_used").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope] })],
);
