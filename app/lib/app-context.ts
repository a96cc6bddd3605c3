import { createContext } from "react-router";
import type { Services } from "../../server/services";

/** What the server hands every loader and action (see server/http/pages.ts). */
export interface AppLoadContextValue {
  services: Services;
  cspNonce: string;
  requestId: string;
}

export const appContext = createContext<AppLoadContextValue>();
