import { asc, desc, eq } from "drizzle-orm";
import type { CvItem, ManualCvRequest, UpdateCvRequest } from "../../contract/documents";
import type { Database } from "../db/client";
import {
  chatInteractions,
  conversationMessages,
  cvDocuments,
  cvGenerationRequests,
} from "../db/schema";
import { AppError } from "../errors";
import { eraseUnfinishedRequestsOf } from "./erasure";
import { type CvFacts, emptyFacts } from "./facts";
import { toCvItem } from "./rows";
import type { DocumentWriter } from "./writer";

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** Splits a full name typed in the editor back into first and last name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

const str = (v: unknown) =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";

/** The facts a conversation gives: the lead's details, what the assistant parsed, what they said. */
export async function factsFromConversation(
  db: Database,
  sessionId: string,
): Promise<CvFacts | null> {
  const [lead] = await db
    .select({
      firstName: chatInteractions.firstName,
      lastName: chatInteractions.lastName,
      email: chatInteractions.email,
      phone: chatInteractions.phone,
      serviceInterest: chatInteractions.serviceInterest,
      conversationData: chatInteractions.conversationData,
    })
    .from(chatInteractions)
    .where(eq(chatInteractions.sessionId, sessionId))
    .limit(1);
  const messages = await db
    .select({ role: conversationMessages.role, content: conversationMessages.content })
    .from(conversationMessages)
    .where(eq(conversationMessages.sessionId, sessionId))
    .orderBy(asc(conversationMessages.messageIndex));
  if (!lead && messages.length === 0) return null;
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(lead?.conversationData ?? "{}");
    if (parsed && typeof parsed === "object") data = parsed as Record<string, unknown>;
  } catch {
    // Unparseable conversation data: the CV is written from the lead's fields and messages alone.
  }
  return {
    ...emptyFacts(),
    firstName: str(lead?.firstName),
    lastName: str(lead?.lastName),
    email: str(lead?.email),
    phone: str(lead?.phone),
    currentRole: str(data.currentRole),
    yearsExperience: str(data.yearsExperience),
    industry: str(data.industry),
    careerGoal: str(data.careerGoal),
    company: str(data.company),
    specificChallenge: str(data.specificChallenge),
    serviceType: str(lead?.serviceInterest) || "CV Writing",
    clientStatements: messages
      .filter((m) => m.role === "user")
      .map((m) => m.content.slice(0, 1000)),
  };
}

