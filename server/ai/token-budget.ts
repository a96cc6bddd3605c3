import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTokenUsage } from "../db/schema";

/** Who pays: anonymous chat, or the staff tools (CV, cover letter, blog). ADR 017. */
export type BudgetScope = "chat" | "staff";

/** Tokens held for one model call until it ends. */
export interface Reservation {
  /**
   * Replaces the reserved estimate by the tokens the provider reported. `undefined` (a
   * time-out, a network or provider error: we cannot know what was billed) keeps the whole
   * reservation charged.
   */
  settle(usedTokens: number | undefined): Promise<void>;
}

export interface TokenBudget {
  /**
   * Holds `tokens` of today's budget (UTC) in one conditional upsert, so parallel calls on
   * any number of instances never hold more than the limit together. null when they do not
   * fit: the offline engine answers.
   */
  reserve(tokens: number): Promise<Reservation | null>;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** A daily token budget counted in the ai_token_usage table shared by every instance. */
export function createTokenBudget(
  db: Database,
  scope: BudgetScope,
  dailyLimit: number,
  now: () => Date = () => new Date(),
): TokenBudget {
  const used = aiTokenUsage.tokensUsed;
  return {
    async reserve(tokens) {
      const amount = Math.max(1, Math.ceil(tokens));
      // The limit is a constant, so a first row that would not fit is refused here; rows that
      // exist are checked in the database, in the same statement that adds to them.
      if (amount > dailyLimit) return null;
      const day = utcDay(now());
      const granted = await db
        .insert(aiTokenUsage)
        .values({ day, scope, tokensUsed: amount })
        .onConflictDoUpdate({
          target: [aiTokenUsage.day, aiTokenUsage.scope],
          set: { tokensUsed: sql`${used} + ${amount}` },
          setWhere: sql`${used} + ${amount} <= ${dailyLimit}`,
        })
        .returning({ used });
      if (granted.length === 0) return null;
      return {
        async settle(usedTokens) {
          if (usedTokens === undefined || !Number.isFinite(usedTokens)) return;
          const delta = Math.max(0, Math.ceil(usedTokens)) - amount;
          if (delta === 0) return;
          // The reservation's own day, even when the call ran past midnight.
          await db
            .update(aiTokenUsage)
            .set({ tokensUsed: sql`greatest(${used} + ${delta}, 0)` })
            .where(and(eq(aiTokenUsage.day, day), eq(aiTokenUsage.scope, scope)));
        },
      };
    },
  };
}
