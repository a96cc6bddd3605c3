import { useQueryClient } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { StatusBadge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { documentKeys, useProofreadingJobs } from "../cv-documents/api";
import { LoadFailed, useLoadErrorNotice } from "../document-management/notice";
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
        <p role="status">Loading...</p>
      ) : jobs.isError ? (
        <LoadFailed error={jobs.error} />
      ) : jobs.data.jobs.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          No proofreading jobs yet. Start one from the CV Documents tab.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {jobs.data.jobs.map((job) => (
            <li
              key={job.id}
              className="rounded-lg border border-slate-200 bg-white p-4"
              data-testid="proofreading-job"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">
                  Job #{job.id}: {job.clientName || "client not named"}
                </h3>
                {/* Its real status: pending, processing, completed or failed. */}
                <StatusBadge status={job.status} />
              </div>
              <p className="text-sm text-slate-700">{jobSource(job)}</p>
              {job.failureReason ? (
                <p className="text-sm text-red-800">{job.failureReason}</p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">{dateTime(job.createdAt)}</p>
              {job.status === "completed" ? <JobSuggestions job={job} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
