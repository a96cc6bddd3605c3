import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { CvItem } from "../../../../contract/documents";
import { StatusBadge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogHeading } from "../../ui/dialog";
import { DeleteButton } from "../document-management/delete-button";
import { DownloadButtons } from "../document-management/download-buttons";
import { fromCv } from "../document-management/editable";
import { LoadFailed, useLoadErrorNotice } from "../document-management/notice";
import { proofreadOutcome } from "../proofreading/outcome";
import { documentKeys, startProofreading, useCvs } from "./api";
import { MissingFacts } from "./missing-facts";
import { OPEN_CV_PARAM } from "./open-cv-param";
import { MarkdownView, NameHeader } from "./parts";
import { UnfinishedCvRequests } from "./unfinished-requests";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-KE", { dateStyle: "medium", timeStyle: "short" });

/**
 * The CV Documents tab: the list; View previews the CV as sanitised HTML; Proofread starts a job.
 */
export default function CvDocumentsTab() {
  const cvs = useCvs();
  const client = useQueryClient();
  const [viewing, setViewing] = useState<CvItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  useLoadErrorNotice(cvs.error);
  // `?cv=<id>` (a toast's "Open CV"): preview that CV once the list has it.
  const openId = Number(params.get(OPEN_CV_PARAM));
  useEffect(() => {
    const wanted = cvs.data?.cvs.find((cv) => cv.id === openId);
    if (wanted) setViewing(wanted);
  }, [cvs.data, openId]);
  const closePreview = () => {
    setViewing(null);
    if (params.has(OPEN_CV_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(OPEN_CV_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };
  const proofread = useMutation({
    mutationFn: (cvDocumentId: number) => startProofreading({ cvDocumentId }),
    onSuccess(result) {
      setNotice(proofreadOutcome(result.job));
      void client.invalidateQueries({ queryKey: [documentKeys.jobs] });
      void client.invalidateQueries({ queryKey: [documentKeys.metrics] });
    },
    onError(error) {
      // The panel's wording for a failed proofreading start.
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
                {cv.missingFacts.length > 0 ? (
                  <p className="text-xs text-slate-700">
                    {cv.missingFacts.length} fact(s) missing: see the preview
                  </p>
                ) : null}
                {cv.factCheckWarnings.length > 0 ? (
                  <p className="text-xs font-semibold text-amber-900">
                    {cv.factCheckWarnings.length} fact check warning(s): check before sending
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={cv.status} />
                <Button variant="outline" size="sm" onClick={() => setViewing(cv)}>
                  View
                </Button>
                <Button
                  size="sm"
                  disabled={proofread.isPending}
                  onClick={() => proofread.mutate(cv.id)}
                >
                  {proofread.isPending && proofread.variables === cv.id
                    ? "Proofreading..."
                    : "Proofread"}
                </Button>
                <DeleteButton item={fromCv(cv)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <UnfinishedCvRequests />
      <CvPreviewDialog cv={viewing} onClose={closePreview} />
    </section>
  );
}

export function CvPreviewDialog({ cv, onClose }: { cv: CvItem | null; onClose(): void }) {
  return (
    <Dialog open={cv !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md">
        <DialogHeading title={cv?.title || "CV preview"}>
          The CV as the client will see it.
        </DialogHeading>
        {cv ? (
          <>
            <div className="flex flex-wrap gap-2">
              <DownloadButtons item={fromCv(cv)} formats={["pdf", "docx"]} />
            </div>
            {cv.factCheckWarnings.length > 0 ? (
              <ul className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                {cv.factCheckWarnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : null}
            <MissingFacts content={cv.content} info={cv.personalInfo} />
            <NameHeader info={cv.personalInfo} />
            <MarkdownView markdown={cv.content} data-testid="cv-preview" />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
