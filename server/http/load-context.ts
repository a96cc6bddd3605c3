import type { Services } from "../services";
import type { ContactFormReply } from "./contact-form";

/**
 * What the server hands every loader and action (see pages.ts). Declared here, beside the code
 * that builds it, so that app/ imports this type from the server and never the reverse.
 */
export interface AppLoadContextValue {
  services: Services;
  cspNonce: string;
  requestId: string;
  /** The contact form posted to a page without JavaScript (see contact-form.ts). */
  postContactForm(request: Request): Promise<ContactFormReply>;
}
