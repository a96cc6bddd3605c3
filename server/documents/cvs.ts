import { asc, desc, eq } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { CvItem, ManualCvRequest, UpdateCvRequest } from "../../contract/documents";
import type { Database } from "../db/client";
import {
  chatInteractions,
  conversationMessages,
  cvDocuments,
  cvGenerationRequests,
  documentUploads,
} from "../db/schema";
import { AppError } from "../errors";
import { chatLeadColumns } from "../leads/lead-columns";
import { numberWords } from "../number-words";
import { contactPatterns } from "./cv-facts/classify";
import { factsFromStatements, nameFromTurns } from "./cv-facts/extract";
import { factsFromUploadText } from "./cv-facts/from-upload";
import { withoutReferees } from "./cv-facts/referees";
import { eraseUnfinishedRequestsOf } from "./erasure";
import type { CvFacts } from "./facts";
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

/**
 * The industry the chat assistant filed a visitor under counts as a fact only when the visitor's
 * own words hold it: it labels a nurse "Healthcare" although she never said so.
 */
function saidBy(turns: string[], value: string): string {
  const said = turns.join("\n").toLowerCase();
  const words = value.toLowerCase().match(/[\p{L}\d]{3,}|\d+/gu) ?? [];
  return words.length > 0 && words.every((w) => said.includes(w)) ? value : "";
}

/**
 * The years of experience the assistant filed, unless the visitor's words show it misread them:
 * it reads years from a phrase with "year" in it, and "120 tenders a year" is no "1 year" of
 * experience. Where the visitor spoke of years, the number must be among their words, in digits
 * or in words ("6", "six", "sita"); a transcript with no year phrase keeps the assistant's value.
 */
export function yearsSaidBy(turns: string[], value: string): string {
  const years = /\d+/.exec(value)?.[0];
  if (!years) return value;
  const said = turns.join("\n").toLowerCase();
  if (!/\b(?:years?|yrs?|miaka|mwaka)\b/.test(said)) return value;
  if (new RegExp(`(?<![\\d.,])${years}(?![\\d]|[.,]\\d)`).test(said)) return value;
  const inWords = Object.entries(numberWords).some(
    ([word, n]) =>
      n === Number(years) && new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "u").test(said),
  );
  return inWords ? value : "";
}

export async function factsFromConversation(
  db: Database,
  sessionId: string,
): Promise<CvFacts | null> {
  const [lead] = await db
    .select(chatLeadColumns)
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
  const turns = messages.filter((m) => m.role === "user").map((m) => m.content.slice(0, 1000));
  // The name as the visitor wrote it outranks the assistant's reading of it.
  const said = nameFromTurns(turns);
  const facts = factsFromStatements(turns, {
    firstName: said?.firstName ?? str(lead?.firstName),
    lastName: said ? said.lastName : str(lead?.lastName),
    email: str(lead?.email),
    phone: str(lead?.phone),
    specificChallenge: str(data.specificChallenge),
    careerGoal: str(data.careerGoal),
    serviceType: str(lead?.serviceInterest) || "CV Writing",
    clientStatements: turns,
  });
  // Contacts the visitor typed outrank the assistant's reading, which may miss one or take a
  // date range ("2019-2020") for a phone number. A Kenyan number is written the international
  // way (+254...), as the lead stores it; one that is not (a UK mobile typed with its 0) is left
  // to the assistant's reading, which knows the region the visitor named.
  // A referee's phone or email is not the client's.
  const words = withoutReferees(turns.join("\n"));
  facts.email = contactPatterns.email.exec(words)?.[0] ?? facts.email;
  const typedPhone = contactPatterns.phone.exec(words)?.[0];
  const kenyan = typedPhone ? parsePhoneNumberFromString(typedPhone, "KE") : undefined;
  facts.phone = kenyan?.isValid() ? kenyan.number : facts.phone || typedPhone || "";
  // What the transcript's sentences did not give, the assistant's parsed details may.
  for (const key of ["currentRole", "company"] as const)
    if (facts[key] === "") facts[key] = str(data[key]);
  if (facts.yearsExperience === "")
    facts.yearsExperience = yearsSaidBy(turns, str(data.yearsExperience));
  if (facts.industry === "") facts.industry = saidBy(turns, str(data.industry));
  return facts;
}

/** The manual form: its fields are facts; its career-goal text is read like the client's words. */
export function factsFromForm(form: ManualCvRequest & { serviceType: string }): CvFacts {
  const facts = factsFromStatements(
    [form.careerGoal],
    {
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
      clientStatements: [form.careerGoal],
    },
    { goalFirst: true },
  );
  return withFormJob(facts);
}

/**
 * The form's current role and company are the job held now: its own entry, first, unless the
 * career-goal text told that job too (same title, or the same employer).
 */
function withFormJob(facts: CvFacts): CvFacts {
  const title = facts.currentRole.trim();
  const employer = facts.company.trim().toLowerCase();
  const same = (a: string, b: string) => a !== "" && b !== "" && (a.includes(b) || b.includes(a));
  const told = facts.roles.some(
    (r) =>
      r.title.toLowerCase() === title.toLowerCase() || same(r.employer.toLowerCase(), employer),
  );
  if (title === "" || told || facts.roles.length === 0) return facts;
  const current = { title, employer: facts.company.trim(), period: "Present", bullets: [] };
  return { ...facts, roles: [current, ...facts.roles] };
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
        address: facts.address || null,
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

    /** Generate CV: a consultant-readable reason instead of an exception when it cannot. */
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

    /**
     * An uploaded CV made into one of ours: the facts its text states, in our layout. The name
     * and email sent with the upload are not used: the panel sends its own marker there
     * ("Manual Upload"), never the client's details, so a gap is listed as missing instead.
     */
    async generateFromUpload(documentId: number): Promise<{ success: true; cvId: number }> {
      const [doc] = await db
        .select({
          documentType: documentUploads.documentType,
          originalContent: documentUploads.originalContent,
          processedContent: documentUploads.processedContent,
        })
        .from(documentUploads)
        .where(eq(documentUploads.id, documentId))
        .limit(1);
      if (!doc) throw new AppError("not_found", `Document ${documentId} does not exist`);
      if (doc.documentType !== "upload")
        throw new AppError("invalid_input", "Only an uploaded CV can be turned into a CV.");
      const text = (doc.processedContent || doc.originalContent || "").trim();
      if (text === "")
        throw new AppError(
          "invalid_input",
          "This upload has no text to read (the file could not be read), so no CV can be made from it.",
        );
      const facts = factsFromUploadText(text, { clientStatements: [text] });
      if (facts.address === "") facts.address = facts.location;
      const cvId = await insertCv(facts, {
        userId: facts.email || `upload-${documentId}`,
        sessionId: `upload-${documentId}`,
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
        const facts = factsFromForm(form);
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
