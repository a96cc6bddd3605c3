import { z } from "zod";

/** DELETE /api/admin/inquiries/{id}, /subscribers/{id}, /cv-requests/{id}. */
export const erasureResponse = z.object({ success: z.literal(true) });
export type ErasureResponse = z.infer<typeof erasureResponse>;

/** DELETE /api/admin/conversations/{sessionId}: what went with the conversation. */
export type ConversationErasureResponse = {
  success: true;
  messages: number;
  /** CVs written from the conversation (cv_documents.session_id). */
  cvs: number;
  /** Cover letters written from those CVs. */
  coverLetters: number;
  /** The person's manual-form requests that never produced a CV (they hold the form). */
  cvRequests: number;
};

/**
 * GET /api/admin/cv-requests: manual-form requests that produced no CV (failed, or cut off by a
 * restart). They hold the client's form, so staff can see and erase them.
 */
export type UnfinishedCvRequest = {
  id: number;
  status: string;
  name: string;
  email: string;
  failureReason: string | null;
  createdAt: string;
};
