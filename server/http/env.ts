import type { StaffRole } from "../../contract/admin-accounts";
import type { Logger } from "../log";

export interface SignedInAdmin {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  /** Kazi generated the password: every route but me, logout and the change answers 403. */
  mustChangePassword: boolean;
  /** SHA-256 of the bearer token of this request's session. */
  sessionTokenHash: string;
}

/** Hono's per-request variables, shared by every middleware and handler. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The client's address (from X-Forwarded-For only as TRUST_PROXY allows). */
    clientIp: string;
    /** Per-request CSP nonce for inline scripts of server-rendered pages. */
    cspNonce: string;
    /** Set by requireAdmin on every /api/admin/* route except login. */
    admin: SignedInAdmin;
  };
}
