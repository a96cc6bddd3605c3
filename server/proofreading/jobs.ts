import { desc, eq } from "drizzle-orm";
import type { ProofreadingJobItem, UpdateProofreadingJobRequest } from "../../contract/documents";
import type { Database } from "../db/client";
import { cvDocuments, proofreadingJobs } from "../db/schema";
import { toJobItem } from "../documents/rows";
import { AppError } from "../errors";
import type { ProofreadingEngine } from "./engine";

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

  async function run(jobId: number, content: string) {
    try {
      await db
        .update(proofreadingJobs)
        .set({ status: "processing" })
        .where(eq(proofreadingJobs.id, jobId));
      const result = await withTimeout(engine.proofread(content), jobTimeoutMs);
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

  return {
    /** The job as it stands when it finished, or after answerWithinMs if it is still running. */
    async start(cvDocumentId: number): Promise<ProofreadingJobItem> {
      const [cv] = await db
        .select({ content: cvDocuments.cvContent })
        .from(cvDocuments)
        .where(eq(cvDocuments.id, cvDocumentId))
        .limit(1);
      if (!cv) throw new AppError("not_found", `CV ${cvDocumentId} does not exist`);
      const [job] = await db
        .insert(proofreadingJobs)
        .values({ cvDocumentId, originalContent: cv.content, status: "pending" })
        .returning();
      if (!job) throw new AppError("internal", "The proofreading job could not be stored");
      const task = run(job.id, cv.content).finally(() => running.delete(task));
      running.add(task);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        task,
        new Promise((resolve) => {
          timer = setTimeout(resolve, answerWithinMs);
        }),
      ]).finally(() => clearTimeout(timer));
      return toJobItem(await get(job.id));
    },

    async list(): Promise<ProofreadingJobItem[]> {
      const rows = await db
        .select()
        .from(proofreadingJobs)
        .orderBy(desc(proofreadingJobs.createdAt), desc(proofreadingJobs.id));
      return rows.map(toJobItem);
    },

    get,

    async update(id: number, body: UpdateProofreadingJobRequest) {
      const [row] = await db
        .update(proofreadingJobs)
        .set({
          proofreadContent: body.proofreadContent,
          // SPEC §7: the editor sends suggestions empty; an empty list keeps the job's findings.
          ...(body.suggestions && body.suggestions.length > 0
            ? { suggestions: body.suggestions }
            : {}),
        })
        .where(eq(proofreadingJobs.id, id))
        .returning();
      if (!row) throw new AppError("not_found", `Proofreading job ${id} does not exist`);
      return toJobItem(row);
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
