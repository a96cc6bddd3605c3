import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiTokenUsage } from "../db/schema";

export interface TokenBudget {
  /** Tokens left today (UTC); 0 or less means the offline engines answer. */
  remaining(): Promise<number>;
  /** Adds spent tokens to today's total (one atomic upsert, safe across instances). */
  spend(tokens: number): Promise<void>;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** AI_DAILY_TOKEN_BUDGET, counted in the ai_token_usage table shared by every instance. */
export function createTokenBudget(
  db: Database,
  dailyLimit: number,
  now: () => Date = () => new Date(),
): TokenBudget {
  return {
    async remaining() {
      const [row] = await db
        .select({ used: aiTokenUsage.tokensUsed })
        .from(aiTokenUsage)
        .where(eq(aiTokenUsage.day, utcDay(now())));
      return dailyLimit - (row?.used ?? 0);
    },
    async spend(tokens) {
      if (!(tokens > 0)) return;
      const amount = Math.ceil(tokens);
      await db
        .insert(aiTokenUsage)
        .values({ day: utcDay(now()), tokensUsed: amount })
        .onConflictDoUpdate({
          target: aiTokenUsage.day,
          set: { tokensUsed: sql`${aiTokenUsage.tokensUsed} + ${amount}` },
        });
    },
  };
}
