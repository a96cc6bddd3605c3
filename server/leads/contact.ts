import { outOfHoursReply } from "../../content/business";
import { contactSection } from "../../content/home";
import type { ContactSubmission } from "../../contract/contact";
import { createBoundedWriter, WriteNotBegun } from "../db/bounded-write";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import type { Logger } from "../log";
import { type Clock, nextOpeningInWords } from "./business-hours";
import { createContactInquiryStore } from "./contact-inquiries";

export type ContactResult = { stored: true; id: number } | { stored: false };

/**
 * How long an inquiry may wait for the database, and how many may wait at once, before the
 * visitor is told to send again (ADR 027). On this host an insert takes 2-3 ms, so 200 waiting
 * is about half a second of work: a normal day and a 50-connection flood never reach either
 * bound; a flood the database cannot keep up with is refused within the wait, not left to hang.
 */
export const CONTACT_WRITE_LIMITS = { maxWaitMs: 3000, maxQueued: 200 };
/** Seconds a refused visitor is asked to wait before sending again. */
export const CONTACT_BUSY_RETRY_SECONDS = 10;
export const CONTACT_BUSY_MESSAGE =
  "We are receiving a lot of messages right now and yours was not sent. Please try again in a few seconds.";

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
  const store = createContactInquiryStore(createBoundedWriter(db, CONTACT_WRITE_LIMITS));
  return {
    /** The success toast's text: outside opening hours it says when a consultant will reply. */
    successMessage(): string {
      const opening = nextOpeningInWords(clock());
      return opening
        ? `${contactSection.successThanks} ${outOfHoursReply(opening)}`
        : contactSection.successMessage;
    },
    /** Stores the inquiry; `signal` is the visitor's request, so a wait ends when they leave. */
    async submit(submission: ContactSubmission, signal?: AbortSignal): Promise<ContactResult> {
      if (submission.website) {
        log.info({ event: "contact.honeypot" }, "contact form honeypot filled; dropped");
        return { stored: false };
      }
      const { id } = await store
        .insert(
          {
            firstName: submission.firstName,
            lastName: submission.lastName,
            email: submission.email,
            phone: submission.phone,
            service: submission.service,
            message: submission.message,
          },
          signal,
        )
        .catch((err: unknown) => {
          if (!(err instanceof WriteNotBegun)) throw err;
          throw new AppError("unavailable", CONTACT_BUSY_MESSAGE, undefined, {
            "Retry-After": String(CONTACT_BUSY_RETRY_SECONDS),
          });
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
