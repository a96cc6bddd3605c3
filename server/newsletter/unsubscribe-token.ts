import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { serverSecrets } from "../db/schema";

const KEY_NAME = "newsletter-unsubscribe";

/** "<subscriber id>.<HMAC-SHA256 of it, base64url>": nothing personal in the URL or the logs. */
const tokenShape = /^(\d{1,10})\.([\w-]{43})$/;

/**
 * Signs and checks newsletter unsubscribe tokens. The key is generated at first use and kept
 * in `server_secrets`, so every instance agrees and a restart keeps old links working.
 * Deleting that row invalidates every link sent so far.
 */
export function createUnsubscribeTokens(db: Database) {
  let key: Promise<Buffer> | null = null;

  async function loadKey(): Promise<Buffer> {
    // Two instances starting together may both generate one: the first insert wins for both.
    await db
      .insert(serverSecrets)
      .values({ name: KEY_NAME, value: randomBytes(32).toString("base64") })
      .onConflictDoNothing({ target: serverSecrets.name });
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, KEY_NAME));
    if (!row) throw new Error("The unsubscribe key could not be stored");
    return Buffer.from(row.value, "base64");
  }

  function signingKey(): Promise<Buffer> {
    key ??= loadKey().catch((error: unknown) => {
      key = null; // a database hiccup must not poison every later link
      throw error;
    });
    return key;
  }

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
