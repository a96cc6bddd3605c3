import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/client";
import { serverSecret } from "../db/server-secret";

/** "<subscriber id>.<HMAC-SHA256 of it, base64url>": nothing personal in the URL or the logs. */
const tokenShape = /^(\d{1,10})\.([\w-]{43})$/;

/**
 * Signs and checks newsletter unsubscribe tokens with a key kept in `server_secrets`: every
 * instance agrees, a restart keeps old links working, deleting the row invalidates them all.
 */
export function createUnsubscribeTokens(db: Database) {
  const signingKey = serverSecret(db, "newsletter-unsubscribe");

  const mac = async (id: number) =>
    createHmac("sha256", await signingKey())
      .update(`unsubscribe:${id}`)
      .digest("base64url");

  return {
    async sign(id: number): Promise<string> {
      return `${id}.${await mac(id)}`;
    },

    /** The subscriber id a token was signed for, or null when it was not signed by us. */
    async verify(token: string): Promise<number | null> {
      const match = tokenShape.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const id = Number(match[1]);
      if (id > 2_147_483_647) return null;
      // Compared as text, not decoded bytes: base64url's last character carries spare bits, and
      // decoding would accept a tampered character there.
      const expected = Buffer.from(await mac(id));
      const given = Buffer.from(match[2]);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