export function createCvService(db: Database, writer: DocumentWriter, log: Log) {
  async function insertCv(
    facts: CvFacts,
    ids: { userId: string; sessionId: string; cvType: string },
  ) {
    const written = await writer.writeCv(facts);
    const [row] = await db
      .insert(cvDocuments)
      .values({
        userId: ids.userId.slice(0, 255),
        sessionId: ids.sessionId.slice(0, 255),
        firstName: facts.firstName || null,
        lastName: facts.lastName || null,
        email: facts.email || null,
        phone: facts.phone || null,
        cvContent: written.markdown,
        cvType: ids.cvType.slice(0, 50),
        status: "generated",
        title: `CV – ${`${facts.firstName} ${facts.lastName}`.trim() || "client"}`.slice(0, 500),
        factCheckWarnings: written.factCheckWarnings,
      })
      .returning({ id: cvDocuments.id });
    if (!row) throw new AppError("internal", "The CV could not be stored");
    return row.id;
  }

  return {
    async list(): Promise<CvItem[]> {
      const rows = await db
        .select()
        .from(cvDocuments)
        .orderBy(desc(cvDocuments.createdAt), desc(cvDocuments.id));
      return rows.map(toCvItem);
    },

    async get(id: number) {
      const [row] = await db.select().from(cvDocuments).where(eq(cvDocuments.id, id)).limit(1);
      if (!row) throw new AppError("not_found", `CV ${id} does not exist`);
      return row;
    },

    /** SPEC §7 generate-cv: a consultant-readable reason instead of an exception when it cannot. */
    async generateFromConversation(
      sessionId: string,
    ): Promise<{ success: true; cvId: number } | { success: false; error: string }> {
      const facts = await factsFromConversation(db, sessionId);
      if (!facts)
        return { success: false, error: `No conversation was found for session ${sessionId}.` };
      if (
        !facts.firstName &&
        !facts.lastName &&
        !facts.currentRole &&
        facts.clientStatements.length === 0
      )
        return {
          success: false,
          error:
            "This conversation has no client details yet (no name, role or messages), so there is nothing to write a CV from.",
        };
      const cvId = await insertCv(facts, {
        userId: facts.email || sessionId,
        sessionId,
        cvType: "standard",
      });
      return { success: true, cvId };
    },

    /** The manual form: a cv_generation_requests row goes pending -> completed (or failed). */
    async generateManual(form: ManualCvRequest & { serviceType: string }, adminId: number) {
      const [request] = await db
        .insert(cvGenerationRequests)
        .values({ requestedBy: adminId, userInfo: JSON.stringify(form), status: "pending" })
        .returning({ id: cvGenerationRequests.id });
      if (!request) throw new AppError("internal", "The request could not be stored");
      try {
        const facts: CvFacts = {
          ...emptyFacts(),
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email,
          phone: form.phone ?? "",
          currentRole: form.currentRole,
          yearsExperience: form.experience,
          industry: form.industry,
          careerGoal: form.careerGoal,
          company: form.company ?? "",
          serviceType: form.serviceType,
        };
        const cvId = await insertCv(facts, {
          userId: form.email,
          sessionId: `manual-${request.id}`,
          cvType: form.serviceType,
        });
        await db
          .update(cvGenerationRequests)
          .set({ status: "completed", generatedCvId: cvId, completedAt: new Date() })
          .where(eq(cvGenerationRequests.id, request.id));
        return { success: true as const, requestId: request.id, cvId };
      } catch (error) {
        log.error({ err: error, requestId: request.id }, "manual CV generation failed");
        await db
          .update(cvGenerationRequests)
          .set({
            status: "failed",
            failureReason: (error as Error).message.slice(0, 500),
            completedAt: new Date(),
          })
          .where(eq(cvGenerationRequests.id, request.id));
        throw new AppError(
          "internal",
          "The CV could not be generated; the request is recorded as failed.",
        );
      }
    },

    async update(
      id: number,
      body: UpdateCvRequest & { personalInfo: NonNullable<UpdateCvRequest["personalInfo"]> },
    ) {
      const info = body.personalInfo;
      const name = splitName(info.name ?? "");
      const [row] = await db
        .update(cvDocuments)
        .set({
          title: body.title ?? "",
          cvContent: body.content,
          firstName: name.firstName || null,
          lastName: name.lastName || null,
          email: info.email || null,
          phone: info.phone || null,
          address: info.address || null,
          updatedAt: new Date(),
        })
        .where(eq(cvDocuments.id, id))
        .returning();
      if (!row) throw new AppError("not_found", `CV ${id} does not exist`);
      return toCvItem(row);
    },

    /**
     * Erasure (Kenya Data Protection Act): the CV, by cascade its proofreading jobs, the
     * manual-form request that produced it and the person's requests that failed (matched by
     * the CV's email): they hold the client's details too. Cover letters written from it are
     * documents of their own, erased on their own.
     */
    async remove(id: number) {
      await db.transaction(async (tx) => {
        await tx.delete(cvGenerationRequests).where(eq(cvGenerationRequests.generatedCvId, id));
        const [deleted] = await tx
          .delete(cvDocuments)
          .where(eq(cvDocuments.id, id))
          .returning({ email: cvDocuments.email });
        if (!deleted) throw new AppError("not_found", `CV ${id} does not exist`);
        await eraseUnfinishedRequestsOf(tx, [deleted.email]);
      });
    },
  };
}

export type CvService = ReturnType<typeof createCvService>;
