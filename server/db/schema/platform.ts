import { date, integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { optionalTime } from "./columns";

/**
 * Fixed-window rate-limit counters. In the database, not in memory, so that several
 * instances behind one load balancer share one limit (issue 8).
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  windowStartedAt: optionalTime("window_started_at").notNull(),
  count: integer("count").notNull(),
});

/** Tokens spent on the LLM provider per UTC day, shared by every instance (AI_DAILY_TOKEN_BUDGET). */
export const aiTokenUsage = pgTable("ai_token_usage", {
  day: date("day").primaryKey(),
  tokensUsed: integer("tokens_used").notNull().default(0),
});
