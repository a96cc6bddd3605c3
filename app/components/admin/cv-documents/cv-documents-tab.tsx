import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useState } from "react";
import type { CvItem, ProofreadingJobItem } from "../../../../contract/documents";
import { DeleteButton } from "../document-management/delete-button";
import { fromCv } from "../document-management/editable";
import { LoadFailed, useLoadErrorNotice } from "../document-management/notice";
import { documentKeys, startProofreading, useCvs } from "./api";
import { buttonClass, MarkdownView, NameHeader, StatusBadge } from "./parts";
import { UnfinishedCvRequests } from "./unfinished-requests";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-KE", { dateStyle: "medium", timeStyle: "short" });

/** The start call answers with the finished job, or with it still running after the server's wait. */
function proofreadOutcome(job: ProofreadingJobItem): string {
  if (job.status === "completed")
    return `Proofreading job #${job.id} completed with ${job.suggestions.length} suggestion(s): see the Proofreading tab.`;
  if (job.status === "failed")
    return `Proofreading job #${job.id} failed: ${job.failureReason ?? "no reason given"}`;
  return `Proofreading job #${job.id} is still running: refresh the Proofreading tab for its result.`;
}

/** SPEC §2 CV Documents: the list; View previews the CV as sanitised HTML; Proofread starts a job. */
export default function CvDocumentsTab() {
  const cvs = useCvs();
  const client = useQueryClient();
  const [viewing, setViewing] = useState<CvItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useLoadErrorNotice(cvs.error);
  const proofread = useMutation({
    mutationFn: startProofreading,
    onSuccess(result) {
      setNotice(proofreadOutcome(result.job));
      void client.invalidateQueries({ queryKey: [documentKeys.jobs] });
      void client.invalidateQueries({ queryKey: [documentKeys.metrics] });
    },
    onError(error) {
      // SPEC §8 thrown message.
      setNotice(`Failed to proofread document: ${error.message}`);
    },
  });

  return (
    <section aria-labelledby="cv-documents-heading" className="flex flex-col gap-4">
      <h2 id="cv-documents-heading" className="text-xl font-bold text-slate-900">
        CV Documents
      </h2>
      <p role="status" className="text-sm text-slate-700">
        {notice}
      </p>
      {cvs.isPending ? (
        <p role="status">Loading...</p>
      ) : cvs.isError ? (
        <LoadFailed error={cvs.error} />
      ) : cvs.data.cvs.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          No CVs yet. Generate one from a conversation or the Upload &amp; Generate tab.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {cvs.data.cvs.map((cv) => (
            <li
              key={cv.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-slate-900">
                  {`${cv.firstName} ${cv.lastName}`.trim() || "Unnamed client"}{" "}
                  <span className="text-sm font-normal text-slate-700">({cv.cvType})</span>
                </p>
                <p className="text-sm text-slate-700">{cv.email || "No email"}</p>
                <p className="text-xs text-slate-600">{dateTime(cv.createdAt)}</p>
                {cv.factCheckWarnings.length > 0 ? (
                  <p className="text-xs font-semibold text-amber-900">
                    {cv.factCheckWarnings.length} fact check warning(s): check before sending
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={cv.status} />
                <button
                  type="button"
                  className={buttonClass.outline}
                  onClick={() => setViewing(cv)}
                >
                  View
                </button>
                <button
                  type="button"
                  className={buttonClass.primary}
                  disabled={proofread.isPending}
                  onClick={() => proofread.mutate(cv.id)}
                >
                  {proofread.isPending && proofread.variables === cv.id
                    ? "Proofreading..."
                    : "Proofread"}
                </button>
                <DeleteButton item={fromCv(cv)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <UnfinishedCvRequests />
      <CvPreviewDialog cv={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}

export function CvPreviewDialog({ cv, onClose }: { cv: CvItem | null; onClose(): void }) {
  return (
    <Dialog.Root open={cv !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">{cv?.title || "CV preview"}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700">
            The CV as the client will see it.
          </Dialog.Description>
          {cv ? (
            <>
              {cv.factCheckWarnings.length > 0 ? (
                <ul className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                  {cv.factCheckWarnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              ) : null}
              <NameHeader info={cv.personalInfo} />
              <MarkdownView markdown={cv.content} data-testid="cv-preview" />
            </>
          ) : null}
          <Dialog.Close className={buttonClass.outline}>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
