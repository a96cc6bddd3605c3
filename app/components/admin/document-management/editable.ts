import type {
  CvItem,
  DocumentItem,
  PersonalInfo,
  ProofreadingJobItem,
} from "../../../../contract/documents";
import { apiJson } from "../../../lib/api-client";
import type { EditableKind } from "../cv-documents/api";

/** Any CV, proofreading job or document, as the cards and the editor show it. */
export type EditableItem = {
  kind: EditableKind;
  /** The download name's type: cv, proofreading, document or cover-letter. */
  type: string;
  id: number;
  title: string;
  notes: string;
  content: string;
  personalInfo: PersonalInfo | null;
  status: string;
  createdAt: string;
  snippetLength: number;
};

export const fromCv = (cv: CvItem): EditableItem => ({
  kind: "cv",
  type: "cv",
  id: cv.id,
  title: cv.title || `${cv.firstName} ${cv.lastName}`.trim() || `CV #${cv.id}`,
  notes: cv.factCheckWarnings.length ? `${cv.factCheckWarnings.length} fact check warning(s)` : "",
  content: cv.content,
  personalInfo: cv.personalInfo,
  status: cv.status,
  createdAt: cv.createdAt,
  snippetLength: 80,
});

export const fromJob = (job: ProofreadingJobItem): EditableItem => ({
  kind: "proofreading",
  type: "proofreading",
  id: job.id,
  title: `Proofreading job #${job.id}`,
  notes: job.cvDocumentId ? `CV document #${job.cvDocumentId}` : "",
  content: job.proofreadContent ?? job.originalContent,
  personalInfo: null,
  // Its real status: pending, processing, completed or failed, so the filter can match.
  status: job.status,
  createdAt: job.createdAt,
  snippetLength: 100,
});

export const fromDocument = (doc: DocumentItem): EditableItem => {
  const letter = doc.documentType === "cover-letter";
  return {
    kind: "document",
    type: letter ? "cover-letter" : "document",
    id: doc.id,
    title: doc.notes || doc.originalName,
    notes: letter
      ? "Cover letter"
      : `${doc.originalName} · ${Math.max(1, Math.round(doc.fileSize / 1024))} KB`,
    content: doc.processedContent || doc.originalContent,
    personalInfo: letter ? doc.personalInfo : null,
    status: doc.status,
    createdAt: doc.createdAt,
    snippetLength: 80,
  };
};

export type EditorValues = { title: string; content: string; personalInfo: PersonalInfo };

/** A job's title is its number: only CVs and documents store an editable one. */
export const hasEditableTitle = (item: EditableItem) => item.kind !== "proofreading";

/** PATCH bodies per kind (a document's title travels in notes; a job's suggestions go empty). */
export function saveItem(item: EditableItem, values: EditorValues): Promise<unknown> {
  if (item.kind === "cv") return apiJson("PATCH", `/api/admin/cvs/${item.id}`, values);
  if (item.kind === "proofreading")
    return apiJson("PATCH", `/api/admin/proofreading-jobs/${item.id}`, {
      proofreadContent: values.content,
      suggestions: [],
    });
  return apiJson("PATCH", `/api/admin/documents/${item.id}`, {
    processedContent: values.content,
    notes: values.title,
    ...(item.personalInfo ? { personalInfo: values.personalInfo } : {}),
  });
}
