import type { ProofreadingJobItem } from "../../../../contract/documents";

/** The start call answers with the finished job, or with it still running after the server's wait. */
export function proofreadOutcome(job: ProofreadingJobItem): string {
  if (job.status === "completed")
    return `Proofreading job #${job.id} completed with ${job.suggestions.length} suggestion(s): see the Proofreading tab.`;
  if (job.status === "failed")
    return `Proofreading job #${job.id} failed: ${job.failureReason ?? "no reason given"}`;
  return `Proofreading job #${job.id} is still running: refresh the Proofreading tab for its result.`;
}

/** What a job checked, as the Proofreading tab names it. */
export function jobSource(job: ProofreadingJobItem): string {
  if (job.documentId !== null)
    return `${job.documentKind === "letter" ? "Cover letter" : "Document"} #${job.documentId}`;
  return `CV document #${job.cvDocumentId ?? "deleted"}`;
}
