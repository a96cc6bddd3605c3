import { and, inArray, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { cvGenerationRequests, proofreadingJobs } from "../db/schema";

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Every live job ends within a minute (a proofreading job times out at 60 s; a CV is written
 * within the request, bounded by AI_TIMEOUT_MS). Work still pending or processing at this age
 * belongs to a process that stopped: safe to close even while other instances are running.
 */
export const interruptedAfterMs = 10 * 60_000;

const unfinished = ["pending", "processing"];

/**
 * Closes the work a crashed or restarted process left pending or processing: it is marked
 * failed with the reason, so the panel never shows it running forever (ADR 013).
 */
export function createInterruptedWorkRecovery(db: Database, log: Log) {
  let followUp: NodeJS.Timeout | undefined;

  async function sweep(now = new Date()) {
    const cutoff = new Date(now.getTime() - interruptedAfterMs);
    const jobs = await db
      .update(proofreadingJobs)
      .set({
        status: "failed",
        failureReason: "Interrupted by a restart: start the proofreading again.",
        completedAt: now,
      })
      .where(
        and(inArray(proofreadingJobs.status, unfinished), lt(proofreadingJobs.createdAt, cutoff)),
      )
      .returning({ id: proofreadingJobs.id });
    const requests = await db
      .update(cvGenerationRequests)
      .set({
        status: "failed",
        failureReason: "Interrupted by a restart: submit the form again.",
        completedAt: now,
      })
      .where(
        and(
          inArray(cvGenerationRequests.status, unfinished),
          lt(cvGenerationRequests.createdAt, cutoff),
        ),
      )
      .returning({ id: cvGenerationRequests.id });
    if (jobs.length + requests.length > 0)
      log.info(
        { proofreadingJobs: jobs.length, cvGenerationRequests: requests.length },
        "marked interrupted work as failed",
      );
    return { proofreadingJobs: jobs.length, cvGenerationRequests: requests.length };
  }

  return {
    sweep,
    /**
     * At start: sweeps now (what an older crash left), and once more when everything the
     * previous process may have left has reached the age (a crash just before this start).
     */
    async start() {
      followUp ??= setTimeout(() => {
        sweep().catch((err: unknown) => log.error({ err }, "interrupted-work sweep failed"));
      }, interruptedAfterMs).unref();
      return sweep();
    },
    stop() {
      clearTimeout(followUp);
    },
  };
}
