import { z } from "zod";

/** Request and answer shapes of the document calls (SPEC §3, §5, §7; issue 7). */

const id = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(2_147_483_647, `${name} is too large`);

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

/** The manual CV form (SPEC §5): required and optional fields, service type defaults to CV Writing. */
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

export const proofreadRequest = z.object({ cvDocumentId: id("cvDocumentId") });
export const downloadCvPdfRequest = z.object({ cvId: id("cvId") });
export const downloadProofreadingPdfRequest = z.object({ jobId: id("jobId") });
export const downloadDocumentPdfRequest = z.object({ documentId: id("documentId") });

export const exportKinds = ["cv", "proofreading", "document"] as const;
export type ExportKind = (typeof exportKinds)[number];
/** Word and HTML downloads of any editable item (beyond the spec: recruiters ask for Word). */
export const exportRequest = z.object({ kind: z.enum(exportKinds), id: id("id") });

const markdown = z.string({ error: "Content is required" }).max(200_000, "Content is too long");

export const updateCvRequest = z.object({
  title: z.string().trim().max(500, "Title is at most 500 characters").default(""),
  content: markdown.refine((v) => v.trim() !== "", "Content is required"),
  personalInfo: personalInfo.default({ name: "", email: "", phone: "", address: "" }),
});
export type UpdateCvRequest = z.input<typeof updateCvRequest>;

export const updateProofreadingJobRequest = z.object({
  proofreadContent: markdown,
  suggestions: z.array(z.string().max(2000)).max(500).optional(),
});
export type UpdateProofreadingJobRequest = z.input<typeof updateProofreadingJobRequest>;

export const updateDocumentRequest = z.object({
  processedContent: markdown,
  /** SPEC §7: the editor's title travels in notes. */
  notes: z.string().max(2000, "Notes are at most 2000 characters").default(""),
  personalInfo: personalInfo.optional(),
});
export type UpdateDocumentRequest = z.input<typeof updateDocumentRequest>;

export const coverLetterRequest = z.object({
  cvId: id("cvId"),
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

/** CV (admin), SPEC §3: `content` is the Markdown source, `cvContent` its sanitised HTML. */
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
  createdAt: string;
  updatedAt: string;
};

export type ProofreadingJobItem = {
  id: number;
  cvDocumentId: number | null;
  originalContent: string;
  proofreadContent: string | null;
  suggestions: string[];
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
