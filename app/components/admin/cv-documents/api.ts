import { type QueryClient, useQuery } from "@tanstack/react-query";
import type {
  CvItem,
  DocumentItem,
  ProofreadingJobItem,
  ProofreadRequest,
  SuggestionAction,
} from "../../../../contract/documents";
import { apiDownload, apiJson } from "../../../lib/api-client";

/** Query keys are the GET URLs: the shared query function fetches the key's first element. */
export const documentKeys = {
  cvs: "/api/admin/cvs",
  jobs: "/api/admin/proofreading-jobs",
  documents: "/api/admin/documents",
  metrics: "/api/admin/metrics",
  /** Manual-form requests without a CV: erasing a CV can take some of them. */
  cvRequests: "/api/admin/cv-requests",
} as const;

export const useCvs = () => useQuery<{ cvs: CvItem[] }>({ queryKey: [documentKeys.cvs] });
/** No interval refetch: starting a job answers with its result and refreshes this list. */
export const useProofreadingJobs = () =>
  useQuery<{ jobs: ProofreadingJobItem[] }>({ queryKey: [documentKeys.jobs] });
export const useDocuments = () =>
  useQuery<{ documents: DocumentItem[] }>({ queryKey: [documentKeys.documents] });

export function refreshDocuments(client: QueryClient) {
  for (const key of Object.values(documentKeys)) void client.invalidateQueries({ queryKey: [key] });
}

export type EditableKind = "cv" | "proofreading" | "document";

const pdfCall: Record<EditableKind, { url: string; body: (id: number) => object }> = {
  cv: { url: "/api/admin/download-cv-pdf", body: (id) => ({ cvId: id }) },
  proofreading: { url: "/api/admin/download-proofreading-pdf", body: (id) => ({ jobId: id }) },
  document: { url: "/api/admin/download-document-pdf", body: (id) => ({ documentId: id }) },
};

/** The formats a staff document downloads as. */
export type DocumentFormat = "pdf" | "html" | "docx";

/** Saved as `{type}_{id}.{ext}`; `type` is cv, proofreading, document or cover-letter. */
export function downloadFile(kind: EditableKind, type: string, id: number, format: DocumentFormat) {
  const fileName = `${type}_${id}.${format}`;
  if (format === "pdf") return apiDownload(pdfCall[kind].url, pdfCall[kind].body(id), fileName);
  return apiDownload(
    format === "html" ? "/api/admin/download-html" : "/api/admin/download-word",
    { kind, id },
    fileName,
  );
}

const deletePath: Record<EditableKind, string> = {
  cv: "/api/admin/cvs",
  proofreading: "/api/admin/proofreading-jobs",
  document: "/api/admin/documents",
};

/** Erasure: the row and its stored bytes go (the server's DELETE routes). */
export const deleteItem = (kind: EditableKind, id: number) =>
  apiJson<{ success: true }>("DELETE", `${deletePath[kind]}/${id}`);

/** Makes one of our CVs from an uploaded CV's text; answers the new CV's id. */
export const makeCvFromUpload = (documentId: number) =>
  apiJson<{ success: true; cvId: number }>("POST", `/api/admin/documents/${documentId}/cv`);

/** Answers once the job has finished, or with it still running after the server's bounded wait. */
export const startProofreading = (source: ProofreadRequest) =>
  apiJson<{ success: true; job: ProofreadingJobItem }>("POST", "/api/admin/proofread", source);

/** Applies or dismisses one suggestion; answers with the job, its corrected text recomputed. */
export const decideSuggestion = (jobId: number, suggestionId: number, action: SuggestionAction) =>
  apiJson<{ success: true; job: ProofreadingJobItem }>(
    "POST",
    `/api/admin/proofreading-jobs/${jobId}/suggestions/${suggestionId}/${action}`,
  );
