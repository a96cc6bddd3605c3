import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  ne,
  sql,
  TransactionRollbackError,
} from "drizzle-orm";
import { servicesOfStored, storedServices } from "../../content";
import { type Conversation, type FollowUpChannel, followUpChannels } from "../../contract/chat";
import type { ChatTurn, Lead } from "../assistant/types";
import { detailFields } from "../assistant/types";
import { type BoundedWriteLimits, createBoundedWriter, type WaitBudget } from "../db/bounded-write";
import type { Database } from "../db/client";
import { chatInteractions, conversationMessages } from "../db/schema";
import { AppError } from "../errors";
import { isOpenAt } from "./business-hours";
import { type ConversationRow, chatLeadColumns, conversationColumns } from "./lead-columns";

/** What the chat needs to answer a turn: the stored lead, history and message count. */
export interface StoredChat {
  lead: Lead;
  history: ChatTurn[];
  messageCount: number;
}

function toConversation(row: ConversationRow, messageCount: number): Conversation {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    arrivedOutOfHours: !isOpenAt(row.createdAt),
    followUpSentAt: row.followUpSentAt ? row.followUpSentAt.toISOString() : null,
    followUpChannel: followUpChannels.find((c) => c === row.followUpChannel) ?? null,
    messageCount,
  };
}

/** conversationData JSON: all eight keys, null where unknown (the panel shows "Not provided"). */
function conversationData(lead: Lead): string {
  return JSON.stringify(Object.fromEntries(detailFields.map((f) => [f, lead[f] ?? null])));
}

function leadOf(row: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  serviceInterest: string | null;
  conversationData: string | null;
}): Lead {
  const lead: Lead = {};
  if (row.firstName) lead.firstName = row.firstName;
  if (row.lastName) lead.lastName = row.lastName;
  if (row.email) lead.email = row.email;
  if (row.phone) lead.phone = row.phone;
  // Names as stored, or an option id a row held before services were stored as asked.
  const services = servicesOfStored(row.serviceInterest).map((s) => s.id);
  if (services.length) lead.services = services;
  try {
    const data = JSON.parse(row.conversationData ?? "{}") as Record<string, unknown>;
    for (const field of detailFields) {
      const value = data[field];
      if (typeof value === "string" && value) lead[field] = value;
    }
  } catch {
    // Unreadable stored data: the lead simply starts without details.
  }
  return lead;
}

/**
 * Days a conversation nobody can follow up (no phone, no email, never handed over, not marked by
 * staff) is kept after its last turn (review L8: anonymous clients could store them for ever).
 */
export const ABANDONED_CHAT_DAYS = 30;

/**
 * How long a chat turn may wait for the database in all before its write begins, and how many
 * turn writes may wait at once (ADR 028, as ADR 027 for contact messages). A turn is a few reads
 * and one transaction of three statements: on this host 50 visitors at once never reach either
 * bound; a flood the database cannot keep up with is refused within the wait.
 */
export const CHAT_TURN_LIMITS: BoundedWriteLimits = { maxWaitMs: 3000, maxQueued: 200 };

