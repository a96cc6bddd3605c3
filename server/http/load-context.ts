import type { Services } from "../services";
import type { FormPostReply } from "./form-post";
import type { PageFormName } from "./page-forms";

/**
 * What the server hands every loader and action (see pages.ts). Declared here, beside the code
 * that builds it, so that app/ imports this type from the server and never the reverse.
 */
export interface AppLoadContextValue {
  services: Services;
  cspNonce: string;
  requestId: string;
  /** A form posted to a page without JavaScript (see form-post.ts and page-forms.ts). */
  postForm(form: PageFormName, request: Request): Promise<FormPostReply>;
}
