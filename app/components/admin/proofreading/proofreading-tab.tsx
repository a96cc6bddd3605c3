import { useQueryClient } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { documentKeys, useProofreadingJobs } from "../cv-documents/api";
import { buttonClass, StatusBadge } from "../cv-documents/parts";
import { LoadFailed, useLoadErrorNotice } from "../document-management/notice";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-KE", { dateStyle: "medium", timeStyle: "short" });

/** SPEC §2 Proofreading: number, status badge, CV id, up to 3 suggestions, time. */
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
        {/* No polling (SPEC §1): a job that outlasts its start call shows its result on refresh. */}
        <button
          type="button"
          className={buttonClass.outline}
          onClick={() => void client.invalidateQueries({ queryKey: [documentKeys.jobs] })}
        >
          <RefreshCwIcon aria-hidden="true" className="size-4" /> Refresh
        </button>
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
                <p className="font-semibold text-slate-900">Job #{job.id}</p>
                {/* Its real status: pending, processing, completed or failed. */}
                <StatusBadge status={job.status} />
              </div>
              <p className="text-sm text-slate-700">CV document #{job.cvDocumentId ?? "deleted"}</p>
              {job.failureReason ? (
                <p className="text-sm text-red-800">{job.failureReason}</p>
              ) : null}
              {job.suggestions.length > 0 ? (
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
                  {job.suggestions.slice(0, 3).map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">{dateTime(job.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
