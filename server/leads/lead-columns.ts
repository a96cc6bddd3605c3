import { chatInteractions, contactInquiries } from "../db/schema";

/**
 * The columns each reader of a lead selects, in one place: the staff lists, the alerts and the
 * CV writer read the same rows and must not drift apart when a column is added.
 */

/** What the assistant stored about a chat visitor: contact fields, services and details. */
export const chatLeadColumns = {
  firstName: chatInteractions.firstName,
  lastName: chatInteractions.lastName,
  email: chatInteractions.email,
  phone: chatInteractions.phone,
  serviceInterest: chatInteractions.serviceInterest,
  conversationData: chatInteractions.conversationData,
};

/** A conversation as the staff panel lists it (and as an alert names it). */
export const conversationColumns = {
  id: chatInteractions.id,
  sessionId: chatInteractions.sessionId,
  ...chatLeadColumns,
  sentToWhatsApp: chatInteractions.sentToWhatsApp,
  createdAt: chatInteractions.createdAt,
  referenceCode: chatInteractions.referenceCode,
  priority: chatInteractions.priority,
  flagged: chatInteractions.flagged,
  flagNote: chatInteractions.flagNote,
  followUpSentAt: chatInteractions.followUpSentAt,
  followUpChannel: chatInteractions.followUpChannel,
};

/** A row as `conversationColumns` selects it. */
export type ConversationRow = {
  [K in keyof typeof conversationColumns]: (typeof conversationColumns)[K]["_"]["data"] | null;
} & {
  id: number;
  sessionId: string;
  sentToWhatsApp: string;
  createdAt: Date;
  priority: boolean;
  flagged: boolean;
};

/** A contact-form inquiry as the staff panel lists it (and as an alert names it). */
export const inquiryColumns = {
  id: contactInquiries.id,
  firstName: contactInquiries.firstName,
  lastName: contactInquiries.lastName,
  email: contactInquiries.email,
  phone: contactInquiries.phone,
  service: contactInquiries.service,
  message: contactInquiries.message,
  createdAt: contactInquiries.createdAt,
  handledAt: contactInquiries.handledAt,
};
