import { newsletterRequest } from "../../contract/blog";
import { CONTACT_MAX_BODY_BYTES, contactRequest } from "../../contract/contact";
import type { Services } from "../services";
import { validate } from "../validate";
import { CONTACT_RATE_LIMIT } from "./api/contact";
import {
  NEWSLETTER_LIMITED,
  NEWSLETTER_MAX_BODY_BYTES,
  NEWSLETTER_RULE,
  SUBSCRIBED_MESSAGE,
} from "./api/newsletter";
import type { PageForm } from "./form-post";

/**
 * The forms public pages answer without JavaScript, each as its JSON API route answers it
 * (server/http/api/contact.ts, newsletter.ts): same rate limit, cap, validation and service.
 */
export function pageForms(services: Services) {
  return {
    contact: {
      rateLimit: { rule: CONTACT_RATE_LIMIT },
      maxJsonBytes: CONTACT_MAX_BODY_BYTES,
      async accept(fields, signal) {
        await services.contact.submit(validate(contactRequest, fields), signal);
        return services.contact.successMessage();
      },
    },
    newsletter: {
      rateLimit: { rule: NEWSLETTER_RULE, message: NEWSLETTER_LIMITED },
      maxJsonBytes: NEWSLETTER_MAX_BODY_BYTES,
      async accept(fields) {
        await services.newsletter.subscribe(validate(newsletterRequest, fields).email);
        return SUBSCRIBED_MESSAGE;
      },
    },
  } satisfies Record<string, PageForm>;
}

export type PageFormName = keyof ReturnType<typeof pageForms>;
