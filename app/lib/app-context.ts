import { createContext } from "react-router";
import type { AppLoadContextValue } from "../../server/http/load-context";

/** The load context's key: loaders read the services, the CSP nonce and the request id from it. */
export const appContext = createContext<AppLoadContextValue>();
