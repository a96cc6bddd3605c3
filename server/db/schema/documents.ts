import { type AnyPgColumn, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import type { ProofreadingSuggestion } from "../../../contract/documents";
import { adminUsers } from "./auth";
import { createdAt, id, optionalTime, updatedAt } from "./columns";

export const cvDocuments = pgTable("cv_documents", {
  id: id(),
  userId: varchar("user_id", { length: 255 }).notNull(),
  sessionId: varchar("session_id", { length: 255 }).notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email"),
  phone: text("phone"),
  /** Markdown source of the CV; rendered to sanitised HTML for the panel. */
  cvContent: text("cv_content").notNull(),
  cvType: varchar("cv_type", { length: 50 }).notNull().default("standard"),
  status: varchar("status", { length: 50 }).notNull().default("generated"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // Columns the staff editor needs on a CV: a title and the address line of its personal info.
  title: varchar("title", { length: 500 }),
  address: text("address"),
  /** Facts in model output that were not in the input (numbers, names), for a consultant to check. */
  factCheckWarnings: jsonb("fact_check_warnings").$type<string[]>(),
});

export const proofreadingJobs = pgTable("proofreading_jobs", {
  id: id(),
  cvDocumentId: integer("cv_document_id").references(() => cvDocuments.id, {
    onDelete: "cascade",
  }),
  /** Set instead of cvDocumentId when the job checks a document (a cover letter, an upload). */
  // Typed by hand: documentUploads is declared below, and inferring through it is circular.
  documentId: integer("document_id").references((): AnyPgColumn => documentUploads.id, {
    onDelete: "cascade",
  }),
  /** Which conventions the job judged by: "cv" or "letter" (a letter is written in the first person). */
  documentKind: varchar("document_kind", { length: 20 }).notNull().default("cv"),
  originalContent: text("original_content").notNull(),
  proofreadContent: text("proofread_content"),
  /** Jobs stored before Apply and Dismiss existed hold plain messages. */
  suggestions: jsonb("suggestions").$type<ProofreadingSuggestion[] | string[]>(),
  status: varchar("status", { length: 50 }).notNull().default("pending"),
  createdAt: createdAt(),
  completedAt: optionalTime("completed_at"),
  failureReason: text("failure_reason"),
});

/** Uploaded client files and generated cover letters (documentType says which). */
export const documentUploads = pgTable("document_uploads", {
  id: id(),
  /** Name we generated; the client's name for the file is only data (originalName). */
  fileName: varchar("file_name", { length: 255 }).notNull(),
  originalName: varchar("original_name", { length: 255 }).notNull(),
  fileSize: integer("file_size").notNull(),
  mimeType: varchar("mime_type", { length: 100 }).notNull(),
  /** The file's bytes, base64: kept in the database so every instance sees every upload. */
  fileContent: text("file_content"),
  uploadedBy: integer("uploaded_by").references(() => adminUsers.id, { onDelete: "set null" }),
  /** JSON text: clientName, clientEmail. */
  userInfo: text("user_info"),
  status: varchar("status", { length: 50 }).notNull().default("pending"),
  createdAt: createdAt(),
  // Columns the staff editor needs on a document: kind, notes (its title), text, failure.
  documentType: varchar("document_type", { length: 50 }).notNull().default("upload"),
  notes: text("notes"),
  originalContent: text("original_content"),
  processedContent: text("processed_content"),
  failureReason: text("failure_reason"),
  updatedAt: updatedAt(),
  /**
   * The CV a cover letter was written from, so erasing a conversation finds the letters made
   * from its CVs. Null for uploads and for letters written before the column existed.
   */
  sourceCvId: integer("source_cv_id").references(() => cvDocuments.id, { onDelete: "set null" }),
});

export const cvGenerationRequests = pgTable("cv_generation_requests", {
  id: id(),
  requestedBy: integer("requested_by").references(() => adminUsers.id, { onDelete: "set null" }),
  userInfo: text("user_info").notNull(),
  generatedCvId: integer("generated_cv_id").references(() => cvDocuments.id, {
    onDelete: "set null",
  }),
  status: varchar("status", { length: 50 }).notNull().default("pending"),
  createdAt: createdAt(),
  completedAt: optionalTime("completed_at"),
  failureReason: text("failure_reason"),
});
