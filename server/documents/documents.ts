import { desc, eq } from "drizzle-orm";
import type {
  CoverLetterResponse,
  DocumentItem,
  ExportKind,
  PersonalInfo,
  UpdateDocumentRequest,
} from "../../contract/documents";
import type { Database } from "../db/client";
import { documentUploads } from "../db/schema";
import { AppError } from "../errors";
import type { ProofreadingJobs } from "../proofreading/jobs";
import { letterInput } from "./cover-letter/letter-input";
import type { CvService } from "./cvs";
import type { DocumentEngine } from "./engine";
import { renderStandaloneHtml } from "./export/html";
import { type DocumentType, downloadName, type ExportableDocument } from "./export/model";
import { cvPersonalInfo, parseUserInfo, toDocumentItem } from "./rows";
import { maxExtractedChars, type PreparedUpload } from "./uploads/prepare";
import type { DocumentWriter } from "./writer";

type Log = { error(obj: object, msg: string): void };

/** Every column but the stored bytes: lists and cards never carry a file. */
const listColumns = {
  id: documentUploads.id,
  fileName: documentUploads.fileName,
  originalName: documentUploads.originalName,
  fileSize: documentUploads.fileSize,
  mimeType: documentUploads.mimeType,
  uploadedBy: documentUploads.uploadedBy,
  userInfo: documentUploads.userInfo,
  status: documentUploads.status,
  createdAt: documentUploads.createdAt,
  documentType: documentUploads.documentType,
  notes: documentUploads.notes,
  originalContent: documentUploads.originalContent,
  processedContent: documentUploads.processedContent,
  failureReason: documentUploads.failureReason,
  updatedAt: documentUploads.updatedAt,
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "_")
    .slice(0, 60);

