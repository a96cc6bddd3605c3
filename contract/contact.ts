import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { contactServiceValues } from "../content/services";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from "./contact-limits";

export { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_MAX_BODY_BYTES } from "./contact-limits";

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(CONTACT_LIMITS.name, `${label} must be at most ${CONTACT_LIMITS.name} characters`);

/** Blank optional text becomes null, so "" and a missing field are stored alike. */
const blankToNull = (v: string | undefined) => (v === undefined || v === "" ? null : v);

/**
 * POST /api/contact: names, email and phone required, service and message optional. Phones are read with Kenya as the default region
 * ("0712 345 678" and "+254 712 345 678" are the same number) and stored in E.164.
 */
export const contactRequest = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .max(CONTACT_LIMITS.email, "Email is too long")
    .pipe(z.email("Enter a valid email address")),
  phone: z
    .string({ error: "Phone number is required" })
    .trim()
    .min(1, "Phone number is required")
    .max(CONTACT_LIMITS.phone, "Enter a valid phone number")
    .transform((value, ctx) => {
      const parsed = parsePhoneNumberFromString(value, "KE");
      if (!parsed?.isValid()) {
        ctx.addIssue({ code: "custom", message: "Enter a valid phone number, e.g. 0712 345 678" });
        return z.NEVER;
      }
      return parsed.number;
    }),
  service: z
    .union([z.literal(""), z.enum(contactServiceValues)], {
      error: "Choose one of the listed services",
    })
    .optional()
    .transform(blankToNull),
  message: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`)
    .optional()
    .transform(blankToNull),
  [CONTACT_HONEYPOT_FIELD]: z.string().optional(),
});

export type ContactRequest = z.input<typeof contactRequest>;
export type ContactSubmission = z.output<typeof contactRequest>;

export interface ContactResponse {
  success: true;
  message: string;
}
