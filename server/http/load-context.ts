import type { Services } from "../services";

/**
 * What the server hands every loader and action (see pages.ts). Declared here, beside the code
 * that builds it, so that app/ imports this type from the server and never the reverse.
 */
export interface AppLoadContextValue {
  services: Services;
  cspNonce: string;
  requestId: string;
}
