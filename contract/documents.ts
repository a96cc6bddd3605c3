import { z } from "zod";
import { recordId } from "./record-id";

/** Request and answer shapes of the document calls (CVs, cover letters, uploads, proofreading). */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is at most ${max} characters`).optional().default("");

export const personalInfo = z.object({
  name: optionalText("Full name", 200),
  email: optionalText("Email", 255),
  phone: optionalText("Phone", 50),
  address: optionalText("Address", 300),
});
export type PersonalInfo = z.infer<typeof personalInfo>;

export const generateCvRequest = z.object({ sessionId: text("sessionId", 255) });
export const conversationSessionParam = generateCvRequest;
export type GenerateCvResponse =
  | { success: true; cvId: number }
  | { success: false; error: string };

export const serviceTypes = [
  "CV Writing",
  "Cover Letter",
  "CV + Cover Letter",
  "LinkedIn Optimization",
] as const;

/** The manual CV form: required and optional fields, service type defaults to CV Writing. */
export const manualCvRequest = z.object({
  firstName: text("First name", 100),
  lastName: text("Last name", 100),
  email: z.email("Enter a valid email address").max(255),
  phone: optionalText("Phone", 50),
  currentRole: text("Current role", 200),
  experience: text("Years of experience", 50),
  industry: text("Industry", 200),
  careerGoal: text("Career goal", 1000),
  company: optionalText("Company", 200),
  serviceType: z.enum(serviceTypes, { error: "Choose a service type" }).default("CV Writing"),
});
export type ManualCvRequest = z.input<typeof manualCvRequest>;
export type ManualCvResponse = {
  success: true;
  requestId: number;
  cvId: number;
  /** Set for the "Cover Letter" and "CV + Cover Letter" service types. */
  coverLetterDocumentId?: number;
};

/** A job checks a CV (cvDocumentId) or a document such as a cover letter (documentId): one of them. */
export const proofreadRequest = z
  .object({
    cvDocumentId: recordId("cvDocumentId").optional(),
    documentId: recordId("documentId").optional(),
  })
  .refine((v) => (v.cvDocumentId === undefined) !== (v.documentId === undefined), {
    message: "Send either cvDocumentId or documentId",
    path: ["cvDocumentId"],
  });
export type ProofreadRequest = z.infer<typeof proofreadRequest>;
export const downloadCvPdfRequest = z.object({ cvId: recordId("cvId") });
export const downloadProofreadingPdfRequest = z.object({ jobId: recordId("jobId") });
export const downloadDocumentPdfRequest = z.object({ documentId: recordId("documentId") });

export const exportKinds = ["cv", "proofreading", "document"] as const;
export type ExportKind = (typeof exportKinds)[number];
/** Word and HTML downloads of any editable item (beyond the spec: recruiters ask for Word). */
export const exportRequest = z.object({ kind: z.enum(exportKinds), id: recordId("id") });

const markdown = z.string({ error: "Content is required" }).max(200_000, "Content is too long");

export const updateCvRequest = z.object({
  title: z.string().trim().max(500, "Title is at most 500 characters").default(""),
  content: markdown.refine((v) => v.trim() !== "", "Content is required"),
  personalInfo: personalInfo.default({ name: "", email: "", phone: "", address: "" }),
});
export type UpdateCvRequest = z.input<typeof updateCvRequest>;

export const updateProofreadingJobRequest = z.object({
  proofreadContent: markdown,
  /** The editor sends it empty: suggestions change only through Apply and Dismiss. */
  suggestions: z
    .array(z.unknown())
    .max(0, "Suggestions change only through Apply and Dismiss: send an empty list")
    .optional(),
});
export type UpdateProofreadingJobRequest = z.input<typeof updateProofreadingJobRequest>;

export const updateDocumentRequest = z.object({
  processedContent: markdown,
  /** The editor's Document Title field travels in notes (a document has no title column). */
  notes: z.string().max(2000, "Notes are at most 2000 characters").default(""),
  personalInfo: personalInfo.optional(),
});
export type UpdateDocumentRequest = z.input<typeof updateDocumentRequest>;

export const coverLetterRequest = z.object({
  cvId: recordId("cvId"),
  companyName: text("Company name", 200),
  position: text("Position title", 200),
  additionalInfo: z
    .string()
    .trim()
    .max(2000, "Additional information is at most 2000 characters")
    .default(""),
});
export type CoverLetterRequest = z.input<typeof coverLetterRequest>;
export type CoverLetterResponse = { content: string; fileName: string; documentId: number };

/** A CV as staff see it: `content` is the Markdown source, `cvContent` its sanitised HTML. */
export type CvItem = {
  id: number;
  sessionId: string;
  title: string;
  content: string;
  personalInfo: PersonalInfo;
  status: string;
  cvType: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  cvContent: string;
  factCheckWarnings: string[];
  /** What the CV still lacks (its placeholders, an empty name, email or phone): to ask the client. */
  missingFacts: string[];
  createdAt: string;
  updatedAt: string;
};

export type SuggestionStatus = "open" | "applied" | "dismissed";
/** Apply or Dismiss one suggestion of a job. */
export type SuggestionAction = "apply" | "dismiss";

/** A piece of a text, as UTF-16 offsets into the job's original content. */
export type TextSpan = { start: number; end: number };

/**
 * One finding of a proofreading job. `fix` is what Apply writes over its span; a finding without
 * one (advice such as "use the past tense") can only be dismissed. The corrected text is the
 * original with the applied fixes.
 */
export type ProofreadingSuggestion = {
  id: number;
  rule: string;
  message: string;
  spans: TextSpan[];
  fix: (TextSpan & { text: string }) | null;
  status: SuggestionStatus;
};

export type ProofreadingJobItem = {
  id: number;
  cvDocumentId: number | null;
  /** The document checked when the job is not a CV's (a cover letter, an upload). */
  documentId: number | null;
  /** The conventions the job judged by: a letter is written in the first person, a CV is not. */
  documentKind: "cv" | "letter";
  /** The client the checked CV is for ("" when the CV holds no name or is gone). */
  clientName: string;
  originalContent: string;
  proofreadContent: string | null;
  suggestions: ProofreadingSuggestion[];
  status: string;
  failureReason: string | null;
  createdAt: string;
  completedAt: string | null;
};

export type DocumentItem = {
  id: number;
  documentType: string;
  fileName: string;
  originalName: string;
  mimeType: string;
  fileSize: number;
  notes: string;
  originalContent: string;
  processedContent: string;
  personalInfo: PersonalInfo;
  status: string;
  failureReason: string | null;
  createdAt: string;
};

export type UploadResponse = { success: true; document: DocumentItem };
