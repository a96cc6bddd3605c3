import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { chatInteractions, conversationMessages } from "../db/schema";
import { AppError } from "../errors";

/**
 * Erasure of a conversation on a client's request (Kenya Data Protection Act): the lead row and
 * every message, in one transaction. CVs written from it are documents of their own and are
 * erased separately (DELETE /api/admin/cvs/{id}).
 */
export function createConversationErasure(db: Database) {
  return async function eraseConversation(sessionId: string): Promise<{ messages: number }> {
    return db.transaction(async (tx) => {
      const messages = await tx
        .delete(conversationMessages)
        .where(eq(conversationMessages.sessionId, sessionId))
        .returning({ id: conversationMessages.id });
      const leads = await tx
        .delete(chatInteractions)
        .where(eq(chatInteractions.sessionId, sessionId))
        .returning({ id: chatInteractions.id });
      if (leads.length === 0 && messages.length === 0)
        throw new AppError("not_found", `No conversation was found for session ${sessionId}`);
      return { messages: messages.length };
    });
  };
}
