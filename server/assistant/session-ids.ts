import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/client";
import { serverSecret } from "../db/server-secret";

/**
 * Chat conversation ids the server hands out to its widget (security review L1, ADR 019).
 *
 * An issued id is `kz_<random>_<mac>`, the MAC binding it to a browser key that only ever
 * travels in an HttpOnly cookie. Whoever reads an id (in a log, a screenshot, a shared screen)
 * cannot continue the conversation, read its summary back or overwrite the lead without that
 * cookie. The `kz_` prefix is reserved: an id in it that does not verify is refused, so a leaked
 * id cannot be replayed as if a client had proposed it. Ids a client proposes itself (any other
 * shape) are still kept as they are, for clients that send only the JSON body.
 */
const ISSUED_PREFIX = "kz_";
const issuedShape = /^kz_([\w-]{22})_([\w-]{43})$/;
const browserKeyShape = /^[\w-]{22}$/;

/** An id in the issued shape; one that reaches a turn has been verified against the cookie. */
export const isIssuedId = (sessionId: string) => sessionId.startsWith(ISSUED_PREFIX);

const random128 = () => randomBytes(16).toString("base64url");

export function createChatSessionIds(db: Database) {
  const signingKey = serverSecret(db, "chat-session-ids");

  const mac = async (nonce: string, browserKey: string) =>
    createHmac("sha256", await signingKey())
      .update(`chat:${nonce}:${browserKey}`)
      .digest("base64url");

  return {
    /** A usable browser key from the cookie, or null when there is none or it is malformed. */
    browserKeyOf(cookie: string | undefined): string | null {
      return cookie && browserKeyShape.test(cookie) ? cookie : null;
    },

    /** A new id for this browser, and the browser key (new when it had none) to set as cookie. */
    async issue(browserKey: string | null): Promise<{ sessionId: string; browserKey: string }> {
      const key = browserKey ?? random128();
      const nonce = random128();
      return { sessionId: `${ISSUED_PREFIX}${nonce}_${await mac(nonce, key)}`, browserKey: key };
    },

    /** False only for an id in the issued shape that this browser's key does not sign. */
    async mayUse(sessionId: string, browserKey: string | null): Promise<boolean> {
      if (!isIssuedId(sessionId)) return true;
      const match = issuedShape.exec(sessionId);
      if (!match?.[1] || !match[2] || !browserKey) return false;
      // Compared as text: base64url's last character carries spare bits (see unsubscribe-token).
      const expected = Buffer.from(await mac(match[1], browserKey));
      const given = Buffer.from(match[2]);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type ChatSessionIds = ReturnType<typeof createChatSessionIds>;