/** Chat sessions and their messages (tables chat_interactions, conversation_messages). */
export function createConversations(db: Database) {
  const turnWriter = createBoundedWriter(db, CHAT_TURN_LIMITS);

  async function countMessages(sessionId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(conversationMessages)
      .where(eq(conversationMessages.sessionId, sessionId));
    return row?.n ?? 0;
  }

  async function byId(id: number): Promise<Conversation | null> {
    const [row] = await db
      .select(conversationColumns)
      .from(chatInteractions)
      .where(eq(chatInteractions.id, id));
    return row ? toConversation(row, await countMessages(row.sessionId)) : null;
  }

  /** The conversation as a staff change left it; not_found when the id names none. */
  async function changed(id: number): Promise<Conversation> {
    const conversation = await byId(id);
    if (!conversation) throw new AppError("not_found", `Conversation ${id} does not exist.`);
    return conversation;
  }

  return {
    async load(sessionId: string): Promise<StoredChat> {
      const [row] = await db
        .select(chatLeadColumns)
        .from(chatInteractions)
        .where(eq(chatInteractions.sessionId, sessionId));
      const history = await this.messages(sessionId);
      return { lead: row ? leadOf(row) : {}, history, messageCount: history.length };
    },

    /**
     * Stores one turn atomically, but only if the session still holds `basedOn` messages: the
     * count the reply was computed from. The upsert of the session row with the lead takes the
     * row's lock (creating the row if need be), and the count is read after it, so concurrent
     * turns of one session (two requests, or two servers) take turns here; a turn computed from
     * a history that has since grown is rolled back and refused (false) instead of overwriting
     * the lead the other turn saved or pushing the session past its message limit. The caller
     * reloads and answers again. Three statements: on PGlite a transaction holds the only
     * connection, so every statement in it delays every other request.
     *
     * The transaction begins within what is left of `budget`, or not at all (ADR 028): it
     * throws WriteNotBegun, having written nothing, and a turn that began is committed before
     * the visitor is answered.
     */
    async saveTurn(
      sessionId: string,
      basedOn: number,
      turn: { user: string; assistant: string },
      lead: Lead,
      referenceCode: string | null,
      budget?: WaitBudget,
    ): Promise<boolean> {
      const values = {
        firstName: lead.firstName ?? null,
        lastName: lead.lastName ?? null,
        email: lead.email ?? null,
        phone: lead.phone ?? null,
        serviceInterest: storedServices(lead.services ?? []),
        conversationData: conversationData(lead),
      };
      try {
        await turnWriter.write(
          async (tx) => {
            await tx
              .insert(chatInteractions)
              .values({ sessionId, ...values, referenceCode })
              .onConflictDoUpdate({
                target: chatInteractions.sessionId,
                set: {
                  ...values,
                  updatedAt: sql`now()`,
                  referenceCode: sql`coalesce(${referenceCode}, ${chatInteractions.referenceCode})`,
                },
              });
            // Read committed: this statement sees every turn committed before the lock was ours.
            const [stored] = await tx
              .select({ n: count() })
              .from(conversationMessages)
              .where(eq(conversationMessages.sessionId, sessionId));
            const next = stored?.n ?? 0;
            if (next !== basedOn) tx.rollback();
            // Messages are only ever appended here, under the lock, so their indexes run 0..n-1.
            await tx.insert(conversationMessages).values([
              { sessionId, role: "user", content: turn.user, messageIndex: next },
              { sessionId, role: "assistant", content: turn.assistant, messageIndex: next + 1 },
            ]);
          },
          undefined,
          budget?.remaining(),
        );
        return true;
      } catch (err) {
        if (err instanceof TransactionRollbackError) return false;
        throw err;
      }
    },

    /** The visitor opened the WhatsApp link: counts as an Active User on the Overview. */
    async markSent(sessionId: string): Promise<boolean> {
      const updated = await db
        .update(chatInteractions)
        .set({ sentToWhatsApp: "sent", updatedAt: sql`now()` })
        .where(eq(chatInteractions.sessionId, sessionId))
        .returning({ id: chatInteractions.id });
      return updated.length > 0;
    },

    /**
     * One page of the sessions, newest first, each with its message count (one grouped query
     * over that page's sessions only), and how many there are in all (review L8).
     */
    async list(page: { offset: number; limit: number }): Promise<{
      conversations: Conversation[];
      total: number;
    }> {
      const rows = await db
        .select(conversationColumns)
        .from(chatInteractions)
        .orderBy(desc(chatInteractions.createdAt), desc(chatInteractions.id))
        .limit(page.limit)
        .offset(page.offset);
      const sessionIds = rows.map((row) => row.sessionId);
      const counts = sessionIds.length
        ? await db
            .select({ sessionId: conversationMessages.sessionId, n: count() })
            .from(conversationMessages)
            .where(inArray(conversationMessages.sessionId, sessionIds))
            .groupBy(conversationMessages.sessionId)
        : [];
      const countOf = new Map(counts.map((c) => [c.sessionId, Number(c.n)]));
      const [all] = await db.select({ n: count() }).from(chatInteractions);
      return {
        conversations: rows.map((row) => toConversation(row, countOf.get(row.sessionId) ?? 0)),
        total: all?.n ?? 0,
      };
    },

    /** The session's messages in order: role and content. */
    async messages(sessionId: string): Promise<ChatTurn[]> {
      const rows = await db
        .select({ role: conversationMessages.role, content: conversationMessages.content })
        .from(conversationMessages)
        .where(eq(conversationMessages.sessionId, sessionId))
        .orderBy(asc(conversationMessages.messageIndex));
      return rows.map((r) => ({
        role: r.role === "assistant" ? "assistant" : "user",
        content: r.content,
      }));
    },

    /** Deletes abandoned conversations and their messages (see ABANDONED_CHAT_DAYS). */
    async pruneAbandoned(): Promise<void> {
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(chatInteractions)
          .where(
            and(
              isNull(chatInteractions.phone),
              isNull(chatInteractions.email),
              ne(chatInteractions.sentToWhatsApp, "sent"),
              eq(chatInteractions.priority, false),
              eq(chatInteractions.flagged, false),
              isNull(chatInteractions.followUpSentAt),
              lt(
                chatInteractions.updatedAt,
                sql`now() - make_interval(days => ${ABANDONED_CHAT_DAYS})`,
              ),
            ),
          )
          .returning({ sessionId: chatInteractions.sessionId });
        if (gone.length === 0) return;
        await tx.delete(conversationMessages).where(
          inArray(
            conversationMessages.sessionId,
            gone.map((row) => row.sessionId),
          ),
        );
      });
    },

    async exists(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: chatInteractions.id })
        .from(chatInteractions)
        .where(eq(chatInteractions.sessionId, sessionId));
      return Boolean(row);
    },

    byId,

    async setPriority(id: number, priority: boolean): Promise<Conversation> {
      await db
        .update(chatInteractions)
        .set({ priority, updatedAt: sql`now()` })
        .where(eq(chatInteractions.id, id));
      return changed(id);
    },

    async setFlag(id: number, flagged: boolean, note: string | null): Promise<Conversation> {
      await db
        .update(chatInteractions)
        .set({ flagged, flagNote: flagged ? note : null, updatedAt: sql`now()` })
        .where(eq(chatInteractions.id, id));
      return changed(id);
    },

    async recordFollowUp(id: number, channel: FollowUpChannel): Promise<Conversation> {
      await db
        .update(chatInteractions)
        .set({ followUpSentAt: sql`now()`, followUpChannel: channel, updatedAt: sql`now()` })
        .where(eq(chatInteractions.id, id));
      return changed(id);
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
