import { createContext, useContext } from "react";

/** The CSP nonce of this response, for inline scripts rendered on the server. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
