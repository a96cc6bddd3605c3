import { useQueryClient } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { StatusBadge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { documentKeys, useProofreadingJobs } from "../cv-documents/api";
import { LoadFailed, useLoadErrorNotice } from "../document-management/notice";
import { ItemCard } from "../item-card";
import { Empty, Loading } from "../states";
import { JobSuggestions } from "./job-suggestions";
import { jobSource } from "./outcome";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-KE", { dateStyle: "medium", timeStyle: "short" });

/**
 * Proofreading jobs: number, client, status badge, CV id, time, and for a finished job every
 * suggestion with Apply and Dismiss, and the corrected text.
 */
export default function ProofreadingTab() {
  const jobs = useProofreadingJobs();
  const client = useQueryClient();
  useLoadErrorNotice(jobs.error);
  return (
    <section aria-labelledby="proofreading-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="proofreading-heading" className="text-xl font-bold text-slate-900">
          Proofreading
        </h2>
        {/* No polling: a job that outlasts its start call shows its result on refresh. */}
        <Button
          variant="outline"
          size="sm"
          onClick={() => void client.invalidateQueries({ queryKey: [documentKeys.jobs] })}
        >
          <RefreshCwIcon aria-hidden="true" /> Refresh
        </Button>
      </div>
      {jobs.isPending ? (
        <Loading />
      ) : jobs.isError ? (
        <LoadFailed error={jobs.error} />
      ) : jobs.data.jobs.length === 0 ? (
        <Empty>No proofreading jobs yet. Start one from the CV Documents tab.</Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {jobs.data.jobs.map((job) => (
            <ItemCard
              key={job.id}
              testId="proofreading-job"
              title={`Job #${job.id}: ${job.clientName || "client not named"}`}
              // Its real status: pending, processing, completed or failed.
              aside={<StatusBadge status={job.status} />}
              details={
                <>
                  <p className="text-sm text-slate-700">{jobSource(job)}</p>
                  {job.failureReason ? (
                    <p className="text-sm text-red-800">{job.failureReason}</p>
                  ) : null}
                  <p className="mt-1 text-xs text-slate-600">{dateTime(job.createdAt)}</p>
                </>
              }
            >
              {job.status === "completed" ? <JobSuggestions job={job} /> : null}
            </ItemCard>
          ))}
        </ul>
      )}
    </section>
  );
}