export function createDocumentService(deps: {
  db: Database;
  engine: DocumentEngine;
  writer: DocumentWriter;
  cvs: CvService;
  jobs: ProofreadingJobs;
  log: Log;
}) {
  const { db, engine, writer, cvs, jobs, log } = deps;

  async function getRow(id: number) {
    const [row] = await db
      .select(listColumns)
      .from(documentUploads)
      .where(eq(documentUploads.id, id))
      .limit(1);
    if (!row) throw new AppError("not_found", `Document ${id} does not exist`);
    return row;
  }

  /** Any editable item as the exporters see it, with the `{type}_{id}` name it downloads as. */
  async function exportable(
    kind: ExportKind,
    id: number,
  ): Promise<{ doc: ExportableDocument; id: number }> {
    if (kind === "cv") {
      const row = await cvs.get(id);
      return {
        id,
        doc: {
          type: "cv",
          title: row.title ?? "",
          personalInfo: cvPersonalInfo(row),
          markdown: row.cvContent,
        },
      };
    }
    if (kind === "proofreading") {
      const job = await jobs.get(id);
      const cv = job.cvDocumentId ? await cvs.get(job.cvDocumentId).catch(() => null) : null;
      return {
        id,
        doc: {
          type: "proofreading",
          title: cv?.title ?? `Proofreading job ${id}`,
          personalInfo: cv ? cvPersonalInfo(cv) : { name: "", email: "", phone: "", address: "" },
          markdown: job.proofreadContent ?? job.originalContent,
        },
      };
    }
    const row = await getRow(id);
    const type: DocumentType = row.documentType === "cover-letter" ? "cover-letter" : "document";
    return {
      id,
      doc: {
        type,
        title: row.notes || row.originalName,
        personalInfo: parseUserInfo(row.userInfo),
        markdown: row.processedContent || row.originalContent || "",
      },
    };
  }

  return {
    async list(): Promise<DocumentItem[]> {
      const rows = await db
        .select(listColumns)
        .from(documentUploads)
        .orderBy(desc(documentUploads.createdAt), desc(documentUploads.id));
      return rows.map(toDocumentItem);
    },

    async update(id: number, body: UpdateDocumentRequest) {
      const current = await getRow(id);
      const info = body.personalInfo;
      const [row] = await db
        .update(documentUploads)
        .set({
          processedContent: body.processedContent,
          notes: body.notes ?? "",
          updatedAt: new Date(),
          // Personal info only belongs to cover letters; an upload keeps its client details.
          ...(info && current.documentType === "cover-letter"
            ? { userInfo: JSON.stringify(info) }
            : {}),
        })
        .where(eq(documentUploads.id, id))
        .returning(listColumns);
      if (!row) throw new AppError("not_found", `Document ${id} does not exist`);
      return toDocumentItem(row);
    },

    /** Erasure: the row holds the file's bytes, so deleting it removes them. */
    async remove(id: number) {
      const deleted = await db
        .delete(documentUploads)
        .where(eq(documentUploads.id, id))
        .returning({ id: documentUploads.id });
      if (deleted.length === 0) throw new AppError("not_found", `Document ${id} does not exist`);
    },

    /**
     * Stores an upload the document worker has parsed, checked and read (prepareUpload): the
     * row is created pending with the bytes, then completed with the text, or failed.
     */
    async storeUpload(upload: Extract<PreparedUpload, { ok: true }>, adminId: number) {
      const [row] = await db
        .insert(documentUploads)
        .values({
          fileName: upload.storedName,
          originalName: upload.originalName,
          fileSize: upload.size,
          mimeType: upload.mimeType,
          fileContent: upload.base64,
          uploadedBy: adminId,
          userInfo: JSON.stringify({
            clientName: upload.clientName,
            clientEmail: upload.clientEmail,
          }),
          status: "pending",
          documentType: "upload",
          notes: upload.originalName,
        })
        .returning({ id: documentUploads.id });
      if (!row) throw new AppError("internal", "The upload could not be stored");
      if (upload.text === null) {
        log.error({ documentId: row.id, kind: upload.kind }, "text extraction failed");
        await db
          .update(documentUploads)
          .set({
            status: "failed",
            failureReason:
              "The text could not be read from this file (it may be damaged or protected).",
            updatedAt: new Date(),
          })
          .where(eq(documentUploads.id, row.id));
      } else {
        await db
          .update(documentUploads)
          .set({
            status: "completed",
            originalContent: upload.text,
            processedContent: upload.text,
            updatedAt: new Date(),
            ...(upload.truncated
              ? {
                  failureReason: `Only the first ${maxExtractedChars.toLocaleString("en-US")} characters of the text were kept.`,
                }
              : {}),
          })
          .where(eq(documentUploads.id, row.id));
      }
      return toDocumentItem(await getRow(row.id));
    },

    /** Writes a cover letter from the CV's facts, stores it as a `cover-letter` document, answers it. */
    async coverLetter(body: {
      cvId: number;
      companyName: string;
      position: string;
      additionalInfo: string;
    }): Promise<CoverLetterResponse> {
      const cv = await cvs.get(body.cvId);
      const info: PersonalInfo = cvPersonalInfo(cv);
      // Role, years, achievements and education come from the CV as it stands (edits included).
      const written = await writer.writeCoverLetter(
        letterInput({ name: info.name, markdown: cv.cvContent }, body),
      );
      const fileName = `cover_letter_${slug(body.companyName) || "company"}.txt`;
      const bytes = Buffer.from(written.markdown, "utf8");
      const [row] = await db
        .insert(documentUploads)
        .values({
          fileName,
          originalName: fileName,
          fileSize: bytes.length,
          mimeType: "text/plain",
          fileContent: bytes.toString("base64"),
          userInfo: JSON.stringify(info),
          status: "completed",
          documentType: "cover-letter",
          sourceCvId: cv.id,
          notes: `Cover letter – ${body.position} at ${body.companyName}`.slice(0, 2000),
          originalContent: written.markdown,
          processedContent: written.markdown,
        })
        .returning({ id: documentUploads.id });
      if (!row) throw new AppError("internal", "The cover letter could not be stored");
      return { content: written.markdown, fileName, documentId: row.id };
    },

    async pdf(kind: ExportKind, id: number) {
      const { doc } = await exportable(kind, id);
      return { bytes: await engine.renderPdf(doc), fileName: downloadName(doc.type, id, "pdf") };
    },
    async docx(kind: ExportKind, id: number) {
      const { doc } = await exportable(kind, id);
      return { bytes: await engine.renderDocx(doc), fileName: downloadName(doc.type, id, "docx") };
    },
    async html(kind: ExportKind, id: number) {
      const { doc } = await exportable(kind, id);
      return { text: renderStandaloneHtml(doc), fileName: downloadName(doc.type, id, "html") };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
