import { desc, eq, sql } from "drizzle-orm";
import type {
  ProofreadingJobItem,
  ProofreadRequest,
  SuggestionAction,
  UpdateProofreadingJobRequest,
} from "../../contract/documents";
import type { Database } from "../db/client";
import { cvDocuments, documentUploads, proofreadingJobs } from "../db/schema";
import { jobSuggestions, parseUserInfo, toJobItem } from "../documents/rows";
import { AppError } from "../errors";
import { correctedText, overlapsApplied } from "./corrected-text";
import type { ProofreadingEngine } from "./engine";
import type { DocumentKind } from "./style-checks";

type Log = { error(obj: object, msg: string): void };

/** First use includes loading harper (~3 s); anything past this is a stuck job, not a slow one. */
const jobTimeoutMs = 60_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`it took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A CV takes well under a second once harper is loaded (~3 s the first time): most answers carry the result. */
const answerWithinMs = 15_000;

/**
 * Proofreading jobs: created pending, then run (processing -> completed, or failed with a
 * reason) on the proofreading thread, so other requests are never kept waiting. `start`
 * answers once the job has finished or after answerWithinMs, whichever comes first (ADR 013):
 * the panel gets the result without polling.
 */
export function createProofreadingJobs(db: Database, engine: ProofreadingEngine, log: Log) {
  const running = new Set<Promise<void>>();

  async function run(jobId: number, content: string, kind: DocumentKind) {
    try {
      await db
        .update(proofreadingJobs)
        .set({ status: "processing" })
        .where(eq(proofreadingJobs.id, jobId));
      const result = await withTimeout(engine.proofread(content, kind), jobTimeoutMs);
      await db
        .update(proofreadingJobs)
        .set({
          status: "completed",
          suggestions: result.suggestions,
          proofreadContent: result.proofreadContent,
          completedAt: new Date(),
        })
        .where(eq(proofreadingJobs.id, jobId));
    } catch (error) {
      log.error({ err: error, jobId }, "proofreading failed");
      await db
        .update(proofreadingJobs)
        .set({
          status: "failed",
          failureReason: `Proofreading could not finish: ${(error as Error).message}`.slice(0, 500),
          completedAt: new Date(),
        })
        .where(eq(proofreadingJobs.id, jobId))
        .catch(() => {});
    }
  }

  async function get(id: number) {
    const [row] = await db
      .select()
      .from(proofreadingJobs)
      .where(eq(proofreadingJobs.id, id))
      .limit(1);
    if (!row) throw new AppError("not_found", `Proofreading job ${id} does not exist`);
    return row;
  }

  /** Jobs with the client's name from the CV or document each one checked, newest first. */
  async function items(id?: number): Promise<ProofreadingJobItem[]> {
    const rows = await db
      .select({
        job: proofreadingJobs,
        cvName: sql<string>`trim(coalesce(${cvDocuments.firstName}, '') || ' ' || coalesce(${cvDocuments.lastName}, ''))`,
        userInfo: documentUploads.userInfo,
      })
      .from(proofreadingJobs)
      .leftJoin(cvDocuments, eq(cvDocuments.id, proofreadingJobs.cvDocumentId))
      .leftJoin(documentUploads, eq(documentUploads.id, proofreadingJobs.documentId))
      .where(id === undefined ? undefined : eq(proofreadingJobs.id, id))
      .orderBy(desc(proofreadingJobs.createdAt), desc(proofreadingJobs.id));
    return rows.map((r) => toJobItem(r.job, r.cvName || parseUserInfo(r.userInfo).name));
  }

  /** The text a job checks and the conventions that apply: a cover letter is a letter. */
  async function source(request: ProofreadRequest) {
    if (request.documentId !== undefined) {
      const id = request.documentId;
      const [doc] = await db
        .select({
          processed: documentUploads.processedContent,
          original: documentUploads.originalContent,
          type: documentUploads.documentType,
        })
        .from(documentUploads)
        .where(eq(documentUploads.id, id))
        .limit(1);
      if (!doc) throw new AppError("not_found", `Document ${id} does not exist`);
      const content = doc.processed || doc.original || "";
      if (content.trim() === "")
        throw new AppError("invalid_input", `Document ${id} has no text to proofread`);
      const kind: DocumentKind = doc.type === "cover-letter" ? "letter" : "cv";
      return { content, kind, ids: { documentId: id } };
    }
    const id = request.cvDocumentId ?? 0;
    const [cv] = await db
      .select({ content: cvDocuments.cvContent })
      .from(cvDocuments)
      .where(eq(cvDocuments.id, id))
      .limit(1);
    if (!cv) throw new AppError("not_found", `CV ${id} does not exist`);
    return { content: cv.content, kind: "cv" as const, ids: { cvDocumentId: id } };
  }

  async function item(id: number): Promise<ProofreadingJobItem> {
    const [job] = await items(id);
    if (!job) throw new AppError("not_found", `Proofreading job ${id} does not exist`);
    return job;
  }

  return {
    /** The job as it stands when it finished, or after answerWithinMs if it is still running. */
    async start(request: ProofreadRequest): Promise<ProofreadingJobItem> {
      const { content, kind, ids } = await source(request);
      const [job] = await db
        .insert(proofreadingJobs)
        .values({ ...ids, documentKind: kind, originalContent: content, status: "pending" })
        .returning();
      if (!job) throw new AppError("internal", "The proofreading job could not be stored");
      const task = run(job.id, content, kind).finally(() => running.delete(task));
      running.add(task);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        task,
        new Promise((resolve) => {
          timer = setTimeout(resolve, answerWithinMs);
        }),
      ]).finally(() => clearTimeout(timer));
      return item(job.id);
    },

    list: () => items(),

    get,

    /** The editor saves the corrected text; the suggestions keep their state. */
    async update(id: number, body: UpdateProofreadingJobRequest) {
      const [row] = await db
        .update(proofreadingJobs)
        .set({ proofreadContent: body.proofreadContent })
        .where(eq(proofreadingJobs.id, id))
        .returning({ id: proofreadingJobs.id });
      if (!row) throw new AppError("not_found", `Proofreading job ${id} does not exist`);
      return item(id);
    },

    /**
     * Apply writes a suggestion's fix into the corrected text; Dismiss sets it aside (and takes an
     * applied fix back out). The corrected text is always the original with the applied fixes, so
     * an edit saved by hand since is replaced. The row is locked while it changes, so two clicks
     * at once cannot lose one another.
     */
    async decide(id: number, suggestionId: number, action: SuggestionAction) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(proofreadingJobs)
          .where(eq(proofreadingJobs.id, id))
          .for("update");
        if (!row) throw new AppError("not_found", `Proofreading job ${id} does not exist`);
        if (row.status !== "completed")
          throw new AppError("conflict", `Proofreading job ${id} has not finished`);
        const suggestions = jobSuggestions(row);
        const chosen = suggestions.find((s) => s.id === suggestionId);
        if (!chosen)
          throw new AppError(
            "not_found",
            `Proofreading job ${id} has no suggestion ${suggestionId}`,
          );
        if (action === "apply" && !chosen.fix)
          throw new AppError(
            "invalid_input",
            `Suggestion ${suggestionId} is advice with no fix to apply: edit the text, or dismiss it`,
          );
        const clash = action === "apply" ? overlapsApplied(chosen, suggestions) : undefined;
        if (clash)
          throw new AppError(
            "conflict",
            `Suggestion ${suggestionId} changes the same words as applied suggestion ${clash.id}: dismiss that one first`,
          );
        const next = suggestions.map((s) =>
          s.id === suggestionId
            ? { ...s, status: action === "apply" ? ("applied" as const) : ("dismissed" as const) }
            : s,
        );
        await tx
          .update(proofreadingJobs)
          .set({ suggestions: next, proofreadContent: correctedText(row.originalContent, next) })
          .where(eq(proofreadingJobs.id, id));
      });
      return item(id);
    },

    async remove(id: number) {
      const deleted = await db
        .delete(proofreadingJobs)
        .where(eq(proofreadingJobs.id, id))
        .returning({ id: proofreadingJobs.id });
      if (deleted.length === 0)
        throw new AppError("not_found", `Proofreading job ${id} does not exist`);
    },

    /** Waits for background jobs (tests, graceful shutdown). */
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}

export type ProofreadingJobs = ReturnType<typeof createProofreadingJobs>;
