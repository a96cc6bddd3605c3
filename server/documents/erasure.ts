import { and, eq, inArray, isNull } from "drizzle-orm";
import type { UnfinishedCvRequest } from "../../contract/erasure";
import type { Database } from "../db/client";
import { cvDocuments, cvGenerationRequests, documentUploads } from "../db/schema";
import { AppError } from "../errors";

/** The form fields a manual request stores as JSON text; anything else reads as empty. */
function formOf(userInfo: string): { name: string; email: string } {
  try {
    const form: unknown = JSON.parse(userInfo);
    if (!form || typeof form !== "object") return { name: "", email: "" };
    const field = (key: string) => {
      const value = (form as Record<string, unknown>)[key];
      return typeof value === "string" ? value.trim() : "";
    };
    return {
      name: `${field("firstName")} ${field("lastName")}`.trim(),
      email: field("email").toLowerCase(),
    };
  } catch {
    // Not JSON (a row written by hand): it names no one we can match.
    return { name: "", email: "" };
  }
}

/** Manual-form requests that produced no CV: the only place their form data lives. */
async function unfinishedRequests(db: Database) {
  return db
    .select({
      id: cvGenerationRequests.id,
      status: cvGenerationRequests.status,
      userInfo: cvGenerationRequests.userInfo,
      failureReason: cvGenerationRequests.failureReason,
      createdAt: cvGenerationRequests.createdAt,
    })
    .from(cvGenerationRequests)
    .where(isNull(cvGenerationRequests.generatedCvId));
}

export async function listUnfinishedCvRequests(db: Database): Promise<UnfinishedCvRequest[]> {
  const rows = await unfinishedRequests(db);
  return rows
    .map((row) => ({
      id: row.id,
      status: row.status,
      ...formOf(row.userInfo),
      failureReason: row.failureReason,
      createdAt: row.createdAt.toISOString(),
    }))
    .sort((a, b) => b.id - a.id);
}

/**
 * Erases the requests without a CV whose form gave one of `emails` (case does not matter).
 * Matched in code, not SQL: user_info is text, and one row that is not JSON must not make the
 * erasure fail. There are few such rows (only failed or interrupted ones).
 */
export async function eraseUnfinishedRequestsOf(
  db: Database,
  emails: ReadonlyArray<string | null>,
): Promise<number> {
  const wanted = new Set(emails.filter(Boolean).map((e) => e?.trim().toLowerCase()));
  if (wanted.size === 0) return 0;
  const ids = (await unfinishedRequests(db))
    .filter((row) => wanted.has(formOf(row.userInfo).email))
    .map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.delete(cvGenerationRequests).where(inArray(cvGenerationRequests.id, ids));
  return ids.length;
}

/** One unfinished request by id, on a client's request. */
export async function eraseCvRequest(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(cvGenerationRequests)
    .where(eq(cvGenerationRequests.id, id))
    .returning({ id: cvGenerationRequests.id });
  if (deleted.length === 0) throw new AppError("not_found", `CV request ${id} does not exist.`);
}

/**
 * Erases, inside a conversation's erasure (server/leads/conversation-erasure.ts, whose `tx` it
 * runs in), what was made from the conversation: the CVs written from `sessionId` (their
 * proofreading jobs go by cascade), the cover letters written from those CVs, the requests that
 * produced them, and the manual-form requests that failed for the same person, matched by
 * `emails` (the lead's) and the CVs' own.
 */
export async function eraseDocumentsOfConversation(
  tx: Database,
  sessionId: string,
  emails: ReadonlyArray<string | null>,
): Promise<{ cvs: number; coverLetters: number; cvRequests: number }> {
  const cvs = await tx
    .select({ id: cvDocuments.id, email: cvDocuments.email })
    .from(cvDocuments)
    .where(eq(cvDocuments.sessionId, sessionId));
  const cvIds = cvs.map((cv) => cv.id);
  if (cvIds.length > 0)
    // A request that produced one of these CVs would otherwise outlive it, form and all.
    await tx.delete(cvGenerationRequests).where(inArray(cvGenerationRequests.generatedCvId, cvIds));
  // Letters first: deleting a CV sets their source_cv_id to null, and the link would be lost.
  const letters =
    cvIds.length === 0
      ? []
      : await tx
          .delete(documentUploads)
          .where(
            and(
              eq(documentUploads.documentType, "cover-letter"),
              inArray(documentUploads.sourceCvId, cvIds),
            ),
          )
          .returning({ id: documentUploads.id });
  if (cvIds.length > 0) await tx.delete(cvDocuments).where(inArray(cvDocuments.id, cvIds));
  const cvRequests = await eraseUnfinishedRequestsOf(tx, [...emails, ...cvs.map((cv) => cv.email)]);
  return { cvs: cvIds.length, coverLetters: letters.length, cvRequests };
}
