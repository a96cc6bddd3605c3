import type { Database } from "../db/client";
import { chatOpens } from "../db/schema";

/** Visits whose chat panel opened: the funnel's first step. */
export function createChatOpens(db: Database) {
  return {
    /** One visit opened the chat; the row holds the time and nothing about the visitor. */
    async record(): Promise<void> {
      await db.insert(chatOpens).values({});
    },
  };
}

export type ChatOpens = ReturnType<typeof createChatOpens>;
