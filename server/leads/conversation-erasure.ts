import { eq } from "drizzle-orm";
import type { ConversationErasureResponse } from "../../contract/erasure";
import type { Database } from "../db/client";
import { chatInteractions, conversationMessages } from "../db/schema";
import { eraseDocumentsOfConversation } from "../documents/erasure";
import { AppError } from "../errors";

type Counts = Omit<ConversationErasureResponse, "success">;

/**
 * Erasure of a conversation on a client's request (Kenya Data Protection Act), in one
 * transaction: the lead row and every message, then what the documents capability made from
 * them (the CVs, their cover letters, and the manual-form requests that failed for the same
 * person). Either all of it goes or none does.
 */
export function createConversationErasure(db: Database) {
  return async function eraseConversation(sessionId: string): Promise<Counts> {
    return db.transaction(async (tx) => {
      const leads = await tx
        .delete(chatInteractions)
        .where(eq(chatInteractions.sessionId, sessionId))
        .returning({ email: chatInteractions.email });
      const messages = await tx
        .delete(conversationMessages)
        .where(eq(conversationMessages.sessionId, sessionId))
        .returning({ id: conversationMessages.id });
      if (leads.length === 0 && messages.length === 0)
        throw new AppError("not_found", "No conversation was found for this session");
      const documents = await eraseDocumentsOfConversation(
        tx,
        sessionId,
        leads.map((lead) => lead.email),
      );
      return { messages: messages.length, ...documents };
    });
  };
}
