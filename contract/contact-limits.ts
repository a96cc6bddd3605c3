/**
 * Limits of the contact form, without zod, so the browser form can use them (maxLength)
 * without pulling the validation library into the public pages' JavaScript.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  message: 5000,
} as const;

/** The hidden field real visitors never fill; a value means a bot filled the form. */
export const CONTACT_HONEYPOT_FIELD = "website";

/** Largest accepted request body: a full 5000-character message in multibyte text fits. */
export const CONTACT_MAX_BODY_BYTES = 32 * 1024;
