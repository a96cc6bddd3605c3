import type {
  CvItem,
  DocumentItem,
  PersonalInfo,
  ProofreadingJobItem,
  ProofreadingSuggestion,
} from "../../contract/documents";
import { missingFacts } from "../../contract/missing-facts";
import type { cvDocuments, documentUploads, proofreadingJobs } from "../db/schema";
import { headerHtml } from "./export/html";
import { markdownToSafeHtml } from "./markdown";

type CvRow = typeof cvDocuments.$inferSelect;
type JobRow = typeof proofreadingJobs.$inferSelect;
// sourceCvId is for erasure only (server/documents/erasure.ts); no list or card shows it.
type DocumentRow = Omit<typeof documentUploads.$inferSelect, "fileContent" | "sourceCvId">;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function cvPersonalInfo(row: CvRow): PersonalInfo {
  return {
    name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
    email: row.email ?? "",
    phone: row.phone ?? "",
    address: row.address ?? "",
  };
}

/**
 * Rendered HTML by CV version: listing many CVs must not re-render (and block the event loop
 * for) every one of them on each request. Bounded; the oldest entry goes first.
 */
const htmlCache = new Map<string, string>();
const htmlCacheSize = 1000;

function cvHtml(row: CvRow, info: PersonalInfo): string {
  const key = `${row.id}:${row.updatedAt.getTime()}:${row.cvContent.length}`;
  let html = htmlCache.get(key);
  if (html === undefined) {
    html = headerHtml({ personalInfo: info }) + markdownToSafeHtml(row.cvContent);
    htmlCache.set(key, html);
    if (htmlCache.size > htmlCacheSize) htmlCache.delete(htmlCache.keys().next().value as string);
  }
  return html;
}

/** The admin CV shape: Markdown source plus its sanitised HTML with the name header. */
export function toCvItem(row: CvRow): CvItem {
  const info = cvPersonalInfo(row);
  return {
    id: row.id,
    sessionId: row.sessionId,
    title: row.title ?? "",
    content: row.cvContent,
    personalInfo: info,
    status: row.status,
    cvType: row.cvType,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    email: row.email ?? "",
    phone: row.phone ?? "",
    cvContent: cvHtml(row, info),
    factCheckWarnings: row.factCheckWarnings ?? [],
    missingFacts: missingFacts(row.cvContent, info),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A job's suggestions; a plain message of an older job is advice that can only be dismissed. */
export function jobSuggestions(row: Pick<JobRow, "suggestions">): ProofreadingSuggestion[] {
  return (row.suggestions ?? []).map((s, i) =>
    typeof s === "string"
      ? { id: i + 1, rule: "note", message: s, spans: [], fix: null, status: "open" }
      : s,
  );
}

/** `clientName`: the name on the CV or document the job checked. */
export function toJobItem(row: JobRow, clientName: string): ProofreadingJobItem {
  return {
    id: row.id,
    cvDocumentId: row.cvDocumentId,
    documentId: row.documentId,
    documentKind: row.documentKind === "letter" ? "letter" : "cv",
    clientName,
    originalContent: row.originalContent,
    proofreadContent: row.proofreadContent,
    suggestions: jobSuggestions(row),
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

/** userInfo is JSON text: clientName/clientEmail for uploads, a full PersonalInfo for letters. */
export function parseUserInfo(text: string | null): PersonalInfo {
  const empty = { name: "", email: "", phone: "", address: "" };
  if (!text) return empty;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    const s = (k: string) => (typeof v[k] === "string" ? (v[k] as string) : "");
    return {
      name: s("name") || s("clientName"),
      email: s("email") || s("clientEmail"),
      phone: s("phone"),
      address: s("address"),
    };
  } catch {
    return empty;
  }
}

export function toDocumentItem(row: DocumentRow): DocumentItem {
  return {
    id: row.id,
    documentType: row.documentType,
    fileName: row.fileName,
    originalName: row.originalName,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    notes: row.notes ?? "",
    originalContent: row.originalContent ?? "",
    processedContent: row.processedContent ?? "",
    personalInfo: parseUserInfo(row.userInfo),
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}
