import { outOfHoursReply } from "../../content/business";
import { contactSection } from "../../content/home";
import type { ContactSubmission } from "../../contract/contact";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import { type Clock, nextOpeningInWords } from "./business-hours";
import { createContactInquiryStore } from "./contact-inquiries";

export type ContactResult = { stored: true; id: number } | { stored: false };

/**
 * The contact form's capability: store an inquiry, or drop it silently when the hidden
 * honeypot field was filled (a bot), so bots get the same answer as people and learn nothing.
 */
export function createContactService(
  db: Database,
  log: Logger,
  options: { clock: Clock; onInquiry: (inquiryId: number) => void },
) {
  const { clock } = options;
  const store = createContactInquiryStore(db);
  return {
    /** The success toast's text: outside opening hours it says when a consultant will reply. */
    successMessage(): string {
      const opening = nextOpeningInWords(clock());
      return opening
        ? `${contactSection.successThanks} ${outOfHoursReply(opening)}`
        : contactSection.successMessage;
    },
    async submit(submission: ContactSubmission): Promise<ContactResult> {
      if (submission.website) {
        log.info({ event: "contact.honeypot" }, "contact form honeypot filled; dropped");
        return { stored: false };
      }
      const { id } = await store.insert({
        firstName: submission.firstName,
        lastName: submission.lastName,
        email: submission.email,
        phone: submission.phone,
        service: submission.service,
        message: submission.message,
      });
      // No names, email, phone or message in logs: only the id and the chosen service.
      log.info(
        { event: "contact.stored", inquiryId: id, service: submission.service },
        "contact inquiry stored",
      );
      options.onInquiry(id);
      return { stored: true, id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
