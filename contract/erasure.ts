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

/** POST /api/newsletter/unsubscribe: the token of the link in a newsletter. */
export const unsubscribeRequest = z.object({
  token: z
    .string({ error: "This unsubscribe link is incomplete" })
    .trim()
    .max(200, "This unsubscribe link is not valid"),
});
export const INVALID_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. Copy the whole link from the email, or contact us and we will remove your address.";
export const UNSUBSCRIBED_MESSAGE =
  "You're unsubscribed: our newsletter will not reach you again. Changed your mind? Sign up again on our blog.";
